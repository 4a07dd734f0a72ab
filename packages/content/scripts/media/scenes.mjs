// @ts-check
// Reusable full-bleed scenes, drawn at any size. Each returns { defs, body }.
import * as gear from './equipment.mjs';
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
} from './lib.mjs';
import * as motifs from './motifs.mjs';

/** @typedef {import('./lib.mjs').Scene} Scene */
/** @typedef {import('./lib.mjs').Stop} Stop */

/**
 * Draws `body` moved to (x, y) and scaled by s.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} body
 */
const place = (x, y, s, body) =>
  el('g', { transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(s * 100) / 100})` }, body);

/**
 * @typedef {object} RidgesOptions
 * @property {number} [seed]
 * @property {number} [hue]
 * @property {'dawn' | 'dusk' | 'night'} [time]
 * @property {number} [sunX] the sun's (or moon's) x, as a fraction of the width
 * @property {boolean} [people] a camera operator in the foreground
 */

/**
 * Mountain ridges under a dawn, dusk or night sky.
 * @param {number} w
 * @param {number} h
 * @param {RidgesOptions} [options]
 * @returns {Scene}
 */
export function ridges(
  w,
  h,
  { seed = 1, hue = 30, time = 'dusk', sunX = 0.62, people = false } = {},
) {
  const c = palette(hue, 35);
  /** @type {Record<'dawn' | 'dusk' | 'night', Stop[]>} */
  const skies = {
    dawn: [
      [0, c.dark],
      [0.5, c.mid],
      [0.85, '#e8a25c'],
      [1, GOLD_LIGHT],
    ],
    dusk: [
      [0, '#0d0a18'],
      [0.55, c.mid],
      [0.85, '#c8733a'],
      [1, GOLD],
    ],
    night: [
      [0, '#040408'],
      [0.7, c.deep],
      [1, c.mid],
    ],
  };
  const sky = skies[time];
  const horizon = h * 0.62;
  const sunY = horizon - h * 0.08;
  const colors = [c.mid, c.dark, c.deep, '#060608'];
  const layers = colors
    .map((color, k) =>
      el('path', {
        d: ridgePath(w, h, horizon + k * h * 0.09, h * (0.16 - k * 0.025), seed * 10 + k, {
          jag: 0.06,
          steps: 160,
          period: w / (1 + (k % 2)),
        }),
        fill: color,
      }),
    )
    .join('');
  const sun =
    time === 'night'
      ? stars(w, h, Math.round((w * h) / 9000), seed, { maxY: horizon }) +
        el('circle', { cx: w * sunX, cy: h * 0.22, r: h * 0.05, fill: IVORY, opacity: 0.9 })
      : el('circle', { cx: w * sunX, cy: sunY, r: h * 0.35, fill: 'url(#sunglow)' }) +
        el('circle', { cx: w * sunX, cy: sunY, r: h * 0.08, fill: GOLD_LIGHT });
  const s = h / 900;
  const crew = people
    ? place(w * 0.3, horizon + h * 0.2, s, el('g', { fill: '#060608' }, operator()))
    : '';
  return {
    defs:
      linear('sky', sky) +
      radial('sunglow', [
        [0, GOLD_LIGHT, 0.6],
        [1, GOLD_LIGHT, 0],
      ]) +
      blur('mist', Math.max(6, h / 60)),
    body:
      el('rect', { width: w, height: h, fill: 'url(#sky)' }) +
      sun +
      layers +
      el('rect', {
        y: horizon + h * 0.05,
        width: w,
        height: h * 0.06,
        fill: IVORY,
        opacity: 0.1,
        filter: 'url(#mist)',
      }) +
      crew,
  };
}

/** A camera operator at a tripod, in silhouette; origin at their feet. */
export function operator() {
  return (
    el('path', { d: 'M-20 -230 a22 22 0 1 1 0.1 0 Z' }) +
    el('path', {
      d: 'M-52 -200 Q-20 -215 10 -200 L24 -110 L10 -108 L8 0 L-10 0 L-18 -90 L-26 0 L-44 0 L-46 -110 L-60 -112 Z',
    }) +
    el('path', { d: 'M0 -186 L60 -170 L62 -158 L-4 -166 Z' }) +
    el('rect', { x: 40, y: -200, width: 90, height: 50, rx: 6 }) +
    el('rect', { x: 128, y: -192, width: 30, height: 34, rx: 4 }) +
    el('path', {
      d: 'M85 -150 L40 0 M85 -150 L130 0 M85 -150 L85 0',
      fill: 'none',
      stroke: '#060608',
      'stroke-width': 8,
    })
  );
}

/**
 * Concert stage: light beams through haze over a crowd.
 * @param {number} w
 * @param {number} h
 * @param {{ seed?: number, hue?: number }} [options]
 * @returns {Scene}
 */
export function stage(w, h, { seed = 3, hue = 290 } = {}) {
  const c = palette(hue, 60);
  const r = rng(seed);
  let beams = '';
  const n = 7;
  for (let i = 0; i < n; i++) {
    const x = w * (0.1 + (0.8 * i) / (n - 1));
    const spread = w * (0.08 + r() * 0.08);
    const tilt = (r() - 0.5) * w * 0.5;
    beams += el('path', {
      d: `M${r1(x - 6)} 0 L${r1(x + 6)} 0 L${r1(x + tilt + spread)} ${h} L${r1(x + tilt - spread)} ${h} Z`,
      fill: i % 3 === 1 ? 'url(#beamB)' : 'url(#beamA)',
      opacity: 0.55,
    });
  }
  const crowd = crowdPath(w, h, seed);
  return {
    defs:
      linear('stagebg', [
        [0, '#050507'],
        [0.6, c.deep],
        [1, c.dark],
      ]) +
      linear('beamA', [
        [0, GOLD_LIGHT, 0.9],
        [1, GOLD, 0],
      ]) +
      linear('beamB', [
        [0, c.glow, 0.8],
        [1, c.light, 0],
      ]) +
      blur('haze', Math.max(4, w / 300)),
    body:
      el('rect', { width: w, height: h, fill: 'url(#stagebg)' }) +
      el('g', { filter: 'url(#haze)' }, beams) +
      bokeh(w, h * 0.7, Math.round(w / 40), seed, [GOLD_LIGHT, c.glow], {
        minR: h / 200,
        maxR: h / 30,
      }) +
      el('path', { d: crowd, fill: '#040405' }),
  };
}

/**
 * Heads, shoulders and raised hands along the bottom edge.
 * @param {number} w
 * @param {number} h
 * @param {number} seed
 */
export function crowdPath(w, h, seed) {
  const r = rng(seed + 99);
  const base = h * 0.86;
  let d = `M0 ${h} L0 ${r1(base)}`;
  let x = 0;
  while (x < w) {
    const headR = h * (0.022 + r() * 0.012);
    const y = base - r() * h * 0.04;
    d += ` L${r1(x)} ${r1(y + headR * 2)}`;
    d += ` Q${r1(x + headR * 0.2)} ${r1(y)} ${r1(x + headR * 1.5)} ${r1(y)}`;
    d += ` Q${r1(x + headR * 2.8)} ${r1(y)} ${r1(x + headR * 3)} ${r1(y + headR * 2)}`;
    if (r() < 0.22) {
      // a raised arm: forearm up from the shoulder, a small fist on top
      const hx = x + headR * 3.1;
      const top = y - h * (0.05 + r() * 0.05);
      const lean = (r() - 0.5) * headR * 2;
      d += ` L${r1(hx + lean)} ${r1(top + headR * 0.6)}`;
      d += ` Q${r1(hx + lean + headR * 0.45)} ${r1(top - headR * 0.5)} ${r1(hx + lean + headR * 0.9)} ${r1(top + headR * 0.6)}`;
      d += ` L${r1(hx + headR * 0.8)} ${r1(y + headR * 2)}`;
    }
    x += headR * (3.2 + r() * 1.2);
  }
  return `${d} L${w} ${h} Z`;
}

/**
 * Podcast: the microphone in a pool of light with a waveform behind.
 * @param {number} w
 * @param {number} h
 * @param {{ hue?: number, seed?: number }} [options]
 * @returns {Scene}
 */
export function podcastScene(w, h, { hue = 38, seed = 5 } = {}) {
  const c = palette(hue, 40);
  const s = (h * 0.8) / 300;
  const r = rng(seed);
  let wave = '';
  const bars = Math.round(w / 14);
  for (let i = 0; i < bars; i++) {
    const x = (i / bars) * w;
    const env = 0.3 + 0.7 * Math.abs(Math.sin(i * 0.21)) * (0.5 + r() * 0.5);
    const bh = h * 0.5 * env;
    wave += el('rect', {
      x,
      y: h / 2 - bh / 2,
      width: 5,
      height: bh,
      rx: 2.5,
      fill: GOLD,
      opacity: 0.22,
    });
  }
  return {
    defs:
      radial('pglow', [
        [0, c.light, 0.5],
        [1, c.deep, 0],
      ]) +
      linear('pbg', [
        [0, '#060608'],
        [1, c.deep],
      ]),
    body:
      el('rect', { width: w, height: h, fill: 'url(#pbg)' }) +
      wave +
      el('ellipse', { cx: w * 0.5, cy: h * 0.5, rx: h * 0.7, ry: h * 0.55, fill: 'url(#pglow)' }) +
      place(w * 0.5 - 150 * s, h * 0.12, s, motifs.mic(c)),
  };
}

/**
 * Advertisement: a product on a pedestal under a spotlight.
 * @param {number} w
 * @param {number} h
 * @param {{ hue?: number }} [options]
 * @returns {Scene}
 */
export function productScene(w, h, { hue = 20 } = {}) {
  const c = palette(hue, 30);
  const s = h / 800;
  const cx = w / 2;
  const bottle =
    el('rect', { x: -70, y: -260, width: 140, height: 220, rx: 24, fill: 'url(#bottle)' }) +
    el('rect', { x: -28, y: -300, width: 56, height: 44, rx: 6, fill: GOLD }) +
    el('rect', { x: -40, y: -190, width: 80, height: 60, rx: 4, fill: IVORY, opacity: 0.9 }) +
    el('rect', { x: -52, y: -250, width: 14, height: 190, rx: 7, fill: IVORY, opacity: 0.35 });
  return {
    defs:
      linear('spotcone', [
        [0, GOLD_LIGHT, 0.5],
        [1, GOLD_LIGHT, 0],
      ]) +
      linear(
        'bottle',
        [
          [0, GOLD_LIGHT],
          [1, '#7a5a14'],
        ],
        { x2: 1, y2: 0 },
      ) +
      linear('pbg2', [
        [0, '#050507'],
        [1, c.dark],
      ]) +
      linear('pedestal', [
        [0, '#3a3a42'],
        [1, '#141418'],
      ]),
    body:
      el('rect', { width: w, height: h, fill: 'url(#pbg2)' }) +
      el('path', {
        d: `M${cx - 30 * s} 0 L${cx + 30 * s} 0 L${cx + 260 * s} ${h * 0.78} L${cx - 260 * s} ${h * 0.78} Z`,
        fill: 'url(#spotcone)',
      }) +
      el('ellipse', {
        cx,
        cy: h * 0.78,
        rx: 260 * s,
        ry: 40 * s,
        fill: GOLD_LIGHT,
        opacity: 0.25,
      }) +
      el('rect', {
        x: cx - 180 * s,
        y: h * 0.7,
        width: 360 * s,
        height: h * 0.3,
        fill: 'url(#pedestal)',
      }) +
      el('ellipse', { cx, cy: h * 0.7, rx: 180 * s, ry: 26 * s, fill: '#4a4a54' }) +
      place(cx, h * 0.7, s, bottle) +
      bokeh(w, h * 0.6, 18, 4, [GOLD_LIGHT, c.light], { minR: 6 * s, maxR: 40 * s }),
  };
}

/**
 * Advertisement: a lit billboard above a night skyline.
 * @param {number} w
 * @param {number} h
 * @param {{ seed?: number }} [options]
 * @returns {Scene}
 */
export function billboardScene(w, h, { seed = 8 } = {}) {
  const r = rng(seed);
  let city = '';
  let x = 0;
  while (x < w) {
    const bw = w * (0.04 + r() * 0.06);
    const bh = h * (0.15 + r() * 0.3);
    city += el('rect', { x, y: h - bh, width: bw + 1, height: bh, fill: '#07070a' });
    for (let wy = h - bh + 12; wy < h - 10; wy += 18) {
      for (let wx = x + 6; wx < x + bw - 8; wx += 14) {
        if (r() < 0.3)
          city += el('rect', { x: wx, y: wy, width: 5, height: 8, fill: GOLD_LIGHT, opacity: 0.5 });
      }
    }
    x += bw;
  }
  const bw = Math.min(w * 0.7, h * 0.9);
  const bh = bw * 0.5;
  const bx = (w - bw) / 2;
  const by = h * 0.14;
  return {
    defs:
      linear('night', [
        [0, '#05050a'],
        [1, '#1c1430'],
      ]) +
      linear(
        'ad',
        [
          [0, '#2b1d52'],
          [1, GOLD],
        ],
        { x2: 1, y2: 1 },
      ),
    body:
      el('rect', { width: w, height: h, fill: 'url(#night)' }) +
      stars(w, h * 0.5, 60, seed) +
      el('rect', { x: w / 2 - 8, y: by + bh, width: 16, height: h, fill: '#111116' }) +
      el('rect', { x: bx - 10, y: by - 10, width: bw + 20, height: bh + 20, fill: '#111116' }) +
      el('rect', { x: bx, y: by, width: bw, height: bh, fill: 'url(#ad)' }) +
      el('circle', {
        cx: bx + bw * 0.72,
        cy: by + bh * 0.45,
        r: bh * 0.28,
        fill: IVORY,
        opacity: 0.85,
      }) +
      el('rect', {
        x: bx + bw * 0.08,
        y: by + bh * 0.3,
        width: bw * 0.4,
        height: bh * 0.1,
        fill: IVORY,
      }) +
      el('rect', {
        x: bx + bw * 0.08,
        y: by + bh * 0.5,
        width: bw * 0.3,
        height: bh * 0.06,
        fill: IVORY,
        opacity: 0.6,
      }) +
      el('rect', {
        x: bx + bw * 0.08,
        y: by + bh * 0.66,
        width: bw * 0.18,
        height: bh * 0.1,
        rx: 4,
        fill: '#111116',
      }) +
      city,
  };
}

/**
 * Music: a record on the platter, lit from the side.
 * @param {number} w
 * @param {number} h
 * @param {{ hue?: number }} [options]
 * @returns {Scene}
 */
export function vinylScene(w, h, { hue = 25 } = {}) {
  const c = palette(hue, 40);
  const s = (Math.min(w, h) * 1.1) / 300;
  return {
    defs: linear('vbg', [
      [0, c.dark],
      [1, '#050507'],
    ]),
    body:
      el('rect', { width: w, height: h, fill: 'url(#vbg)' }) +
      place(w * 0.55 - 150 * s, h * 0.5 - 150 * s, s, motifs.vinyl(c)) +
      bokeh(w, h, 14, 9, [GOLD_LIGHT], { minR: 4, maxR: Math.min(w, h) / 14 }),
  };
}

/**
 * Equipment: camera on tripod with a light, on a studio floor.
 * @param {number} w
 * @param {number} h
 * @returns {Scene}
 */
export function studioScene(w, h) {
  const s = h / 500;
  let grid = '';
  for (let i = -12; i <= 12; i++) {
    grid += el('line', {
      x1: w / 2 + i * 40 * s,
      y1: h * 0.62,
      x2: w / 2 + i * 260 * s,
      y2: h,
      stroke: GOLD,
      'stroke-opacity': 0.18,
    });
  }
  for (let k = 0; k < 6; k++) {
    const y = h * 0.62 + (h * 0.38 * (k * k)) / 25;
    grid += el('line', { x1: 0, x2: w, y1: y, y2: y, stroke: GOLD, 'stroke-opacity': 0.14 });
  }
  return {
    defs: gear.defs(),
    body:
      el('rect', { width: w, height: h, fill: 'url(#spot)' }) +
      grid +
      place(
        w * 0.5 - 300 * s * 0.9,
        h * 0.1,
        s * 0.9,
        gear.tripod() + el('g', { transform: 'translate(88 -20) scale(0.55)' }, gear.camera()),
      ) +
      place(w * 0.5 + 60 * s, h * 0.05, s * 0.85, gear.lighting()) +
      place(
        w * 0.5 - 700 * s,
        h * 0.05,
        s * 0.85,
        el('g', { transform: 'scale(-1 1) translate(-600 0)' }, gear.lighting()),
      ),
  };
}

/**
 * Abstract gold light: soft discs on black.
 * @param {number} w
 * @param {number} h
 * @param {{ seed?: number, hue?: number }} [options]
 * @returns {Scene}
 */
export function lightScene(w, h, { seed = 11, hue = 40 } = {}) {
  const c = palette(hue, 50);
  return {
    defs:
      radial('lbg', [
        [0, c.dark],
        [1, '#050507'],
      ]) + blur('lblur', Math.max(3, w / 400)),
    body:
      el('rect', { width: w, height: h, fill: 'url(#lbg)' }) +
      el(
        'g',
        { filter: 'url(#lblur)' },
        bokeh(w, h, Math.round(w / 25), seed, [GOLD, GOLD_LIGHT, c.glow], {
          minR: h / 80,
          maxR: h / 8,
        }),
      ),
  };
}

/**
 * A strip of film frames, each showing a tiny landscape.
 * @param {number} w
 * @param {number} h
 * @param {{ seed?: number }} [options]
 * @returns {Scene}
 */
export function filmScene(w, h, { seed = 12 } = {}) {
  const fh = h * 0.5;
  const fw = fh * 1.3;
  let frames = '';
  for (let i = -1; i * fw < w + fw * 2; i++) {
    const x = i * (fw + 20);
    frames +=
      el('rect', {
        x,
        y: h * 0.25,
        width: fw,
        height: fh,
        fill: i % 3 === 0 ? '#7a5a14' : '#2a2438',
      }) +
      el('circle', {
        cx: x + fw * 0.65,
        cy: h * 0.42,
        r: fh * 0.12,
        fill: GOLD_LIGHT,
        opacity: 0.8,
      }) +
      el('path', {
        d: `M${r1(x)} ${r1(h * 0.75)} L${r1(x + fw * 0.3)} ${r1(h * 0.5)} L${r1(x + fw * 0.5)} ${r1(h * 0.62)} L${r1(x + fw * 0.7)} ${r1(h * 0.46)} L${r1(x + fw)} ${r1(h * 0.75)} Z`,
        fill: '#0a0a0e',
      });
  }
  let holes = '';
  for (let x = 10; x < w; x += 44) {
    holes += el('rect', { x, y: h * 0.12, width: 24, height: h * 0.07, rx: 4, fill: '#050507' });
    holes += el('rect', { x, y: h * 0.81, width: 24, height: h * 0.07, rx: 4, fill: '#050507' });
  }
  return {
    defs: '',
    body:
      el('rect', { width: w, height: h, fill: '#050507' }) +
      el(
        'g',
        { transform: `rotate(-8 ${w / 2} ${h / 2})` },
        el('rect', { x: -w, y: h * 0.08, width: w * 3, height: h * 0.84, fill: '#141418' }) +
          frames +
          holes,
      ) +
      stars(w, h, 30, seed, { color: GOLD_LIGHT }),
  };
}
