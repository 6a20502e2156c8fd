import { describe, expect, it } from 'vitest';
import { ladderWidthFor, mediaSrcset, parseMediaPath, sizedMediaUrl } from './image-url';

const id = '0123456789abcdef01234567';

describe('media addresses', () => {
  it('reads both size formats and the original', () => {
    expect(parseMediaPath(`/media/${id}/cake.jpg`)).toEqual({ assetId: id, fileName: 'cake.jpg' });
    expect(parseMediaPath(`/media/${id}/cake.jpg`, '750w')).toEqual({
      assetId: id,
      fileName: 'cake.jpg',
      width: 750,
    });
    expect(parseMediaPath(`/media/${id}/500w/my%20cake.jpg`)).toEqual({
      assetId: id,
      fileName: 'my cake.jpg',
      width: 500,
    });
  });

  it('refuses widths outside the ladder and other paths', () => {
    expect(parseMediaPath(`/media/${id}/cake.jpg`, '751w')).toBeUndefined();
    expect(parseMediaPath(`/media/${id}/751w/cake.jpg`)).toBeUndefined();
    expect(parseMediaPath(`/media/${id}/cake.jpg`, 'huge')).toBeUndefined();
    expect(parseMediaPath(`/media/../etc/passwd`)).toBeUndefined();
    expect(parseMediaPath(`/media/${id}/a/b.jpg`)).toBeUndefined();
  });

  it('builds sized addresses and a srcset that never scales up', () => {
    const src = `/media/${id}/cake.jpg`;
    expect(sizedMediaUrl(src, 300)).toBe(`/media/${id}/cake.jpg?format=300w`);
    expect(sizedMediaUrl(src, 300, 'filename')).toBe(`/media/${id}/300w/cake.jpg`);
    expect(mediaSrcset(src, 800)).toBe(
      [100, 300, 500, 750].map((w) => `/media/${id}/cake.jpg?format=${w}w ${w}w`).join(', '),
    );
    expect(mediaSrcset('https://example.com/cake.jpg', 800)).toBeUndefined();
    expect(ladderWidthFor(600)).toBe(750);
    expect(ladderWidthFor(9000)).toBe(2500);
  });
});
