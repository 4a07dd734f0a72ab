import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { type FilePart, multipart } from './multipart';

/** A real JPEG of this size (noise, so it does not compress to nothing), optionally with GPS. */
export async function jpeg(width: number, height: number, options: { gps?: boolean } = {}) {
  const noise = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#336699',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  }).jpeg({ quality: 80 });
  const withGps = options.gps
    ? noise.withExif({
        IFD0: { Make: 'Studio test camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
    : noise;
  return withGps.toBuffer();
}

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few bytes whose header claims `side` x `side` pixels: decoding it would need
 * gigabytes. Only its header is valid.
 */
export function pixelBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A short real MP4 clip made by the system's ffmpeg, with a title in its metadata if given. */
export function mp4(seconds = 2, title?: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'studio-clip-'));
  try {
    const out = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10'],
      ...['-t', String(seconds), '-pix_fmt', 'yuv420p'],
      ...(title ? ['-metadata', `title=${title}`] : []),
      ...['-y', out],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The multipart body of an upload: the file in `file`, and any text fields. */
export const mediaForm = (
  file: Omit<FilePart, 'field'> | FilePart[],
  fields: Record<string, string> = {},
) => multipart(fields, Array.isArray(file) ? file : [{ field: 'file', ...file }]);
