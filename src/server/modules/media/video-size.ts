import { ALL_FORMATS, FilePathSource, Input } from 'mediabunny';

/**
 * The picture size of an uploaded video (MP4, QuickTime, WebM), read from the container's
 * headers with mediabunny (pure TypeScript: no ffprobe on a small server), as shown (rotation
 * applied). Undefined when the file has no video track or its headers cannot be read: the upload
 * still goes through and the player takes the default 16:9 box.
 */
export async function readVideoSize(path: string): Promise<{ width: number; height: number } | undefined> {
  const input = new Input({ formats: ALL_FORMATS, source: new FilePathSource(path) });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) return undefined;
    const width = await track.getDisplayWidth();
    const height = await track.getDisplayHeight();
    return Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0
      ? { width, height }
      : undefined;
  } catch {
    return undefined;
  } finally {
    input.dispose();
  }
}
