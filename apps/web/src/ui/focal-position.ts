import type { FocalPoint } from '@studio/contracts';

/** A fraction as a CSS percentage, to a tenth of a percent. */
const percent = (fraction: number) => `${Number((fraction * 100).toFixed(1))}%`;

/**
 * The CSS position (`X% Y%`) that keeps an image's focal point in view when `object-fit:
 * cover` cuts it; undefined without one (the centre, CSS's own default).
 */
export const focalPosition = (focal: FocalPoint | null | undefined): string | undefined =>
  focal ? `${percent(focal.x)} ${percent(focal.y)}` : undefined;
