// @ts-check
// Still layers that generate-media.sh animates with ffmpeg into the short clips.
// They are build inputs only (written to a temp folder), never served.
import {
  blur,
  bokeh,
  el,
  GOLD,
  GOLD_LIGHT,
  IVORY,
  linear,
  palette,
  r1,
  radial,
  ridgePath,
  rng,
  stars,
  svg,
} from './lib.mjs';
import * as motifs from './motifs.mjs';
import { crowdPath } from './scenes.mjs';

/** @typedef {import('./lib.mjs').Files} Files */
/** @typedef {import('./lib.mjs').Stop} Stop */

/**
 * @param {number} w
 * @param {number} h
 * @param {string} defs
 * @param {string} body
 */
const layer = (w, h, defs, body) => svg(w, h, `<defs>${defs}</defs>${body}`);

/**
 * Discs that repeat every `w` px horizontally, so a layer can scroll or drift freely.
 * @param {number} w
 * @param {number} h
 * @param {number} n
 * @param {number} seed
 * @param {string[]} colors
 * @param {number} minR
 * @param {number} maxR
 * @param {[min: number, range: number]} opacity fill-opacity from min to min + range
 */
function discs(w, h, n, seed, colors, minR, maxR, opacity) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const rad = minR + r() ** 2 * (maxR - minR);
    const cx = r() * w;
    const cy = r() * h;
    const c = colors[Math.floor(r() * colors.length)];
    const a = { r: rad, fill: c, 'fill-opacity': opacity[0] + r() * opacity[1] };
    out += el('circle', { cx, cy, ...a });
  }
  return out;
}

function heroLayers() {
  const W = 854;
  const H = 480;
  return {
    'hero-bg.svg': layer(
      W,
      H,
      radial(
        'bg',
        [
          [0, '#3a2a14'],
          [0.6, '#120e10'],
          [1, '#050507'],
        ],
        { cx: 0.45, cy: 0.55, r: 0.8 },
      ),
      el('rect', { width: W, height: H, fill: 'url(#bg)' }),
    ),
    'hero-bokeh-a.svg': layer(
      1100,
      700,
      blur('b', 1.2),
      el(
        'g',
        { filter: 'url(#b)' },
        discs(1100, 700, 90, 5, [GOLD, GOLD_LIGHT, '#e8a25c'], 5, 34, [0.3, 0.45]),
      ),
    ),
    'hero-bokeh-b.svg': layer(
      1200,
      800,
      blur('b', 6),
      el(
        'g',
        { filter: 'url(#b)' },
        discs(1200, 800, 30, 6, [GOLD, '#c8733a', GOLD_LIGHT], 40, 120, [0.18, 0.22]),
      ),
    ),
    'hero-leak.svg': layer(
      700,
      700,
      radial('leak', [
        [0, '#ffd27a', 0.7],
        [0.4, '#e07a2a', 0.35],
        [1, '#e07a2a', 0],
      ]),
      el('circle', { cx: 350, cy: 350, r: 350, fill: 'url(#leak)' }),
    ),
  };
}

/**
 * Ridges under a sky, split into layers so mist can pass between them.
 * @param {string} prefix
 * @param {{ hue: number, time: 'dawn' | 'night', seed: number, W?: number, H?: number }} options
 * @returns {Files}
 */
function valleyLayers(prefix, { hue, time, seed, W = 854, H = 480 }) {
  const c = palette(hue, 35);
  const horizon = H * 0.6;
  /** @type {Stop[]} */
  const sky =
    time === 'night'
      ? [
          [0, '#030306'],
          [0.75, c.deep],
          [1, c.dark],
        ]
      : [
          [0, c.dark],
          [0.5, c.mid],
          [0.85, '#e8a25c'],
          [1, GOLD_LIGHT],
        ];
  const sun =
    time === 'night'
      ? el('circle', { cx: W * 0.78, cy: H * 0.2, r: 16, fill: IVORY, opacity: 0.9 })
      : el('circle', { cx: W * 0.6, cy: horizon - 30, r: 190, fill: 'url(#glow)' }) +
        el('circle', { cx: W * 0.6, cy: horizon - 30, r: 38, fill: GOLD_LIGHT });
  /** @type {(k: number, color: string) => string} */
  const ridge = (k, color) =>
    el('path', {
      d: ridgePath(W, H, horizon + k * 46, 70 - k * 12, seed + k, { jag: 0.06, steps: 160 }),
      fill: color,
    });
  /** @type {(w: number, n: number, s: number, opacity: number) => string} */
  const mist = (w, n, s, opacity) => {
    const r = rng(s);
    let out = '';
    for (let i = 0; i < n; i++) {
      const cx = r() * w;
      for (const dx of [-w, 0, w]) {
        out += el('ellipse', {
          cx: cx + dx,
          cy: horizon + 30 + r() * 60,
          rx: 160 + r() * 200,
          ry: 14 + r() * 18,
          fill: IVORY,
          opacity,
        });
      }
    }
    return out;
  };
  return {
    [`${prefix}-sky.svg`]: layer(
      W,
      H,
      linear('sky', sky) +
        radial('glow', [
          [0, GOLD_LIGHT, 0.6],
          [1, GOLD_LIGHT, 0],
        ]),
      el('rect', { width: W, height: H, fill: 'url(#sky)' }) +
        (time === 'night' ? stars(W, H, 160, seed, { maxY: horizon }) : '') +
        sun,
    ),
    [`${prefix}-far.svg`]: layer(W, H, '', ridge(0, c.mid) + ridge(1, c.dark)),
    [`${prefix}-mist.svg`]: layer(
      1800,
      H,
      blur('m', 14),
      el('g', { filter: 'url(#m)' }, mist(1800, 9, seed + 50, 0.16)),
    ),
    [`${prefix}-near.svg`]: layer(W, H, '', ridge(2, c.deep) + ridge(3, '#060608')),
    [`${prefix}-birds.svg`]: layer(
      220,
      90,
      '',
      /** @type {[x: number, y: number, scale: number][]} */ ([
        [20, 40, 1],
        [60, 22, 0.8],
        [95, 50, 0.9],
        [140, 30, 0.7],
        [180, 58, 0.8],
      ])
        .map(([x, y, s]) =>
          el('path', {
            d: `M${x} ${y} q${r1(8 * s)} ${r1(-7 * s)} ${r1(16 * s)} 0 q${r1(8 * s)} ${r1(-7 * s)} ${r1(16 * s)} 0`,
            fill: 'none',
            stroke: '#0a0a0d',
            'stroke-width': 2.5,
            'stroke-linecap': 'round',
          }),
        )
        .join(''),
    ),
  };
}

function auroraLayers() {
  const W = 854;
  const H = 480;
  const r = rng(77);
  let bands = '';
  for (let i = 0; i < 6; i++) {
    const y = 90 + r() * 120;
    let d = `M0 ${r1(y)}`;
    for (let x = 0; x <= 1800; x += 60) {
      d += ` L${x} ${r1(y + Math.sin((x / 1800) * Math.PI * 2 * (i % 3 ? 2 : 3) + i) * 40)}`;
    }
    bands += el('path', {
      d,
      fill: 'none',
      stroke: i % 2 ? '#3ad6a0' : '#5ab0ff',
      'stroke-width': 30 + r() * 40,
      opacity: 0.35,
    });
  }
  return {
    'night-aurora.svg': layer(1800, H, blur('a', 22), el('g', { filter: 'url(#a)' }, bands)),
    'night-stars.svg': layer(1400, 1400, '', stars(1400, 1400, 900, 78, { maxR: 1.3 })),
    ...valleyLayers('night', { hue: 215, time: 'night', seed: 80, W, H }),
  };
}

function stageLayers() {
  const W = 640;
  const H = 360;
  /** @param {string} color */
  const beam = (color) =>
    layer(
      900,
      900,
      linear('beam', [
        [0, color, 0.85],
        [1, color, 0],
      ]) + blur('h', 6),
      el('path', {
        d: 'M444 450 L456 450 L560 900 L340 900 Z',
        fill: 'url(#beam)',
        filter: 'url(#h)',
      }),
    );
  return {
    'stage-bg.svg': layer(
      W,
      H,
      linear('bg', [
        [0, '#050507'],
        [1, '#1d0f24'],
      ]),
      el('rect', { width: W, height: H, fill: 'url(#bg)' }) +
        bokeh(W, H * 0.7, 22, 3, [GOLD_LIGHT, '#d58cff'], { minR: 2, maxR: 10 }),
    ),
    'stage-beam-gold.svg': beam(GOLD_LIGHT),
    'stage-beam-violet.svg': beam('#c77dff'),
    'stage-crowd.svg': layer(W, H, '', el('path', { d: crowdPath(W, H, 12), fill: '#030304' })),
  };
}

function podcastLayers() {
  const c = palette(38, 40);
  return {
    'mic-bg.svg': layer(
      640,
      360,
      radial('g', [
        [0, c.mid],
        [0.7, '#0a0a0d'],
      ]),
      el('rect', { width: 640, height: 360, fill: 'url(#g)' }),
    ),
    'mic.svg': layer(300, 300, '', motifs.mic(c)),
  };
}

function vinylLayers() {
  const c = palette(20, 45);
  return {
    'vinyl-bg.svg': layer(
      640,
      360,
      linear('g', [
        [0, c.dark],
        [1, '#050507'],
      ]),
      el('rect', { width: 640, height: 360, fill: 'url(#g)' }) +
        bokeh(640, 360, 12, 9, [GOLD_LIGHT], { minR: 4, maxR: 26 }),
    ),
    // The label's stripe shows the record turning.
    'vinyl-disc.svg': layer(
      320,
      320,
      '',
      el('circle', { cx: 160, cy: 160, r: 150, fill: '#060608' }) +
        [140, 126, 112, 98, 84, 70]
          .map((r) =>
            el('circle', { cx: 160, cy: 160, r, fill: 'none', stroke: c.mid, 'stroke-width': 1.5 }),
          )
          .join('') +
        el('circle', { cx: 160, cy: 160, r: 50, fill: GOLD }) +
        el('rect', { x: 115, y: 152, width: 90, height: 16, fill: '#2a1d08' }) +
        el('circle', { cx: 160, cy: 160, r: 6, fill: '#060608' }),
    ),
    'vinyl-shine.svg': layer(
      320,
      320,
      '',
      el('path', { d: 'M160 10 A150 150 0 0 1 290 85 L160 160 Z', fill: IVORY, opacity: 0.06 }) +
        el('path', { d: 'M160 310 A150 150 0 0 1 30 235 L160 160 Z', fill: IVORY, opacity: 0.06 }),
    ),
    'vinyl-arm.svg': layer(
      640,
      360,
      '',
      el('circle', { cx: 505, cy: 50, r: 16, fill: '#2c2c33' }) +
        el('path', {
          d: 'M505 50 L470 215 L440 240',
          fill: 'none',
          stroke: IVORY,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }) +
        el('rect', {
          x: 424,
          y: 232,
          width: 26,
          height: 16,
          rx: 3,
          fill: IVORY,
          transform: 'rotate(-40 437 240)',
        }),
    ),
  };
}

function filmLayers() {
  const P = 220;
  const W = 640 + 3 * P;
  const pal = ['#7a5a14', '#2a2438', '#3a2214', '#173038', '#5a2a3a', '#2a3a1a'];
  let frames = '';
  for (let i = 0; i * P < W; i++) {
    const k = i % 3;
    const x = i * P + 14;
    frames +=
      el('rect', { x, y: 70, width: P - 28, height: 220, fill: pal[(k * 2) % pal.length] }) +
      el('circle', { cx: x + 60 + k * 40, cy: 140, r: 26, fill: GOLD_LIGHT, opacity: 0.85 }) +
      el('path', {
        d: ridgePath(P - 28, 220, 170, 40, 90 + k),
        fill: '#0a0a0e',
        transform: `translate(${x} 70)`,
      });
    for (const hy of [30, 306]) {
      for (let j = 0; j < 5; j++)
        frames += el('rect', {
          x: i * P + 10 + j * 44,
          y: hy,
          width: 24,
          height: 22,
          rx: 4,
          fill: '#050507',
        });
    }
  }
  return {
    'film-strip.svg': layer(
      W,
      360,
      '',
      el('rect', { width: W, height: 360, fill: '#141418' }) + frames,
    ),
    'film-leak.svg': layer(
      640,
      360,
      linear(
        'l',
        [
          [0, '#ffb347', 0.35],
          [0.5, '#ffb347', 0],
          [1, GOLD, 0.25],
        ],
        { x2: 1, y2: 0 },
      ),
      el('rect', { width: 640, height: 360, fill: 'url(#l)' }),
    ),
  };
}

/** @returns {Files} */
export function videoLayers() {
  return {
    ...heroLayers(),
    ...valleyLayers('dawn', { hue: 30, time: 'dawn', seed: 60 }),
    ...valleyLayers('teal', { hue: 190, time: 'dawn', seed: 70, W: 640, H: 360 }),
    ...auroraLayers(),
    ...stageLayers(),
    ...podcastLayers(),
    ...vinylLayers(),
    ...filmLayers(),
  };
}
