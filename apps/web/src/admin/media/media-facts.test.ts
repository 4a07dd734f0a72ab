import type { MediaRecord } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { dimensionsOf, formatBytes, thumbnailOf } from './media-facts';

describe('formatBytes', () => {
  it('keeps small counts in bytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('uses one decimal below ten units and none above', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024 * 12.3)).toBe('12 MB');
    expect(formatBytes(1024 ** 3 * 2)).toBe('2 GB');
  });
});

describe('dimensionsOf', () => {
  it('says the size, or nothing when it is unknown', () => {
    expect(dimensionsOf({ width: 320, height: 240 })).toBe('320 × 240');
    expect(dimensionsOf({ width: null, height: null })).toBeUndefined();
  });
});

const image: Pick<MediaRecord, 'kind' | 'url' | 'variants' | 'poster'> = {
  kind: 'image',
  url: '/files/media/a/original.jpg',
  variants: [
    { url: '/files/media/a/640.webp', width: 640, format: 'webp' },
    { url: '/files/media/a/320.avif', width: 320, format: 'avif' },
    { url: '/files/media/a/320.webp', width: 320, format: 'webp' },
  ],
};

describe('thumbnailOf', () => {
  it("takes an image's smallest WebP variant", () => {
    expect(thumbnailOf(image)).toBe('/files/media/a/320.webp');
  });

  it('falls back to the original when there is no WebP', () => {
    expect(thumbnailOf({ ...image, variants: [] })).toBe(image.url);
  });

  it("takes a video's poster, or nothing", () => {
    const video: Pick<MediaRecord, 'kind' | 'url' | 'variants'> = {
      kind: 'video',
      url: '/v.mp4',
      variants: [],
    };
    expect(thumbnailOf({ ...video, poster: '/p.jpg' })).toBe('/p.jpg');
    expect(thumbnailOf(video)).toBeUndefined();
  });
});
