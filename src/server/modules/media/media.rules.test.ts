import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../shared/media/file-size';
import { loadConfig } from '../../config';
import { requestedRange } from './byte-ranges';
import { cleanFileName, numberedName } from './file-names';
import { negotiateFormat, variantName } from './variants';

describe('media rules', () => {
  it('shows sizes in binary units from Bytes up', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Byte');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20_000_000)).toBe('19.1 MB');
    expect(formatFileSize(500_000_000)).toBe('476.8 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });

  it('cleans file names for addresses and numbers taken ones within 200 characters', () => {
    expect(cleanFileName('  ../a/b\\c?d#e\u0000f.jpg ')).toBe('a b c d e f.jpg');
    expect(() => cleanFileName(' / ? ')).toThrow('Please enter a file name');
    const long = `${'x'.repeat(300)}.jpeg`;
    expect(cleanFileName(long)).toHaveLength(200);
    expect(cleanFileName(long).endsWith('.jpeg')).toBe(true);
    expect(numberedName(cleanFileName(long), 12)).toHaveLength(200);
    expect(numberedName('photo.jpg', 2)).toBe('photo-2.jpg');
  });

  it('negotiates formats and never scales up', () => {
    expect(negotiateFormat('image/avif,image/webp,*/*', 'image/jpeg')).toBe('avif');
    expect(negotiateFormat('image/webp', 'image/png')).toBe('webp');
    expect(negotiateFormat(undefined, 'image/gif')).toBe('png');
    expect(negotiateFormat('*/*', 'image/avif')).toBe('jpeg');
    expect(variantName(750, 700, 'webp')).toBe('full.webp');
    expect(variantName(500, 700, 'jpeg')).toBe('500w.jpg');
  });

  it('reads single byte ranges', () => {
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(requestedRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(requestedRange('items=0-1', 100)).toBeUndefined();
  });

  it('takes S3 settings all together or not at all', () => {
    expect(loadConfig({}).media).toEqual({
      siteBudgetBytes: 2_000_000_000,
      uploadsPerMinutePerSite: 60,
      s3: undefined,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'media' })).toThrow(
      /set all four or none/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    const s3 = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_SITE_BUDGET_MB: '10',
    }).media;
    expect(s3).toMatchObject({
      siteBudgetBytes: 10_000_000,
      s3: { region: 'us-east-1', forcePathStyle: true },
    });
  });
});
