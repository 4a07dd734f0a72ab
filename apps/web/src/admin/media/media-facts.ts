import type { MediaKind, MediaRecord } from '@studio/contracts';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** A byte count as people read it: "512 B", "1.5 KB", "12 MB" (powers of 1024). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal while the number is small, none once it is not (12 MB, not 12.3 MB).
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

/** "1920 × 1080", or nothing when the size is unknown (a video without ffprobe). */
export const dimensionsOf = (item: Pick<MediaRecord, 'width' | 'height'>): string | undefined =>
  item.width !== null && item.height !== null ? `${item.width} × ${item.height}` : undefined;

/**
 * The lightest picture of an item for a grid: an image's smallest WebP variant (or its
 * original), a video's poster. Undefined for a video without a poster (it shows an icon).
 */
export function thumbnailOf(
  item: Pick<MediaRecord, 'kind' | 'url' | 'variants' | 'poster'>,
): string | undefined {
  if (item.kind === 'video') return item.poster;
  const webp = item.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? item.url;
}

/** The label of a kind filter's choice, and of a kind in a card. */
export const kindLabels: Record<MediaKind, string> = { image: 'Image', video: 'Video' };
