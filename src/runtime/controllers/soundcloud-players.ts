/**
 * SoundCloud audio blocks: the server renders a link to the track and a hidden play button; here
 * the button is revealed and its press puts SoundCloud's player frame in the block (nothing of
 * SoundCloud loads before). An address that names no track is logged with the spec's console
 * message (visitor-runtime §8) and the link stays.
 */
import { embedsRuntimeMessages as messages } from '../../shared/messages/en-US/runtime/embeds';
import { soundCloudPlayerUrl } from '../../shared/media/third-party-embeds';

export function enhanceSoundCloudPlayers(
  root: Document | Element,
  log: Pick<Console, 'warn'> = console,
): () => void {
  const doc: Document = 'createElement' in root ? root : root.ownerDocument;
  const undo: Array<() => void> = [];
  for (const box of root.querySelectorAll<HTMLElement>('[data-soundcloud]')) {
    const button = box.querySelector<HTMLButtonElement>('[data-soundcloud-play]');
    const place = box.querySelector<HTMLElement>('[data-soundcloud-player]');
    const address = box.dataset.soundcloudUrl ?? '';
    if (!button || !place) continue;
    const playerUrl = soundCloudPlayerUrl(address);
    if (playerUrl === undefined) {
      log.warn(messages.unparseableSoundCloud, address);
      continue;
    }
    const play = () => {
      const frame = doc.createElement('iframe');
      frame.className = 'sqs-audio__frame';
      frame.src = playerUrl;
      frame.title = box.querySelector('.sqs-audio__title')?.textContent || 'SoundCloud';
      frame.allow = 'autoplay';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      place.replaceChildren(frame);
    };
    button.addEventListener('click', play, { once: true });
    button.hidden = false;
    undo.push(() => button.removeEventListener('click', play));
  }
  return () => undo.forEach((step) => step());
}
