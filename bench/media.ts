// `npm run bench:media`: derived-image generation with the server's own image pipeline
// (src/server/modules/media/image-pipeline.ts: sharp with one libvips thread and a one-at-a-time
// queue), on a 24-megapixel JPEG (6000 × 4000) made here at start. Each measurement runs in a
// fresh child process, so its peak RSS (the kernel's maxRSS of that process) is the pipeline's
// own, not the fixture generator's.
//
// Measured: the upload inspection (full decode, size, thumbhash placeholder); every common
// derived size (1500, 750, 300 w) in each format; and a burst of 12 derived sizes requested at
// once (what 12 visitors on a new page cause), which the queue serialises.
//
// Env: BENCH_ROUNDS (default 3: each derived size is made this many times).
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createImagePipeline } from '../src/server/modules/media/image-pipeline';
import type { DerivedFormat } from '../src/server/modules/media/variants';
import { integer, table } from './table';

const WIDTHS = [1500, 750, 300];
const FORMATS: DerivedFormat[] = ['jpeg', 'webp', 'avif'];

interface Measurement {
  label: string;
  files: number;
  seconds: number;
  peakRssMb: number;
}

async function measure(mode: string, path: string): Promise<Measurement> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const images = createImagePipeline();
  const started = performance.now();
  let files = 0;
  if (mode === 'inspect') {
    for (let round = 0; round < rounds; round += 1) {
      await images.inspect(path);
      files += 1;
    }
  } else if (mode === 'burst') {
    const jobs = Array.from({ length: 12 }, (_, index) =>
      images.derive(createReadStream(path), WIDTHS[index % 3], FORMATS[index % 2] ?? 'webp'),
    );
    files = (await Promise.all(jobs)).length;
  } else {
    const format = mode as DerivedFormat;
    for (let round = 0; round < rounds; round += 1)
      for (const width of WIDTHS) {
        await images.derive(createReadStream(path), width, format);
        files += 1;
      }
  }
  const seconds = (performance.now() - started) / 1000;
  return { label: mode, files, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 };
}

async function makeFixture(folder: string): Promise<string> {
  const width = 6000;
  const height = 4000;
  // A photo-like picture: smooth gradients with fine texture, so JPEG sizes are realistic.
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const texture = ((x * 7919 + y * 104729) % 31) - 15;
      pixels[offset] = Math.max(0, Math.min(255, (x / width) * 200 + 30 + texture));
      pixels[offset + 1] = Math.max(0, Math.min(255, (y / height) * 180 + 40 + texture));
      pixels[offset + 2] = Math.max(0, Math.min(255, 128 + 90 * Math.sin(x / 200) * Math.cos(y / 150)));
    }
  const path = join(folder, 'photo-24mp.jpg');
  await writeFile(
    path,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
  return path;
}

async function main() {
  if (process.argv[2] === 'measure') {
    process.stdout.write(JSON.stringify(await measure(process.argv[3]!, process.argv[4]!)));
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'bench-media-'));
  try {
    const path = await makeFixture(folder);
    console.log(
      `24 MP JPEG fixture: ${((await stat(path)).size / 1e6).toFixed(1)} MB; ${cpus().length} cores, load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    const rows: string[][] = [];
    for (const mode of ['inspect', ...FORMATS, 'burst']) {
      const output = execFileSync(
        process.execPath,
        [...process.execArgv, process.argv[1]!, 'measure', mode, path],
        {
          encoding: 'utf8',
          maxBuffer: 1 << 20,
        },
      );
      const result = JSON.parse(output) as Measurement;
      rows.push([
        result.label === 'inspect'
          ? 'upload inspection (decode, size, thumbhash)'
          : result.label === 'burst'
            ? 'burst: 12 derived sizes at once (jpeg/webp)'
            : `derived ${result.label} (1500, 750, 300 w)`,
        integer(result.files),
        (result.files / result.seconds).toFixed(2),
        `${(result.seconds / result.files).toFixed(2)} s`,
        `${integer(result.peakRssMb)} MB`,
      ]);
    }
    console.log(
      table(['work on the 24 MP JPEG', 'files', 'files/s', 'per file', 'peak RSS'], rows, [
        false,
        true,
        true,
        true,
        true,
      ]),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
