import { describe, expect, it } from 'vitest';
import { previewUrl, splitFileName, typeLabel } from './asset-view';
import { imagePatch } from './image-patch';
import { formatFileSize, storageUse } from './file-size';
import { describePoint, objectPosition, pointFromClick, pointFromKey } from './focal-point';
import { appendUnique, moveItem, targetIndexForKey } from './reorder';

const ID = '0123456789abcdef01234567';

describe('file sizes in binary units (media-and-platform §9)', () => {
  it('counts in 1024s from Bytes to YB, as the tiles and the storage meter show them', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    // A limit of 20 MB (decimal, "bytes per MB 1,000,000") reads in binary units.
    expect(formatFileSize(20_000_000)).toBe('19.1 MB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
  it('states storage use against the budget, the share clamped', () => {
    expect(storageUse(512 * 1024 ** 2, 1024 ** 3)).toEqual({ text: '512 MB of 1 GB used', share: 0.5 });
    expect(storageUse(3, 2).share).toBe(1);
    expect(storageUse(3, 0).share).toBe(0);
  });
});

describe('focal point maths', () => {
  const box = { left: 100, top: 50, width: 200, height: 100 };
  it('maps a click inside the image to 0..1', () => {
    expect(pointFromClick(box, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(pointFromClick(box, 300, 150)).toEqual({ x: 1, y: 1 });
    expect(pointFromClick(box, 150, 75)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointFromClick(box, 166.6666, 50)).toEqual({ x: 0.333, y: 0 });
  });
  it('clamps a drag past the edges and survives an empty box', () => {
    expect(pointFromClick(box, 0, 999)).toEqual({ x: 0, y: 1 });
    expect(pointFromClick({ ...box, width: 0 }, 10, 10)).toEqual({ x: 0.5, y: 0.5 });
  });
  it('moves by 1% per arrow key, 10% with Shift, and stops at the edges', () => {
    const start = { x: 0.5, y: 0.5 };
    expect(pointFromKey(start, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(pointFromKey(start, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.4 });
    expect(pointFromKey({ x: 0.995, y: 0 }, 'ArrowRight', true)).toEqual({ x: 1, y: 0 });
    expect(pointFromKey({ x: 0, y: 0.005 }, 'ArrowUp', false)).toEqual({ x: 0, y: 0 });
    expect(pointFromKey(start, 'Home', false)).toEqual({ x: 0, y: 0.5 });
    expect(pointFromKey(start, 'PageDown', false)).toEqual({ x: 0.5, y: 1 });
    expect(pointFromKey(start, 'a', false)).toBeUndefined();
  });
  it('writes CSS and words', () => {
    expect(objectPosition({ x: 0.25, y: 1 })).toBe('25% 100%');
    expect(objectPosition({ x: 0.333, y: 0.5 })).toBe('33.3% 50%');
    expect(describePoint({ x: 0.404, y: 0.25 })).toBe('40% from the left, 25% from the top');
  });
});

describe('reordering', () => {
  it('moves an item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
  it('maps keys to targets within the list', () => {
    expect(targetIndexForKey(0, 3, 'ArrowLeft')).toBe(0);
    expect(targetIndexForKey(1, 3, 'ArrowDown')).toBe(2);
    expect(targetIndexForKey(2, 3, 'ArrowRight')).toBe(2);
    expect(targetIndexForKey(1, 3, 'End')).toBe(2);
    expect(targetIndexForKey(1, 3, 'Enter')).toBeUndefined();
  });
  it('appends new addresses once, up to the limit', () => {
    expect(appendUnique(['a'], ['b', 'a', 'c', 'd'], 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('asset views', () => {
  const image = { url: `/media/${ID}/beans.jpg`, width: 1200, kind: 'image' as const };
  it('uses the 300w address for thumbnails, the original for smaller images and other files', () => {
    expect(previewUrl(image, 300)).toBe(`/media/${ID}/beans.jpg?format=300w`);
    expect(previewUrl({ ...image, width: 200 }, 300)).toBe(`/media/${ID}/beans.jpg`);
    expect(previewUrl({ ...image, kind: 'document', url: '/s/menu.pdf' }, 300)).toBe('/s/menu.pdf');
  });
  it('labels file types by extension, else by MIME type', () => {
    expect(typeLabel({ fileName: 'menu.pdf', mimeType: 'application/pdf' })).toBe('PDF');
    expect(typeLabel({ fileName: 'song', mimeType: 'audio/mpeg' })).toBe('MPEG');
  });
  it('splits file names so a rename keeps the extension', () => {
    expect(splitFileName('beans.large.jpg')).toEqual({ stem: 'beans.large', extension: '.jpg' });
    expect(splitFileName('README')).toEqual({ stem: 'README', extension: '' });
    expect(splitFileName('.jpg')).toEqual({ stem: '.jpg', extension: '' });
  });
});

describe('choosing an asset for an image block', () => {
  const asset = {
    id: ID,
    kind: 'image' as const,
    fileName: 'beans.jpg',
    mimeType: 'image/jpeg',
    bytes: 1000,
    width: 1200,
    height: 800,
    alt: 'Roasted beans',
    title: '',
    focalPoint: { x: 0.25, y: 0.75 },
    placeholder: null,
    url: `/media/${ID}/beans.jpg`,
    ready: true,
    createdAt: '',
    updatedAt: '',
  };
  it('sets address, size, focal point, and the alt text only when the block has none', () => {
    expect(imagePatch(asset, { alt: '' })).toEqual({
      src: asset.url,
      width: 1200,
      height: 800,
      focalPoint: { x: 0.25, y: 0.75 },
      alt: 'Roasted beans',
    });
    expect(imagePatch(asset, { alt: 'The owner’s own words' })).not.toHaveProperty('alt');
  });
  it('leaves sizes unset when unknown or beyond the block’s limit', () => {
    const patch = imagePatch({ ...asset, width: null, height: 30_000 }, {});
    expect(patch.width).toBeUndefined();
    expect(patch.height).toBeUndefined();
  });
});
