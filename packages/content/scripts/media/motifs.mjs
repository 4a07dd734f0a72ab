// @ts-check
// Podcast poster motifs, each drawn in a 300x300 box. `c` is the poster's palette().
import { el, GOLD, GOLD_LIGHT, IVORY, r1, ridgePath, rng } from './lib.mjs';

/** @typedef {import('./lib.mjs').Attrs} Attrs */
/** @typedef {import('./lib.mjs').Palette} Palette */
/** A motif: the picture in a 300x300 box, in the poster's colours. */
/** @typedef {(c: Palette) => string} Motif */

/**
 * @param {string} color
 * @param {number} width
 * @param {Attrs} [extra]
 * @returns {Attrs}
 */
const stroke = (color, width, extra = {}) => ({
  fill: 'none',
  stroke: color,
  'stroke-width': width,
  'stroke-linecap': 'round',
  ...extra,
});

/**
 * Concentric arcs (sound waves) from angle `from` to `to` (degrees).
 * @param {number} cx
 * @param {number} cy
 * @param {number[]} radii
 * @param {number} from
 * @param {number} to
 * @param {string} color
 * @param {number} width
 */
function arcs(cx, cy, radii, from, to, color, width) {
  return radii
    .map((r, i) => {
      const a1 = (from * Math.PI) / 180;
      const a2 = (to * Math.PI) / 180;
      /** @type {[number, number]} */
      const p1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
      /** @type {[number, number]} */
      const p2 = [cx + r * Math.cos(a2), cy + r * Math.sin(a2)];
      return el('path', {
        d: `M${r1(p1[0])} ${r1(p1[1])} A${r} ${r} 0 0 1 ${r1(p2[0])} ${r1(p2[1])}`,
        ...stroke(color, width, { opacity: 1 - i * 0.25 }),
      });
    })
    .join('');
}

/** @type {Motif} */
export function mic(c) {
  const grille = Array.from({ length: 7 }, (_, i) =>
    el('line', { x1: 118, x2: 182, y1: 70 + i * 14, y2: 70 + i * 14, ...stroke(c.deep, 3) }),
  ).join('');
  return (
    arcs(150, 110, [95, 120, 145], -40, 40, GOLD, 5) +
    arcs(150, 110, [95, 120, 145], 140, 220, GOLD, 5) +
    el('rect', { x: 112, y: 40, width: 76, height: 150, rx: 38, fill: GOLD }) +
    grille +
    el('rect', { x: 108, y: 118, width: 84, height: 12, rx: 4, fill: GOLD_LIGHT }) +
    el('path', { d: 'M90 150 Q90 225 150 225 Q210 225 210 150', ...stroke(IVORY, 8) }) +
    el('line', { x1: 150, y1: 225, x2: 150, y2: 268, ...stroke(IVORY, 8) }) +
    el('line', { x1: 110, y1: 270, x2: 190, y2: 270, ...stroke(IVORY, 8) })
  );
}

/** @type {Motif} */
export function headphones(c) {
  return (
    el('path', { d: 'M60 185 L60 150 A90 90 0 0 1 240 150 L240 185', ...stroke(IVORY, 14) }) +
    el('rect', { x: 40, y: 160, width: 52, height: 100, rx: 22, fill: GOLD }) +
    el('rect', { x: 208, y: 160, width: 52, height: 100, rx: 22, fill: GOLD }) +
    el('rect', { x: 52, y: 176, width: 14, height: 68, rx: 7, fill: c.deep, opacity: 0.5 }) +
    el('rect', { x: 234, y: 176, width: 14, height: 68, rx: 7, fill: c.deep, opacity: 0.5 }) +
    arcs(150, 210, [30, 50], -150, -30, GOLD_LIGHT, 5)
  );
}

/**
 * @param {Palette} _c
 * @param {number} [seed]
 */
export function waveform(_c, seed = 3) {
  const r = rng(seed);
  let bars = '';
  for (let i = 0; i < 25; i++) {
    const env = Math.sin((i / 24) * Math.PI);
    const h = 16 + env * (60 + r() * 150);
    bars += el('rect', {
      x: 18 + i * 11.2,
      y: 150 - h / 2,
      width: 6,
      height: h,
      rx: 3,
      fill: i % 5 === 2 ? IVORY : GOLD,
    });
  }
  return bars;
}

/** @type {Motif} */
export function vinyl(c) {
  const grooves = [128, 116, 104, 92, 80, 68]
    .map((r) => el('circle', { cx: 150, cy: 150, r, ...stroke(c.mid, 1.5) }))
    .join('');
  return (
    el('circle', { cx: 150, cy: 150, r: 140, fill: '#050507' }) +
    grooves +
    el('path', { d: 'M150 20 A130 130 0 0 1 262 88', ...stroke(IVORY, 3, { opacity: 0.35 }) }) +
    el('circle', { cx: 150, cy: 150, r: 46, fill: GOLD }) +
    el('circle', { cx: 150, cy: 150, r: 6, fill: '#050507' }) +
    el('path', { d: 'M270 20 L238 170 L210 205', ...stroke(IVORY, 7) }) +
    el('rect', {
      x: 196,
      y: 196,
      width: 26,
      height: 16,
      rx: 3,
      fill: IVORY,
      transform: 'rotate(-40 209 204)',
    })
  );
}

/** @type {Motif} */
export function lens(c) {
  return (
    el('circle', {
      cx: 150,
      cy: 150,
      r: 135,
      ...stroke(GOLD, 6, { fill: '#101014' }),
    }) +
    el('circle', { cx: 150, cy: 150, r: 112, ...stroke(c.mid, 10) }) +
    el('circle', { cx: 150, cy: 150, r: 86, fill: c.deep, stroke: '#2a2a30', 'stroke-width': 8 }) +
    el('circle', { cx: 150, cy: 150, r: 58, fill: c.mid, opacity: 0.7 }) +
    el('circle', { cx: 150, cy: 150, r: 30, fill: '#050507' }) +
    el('ellipse', {
      cx: 122,
      cy: 118,
      rx: 24,
      ry: 14,
      fill: IVORY,
      opacity: 0.55,
      transform: 'rotate(-35 122 118)',
    }) +
    el('circle', { cx: 178, cy: 182, r: 7, fill: GOLD_LIGHT, opacity: 0.8 })
  );
}

/** @type {Motif} */
export function cassette(c) {
  return (
    el('rect', { x: 20, y: 70, width: 260, height: 165, rx: 14, fill: GOLD }) +
    el('rect', { x: 42, y: 88, width: 216, height: 92, rx: 8, fill: IVORY }) +
    el('rect', { x: 42, y: 88, width: 216, height: 22, rx: 8, fill: c.mid }) +
    el('rect', { x: 88, y: 124, width: 124, height: 40, rx: 20, fill: c.deep }) +
    el('circle', { cx: 110, cy: 144, r: 14, fill: IVORY }) +
    el('circle', { cx: 190, cy: 144, r: 14, fill: IVORY }) +
    el('path', { d: 'M70 235 L90 195 L210 195 L230 235 Z', fill: c.deep, opacity: 0.45 })
  );
}

/** @type {Motif} */
export function road(c) {
  return (
    el('path', { d: ridgePath(300, 300, 150, 50, 11), fill: c.mid, opacity: 0.8 }) +
    el('circle', { cx: 200, cy: 100, r: 34, fill: GOLD }) +
    el('path', { d: ridgePath(300, 300, 185, 30, 12), fill: c.dark }) +
    el('path', { d: 'M140 180 L160 180 L290 300 L10 300 Z', fill: '#1a1a1f' }) +
    el('path', {
      d: 'M150 190 L150 205 M150 220 L149 245 M148 262 L146 300',
      ...stroke(GOLD_LIGHT, 4),
    })
  );
}

/** @type {Motif} */
export function rings(_c) {
  return (
    [30, 60, 90, 120, 145]
      .map((r, i) =>
        el('circle', { cx: 150, cy: 150, r, ...stroke(GOLD, 5, { opacity: 1 - i * 0.18 }) }),
      )
      .join('') +
    el('circle', { cx: 150, cy: 150, r: 14, fill: IVORY }) +
    el('line', { x1: 150, y1: 165, x2: 150, y2: 290, ...stroke(IVORY, 6) })
  );
}

/** @type {Motif} */
export function valley(c) {
  return (
    el('circle', { cx: 150, cy: 150, r: 140, fill: c.mid, opacity: 0.55 }) +
    el('circle', { cx: 150, cy: 120, r: 40, fill: GOLD }) +
    el('path', { d: ridgePath(300, 290, 170, 60, 21), fill: c.dark }) +
    el('path', { d: ridgePath(300, 290, 215, 40, 22), fill: c.deep }) +
    el('path', { d: 'M60 60 l12 7 l12 -7 M100 40 l9 5 l9 -5', ...stroke(IVORY, 3) })
  );
}

/** @type {Motif} */
export function moon(c) {
  return (
    el('circle', { cx: 160, cy: 130, r: 100, fill: GOLD_LIGHT }) +
    el('circle', { cx: 200, cy: 100, r: 90, fill: c.deep }) +
    el('circle', { cx: 60, cy: 60, r: 3, fill: IVORY }) +
    el('circle', { cx: 250, cy: 220, r: 2.5, fill: IVORY }) +
    el('circle', { cx: 240, cy: 50, r: 2, fill: IVORY }) +
    el('rect', { x: 30, y: 250, width: 240, height: 10, rx: 5, fill: GOLD, opacity: 0.6 })
  );
}

/** @type {Motif} */
export function clapper(c) {
  return (
    el('rect', {
      x: 40,
      y: 120,
      width: 220,
      height: 150,
      rx: 8,
      fill: '#17171c',
      stroke: GOLD,
      'stroke-width': 4,
    }) +
    el(
      'g',
      { transform: 'rotate(-14 40 110)' },
      el('rect', { x: 40, y: 78, width: 220, height: 36, rx: 4, fill: IVORY }) +
        [0, 1, 2, 3, 4]
          .map((i) =>
            el('path', { d: `M${56 + i * 44} 78 l22 0 l-14 36 l-22 0 Z`, fill: '#17171c' }),
          )
          .join(''),
    ) +
    el('line', { x1: 60, y1: 170, x2: 240, y2: 170, ...stroke(c.mid, 3) }) +
    el('line', { x1: 60, y1: 210, x2: 240, y2: 210, ...stroke(c.mid, 3) }) +
    el('line', { x1: 150, y1: 130, x2: 150, y2: 260, ...stroke(c.mid, 3) })
  );
}

/** @type {Motif} */
export function notebook(c) {
  return (
    el('rect', {
      x: 60,
      y: 30,
      width: 180,
      height: 240,
      rx: 10,
      fill: IVORY,
      transform: 'rotate(-6 150 150)',
    }) +
    el(
      'g',
      { transform: 'rotate(-6 150 150)' },
      [0, 1, 2, 3, 4, 5, 6]
        .map((i) =>
          el('line', { x1: 84, x2: 216, y1: 80 + i * 26, y2: 80 + i * 26, ...stroke(c.mid, 2) }),
        )
        .join('') + el('rect', { x: 60, y: 30, width: 20, height: 240, fill: GOLD }),
    ) +
    el('path', {
      d: 'M250 60 L170 230 L162 262 L184 238 L264 68 Z',
      fill: GOLD_LIGHT,
      stroke: '#17171c',
      'stroke-width': 3,
    })
  );
}

/** @type {Motif} */
export function filmstrip(c) {
  const holes = Array.from({ length: 9 }, (_, i) =>
    el('rect', { x: 8 + i * 33, y: 0, width: 18, height: 12, rx: 2, fill: c.deep }),
  ).join('');
  const frames = [0, 1, 2]
    .map((i) =>
      el('rect', {
        x: 14 + i * 94,
        y: 24,
        width: 84,
        height: 72,
        rx: 3,
        fill: i === 1 ? GOLD : c.mid,
      }),
    )
    .join('');
  return el(
    'g',
    { transform: 'translate(0 90) rotate(-12 150 60)' },
    el('rect', { x: 0, y: -14, width: 300, height: 148, fill: '#111116' }) +
      el('g', { transform: 'translate(0 -8)' }, holes) +
      el('g', { transform: 'translate(0 118)' }, holes) +
      frames,
  );
}

/**
 * Every motif by name, for the poster table.
 * @satisfies {Record<string, Motif>}
 */
export const motifs = {
  mic,
  headphones,
  waveform,
  vinyl,
  lens,
  cassette,
  road,
  rings,
  valley,
  moon,
  clapper,
  notebook,
  filmstrip,
};
