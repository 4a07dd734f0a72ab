import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (RGB, a horizontal gradient) whose pixels depend on `seed`, so each run uploads
 * bytes the library has not stored yet (identical bytes would answer with the old item).
 */
export function pngOf(width: number, height: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const row = (y: number) =>
    Buffer.from([
      0, // no filter
      ...Array.from({ length: width }, (_, x) => [
        (x * 4 + seed) & 0xff,
        (y * 5 + (seed >> 8)) & 0xff,
        (seed >> 16) & 0xff,
      ]).flat(),
    ]);
  const pixels = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A two-second MP4 made by the system's ffmpeg, tagged so its bytes are this run's own. */
export function mp4Of(tag: string): { path: string; buffer: Buffer } {
  const path = join(mkdtempSync(join(tmpdir(), 'studio-media-')), `${tag}.mp4`);
  execFileSync(
    'ffmpeg',
    [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10'],
      ...['-t', '2', '-pix_fmt', 'yuv420p', '-metadata', `title=${tag}`, '-y', path],
    ],
    { stdio: 'ignore' },
  );
  return { path, buffer: readFileSync(path) };
}
