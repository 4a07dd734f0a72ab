// @ts-check
// Small SVG toolkit for the built-in art. Everything is deterministic (seeded random).

/** An attribute's value; undefined, null and false leave the attribute out. */
/** @typedef {string | number | boolean | null | undefined} AttrValue */
/** @typedef {Record<string, AttrValue>} Attrs */
/** A gradient stop: offset (0-1), colour, opacity (default 1). */
/** @typedef {[offset: number, color: string, opacity?: number]} Stop */
/** @typedef {{ deep: string, dark: string, mid: string, light: string, glow: string }} Palette */
/** Something drawn over a picture: its <defs> and the layer that uses them. */
/** @typedef {{ defs: string, layer: string }} Overlay */
/** A full-bleed picture: its <defs> and its body. */
/** @typedef {{ defs: string, body: string }} Scene */
/** Files to write: path relative to the output folder -> content. */
/** @typedef {Record<string, string>} Files */

export const GOLD = '#d4af37';
export const GOLD_LIGHT = '#f1d27a';
export const GOLD_DARK = '#8a6d1d';
export const INK = '#0b0b0f';
export const IVORY = '#f5efe0';
export const MUTED = '#a39d8f';

export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Arial, sans-serif";

/**
 * mulberry32: a tiny seeded PRNG, so every run draws the same picture.
 * @param {number} seed
 * @returns {() => number} a number in [0, 1) per call
 */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {unknown} s */
export const esc = (s) =>
  String(s)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** @param {number} n */
export const r1 = (n) => Math.round(n * 10) / 10;

/**
 * @param {number} w
 * @param {number} h
 * @param {string} body
 * @param {{ title?: string | undefined }} [options]
 */
export function svg(w, h, body, { title } = {}) {
  const t = title ? `<title>${esc(title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${t}${body}</svg>\n`;
}

/** @param {Attrs} o */
export function attrs(o) {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : esc(v)}"`)
    .join(' ');
}

/**
 * @param {string} name
 * @param {Attrs} a
 * @param {string} [body] without one, the element is self-closing
 */
export const el = (name, a, body) =>
  body === undefined ? `<${name} ${attrs(a)}/>` : `<${name} ${attrs(a)}>${body}</${name}>`;

/**
 * @param {string} id
 * @param {Stop[]} stops
 * @param {{ x1?: number, y1?: number, x2?: number, y2?: number }} [options]
 */
export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return el('linearGradient', { id, x1, y1, x2, y2 }, stopList(stops));
}

/**
 * @param {string} id
 * @param {Stop[]} stops
 * @param {{ cx?: number, cy?: number, r?: number, fx?: number, fy?: number }} [options]
 */
export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
  return el('radialGradient', { id, cx, cy, r, fx, fy }, stopList(stops));
}

/** @param {Stop[]} stops */
function stopList(stops) {
  return stops
    .map(([offset, color, opacity = 1]) =>
      el('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === 1 ? undefined : opacity,
      }),
    )
    .join('');
}

/**
 * Film grain: a fractal-noise filter laid over the picture at low opacity.
 * @param {string} id
 * @param {number} w
 * @param {number} h
 * @param {{ opacity?: number, seed?: number, freq?: number }} [options]
 * @returns {Overlay}
 */
export function grain(id, w, h, { opacity = 0.08, seed = 7, freq = 0.9 } = {}) {
  const filter = el(
    'filter',
    { id, x: 0, y: 0, width: '100%', height: '100%' },
    `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/>`,
  );
  return {
    defs: filter,
    layer: el('rect', { width: w, height: h, filter: `url(#${id})`, opacity }),
  };
}

/**
 * @param {string} id
 * @param {number} sd the blur's standard deviation (px)
 */
export function blur(id, sd) {
  return el(
    'filter',
    { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
    `<feGaussianBlur stdDeviation="${sd}"/>`,
  );
}

/**
 * Dark edges, like a lens.
 * @param {string} id
 * @param {number} w
 * @param {number} h
 * @returns {Overlay}
 */
export function vignette(id, w, h, strength = 0.75) {
  return {
    defs: radial(
      id,
      [
        [0.55, '#000', 0],
        [1, '#000', strength],
      ],
      { r: 0.75 },
    ),
    layer: el('rect', { width: w, height: h, fill: `url(#${id})` }),
  };
}

/**
 * A mountain ridge as a closed path: a sum of seeded sines plus jagged noise.
 * period (px) makes the ridge tile horizontally when it divides the width.
 * @param {number} w
 * @param {number} h
 * @param {number} baseY
 * @param {number} amp
 * @param {number} seed
 * @param {{ jag?: number, period?: number, steps?: number }} [options]
 */
export function ridgePath(w, h, baseY, amp, seed, { jag = 0.25, period = w, steps = 90 } = {}) {
  const r = rng(seed);
  const waves = [1, 2, 3, 5, 8, 13].map((k) => ({ k, a: r() / k ** 0.7, p: r() * Math.PI * 2 }));
  const norm = waves.reduce((s, v) => s + v.a, 0);
  const jitter = Array.from({ length: steps + 1 }, () => r() - 0.5);
  jitter[steps] = jitter[0] ?? 0;
  let d = `M0 ${h}`;
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const t = (x / period) * Math.PI * 2;
    const y = waves.reduce((s, v) => s + v.a * Math.sin(v.k * t + v.p), 0) / norm;
    d += ` L${r1(x)} ${r1(baseY - y * amp + (jitter[i] ?? 0) * amp * jag)}`;
  }
  return `${d} L${w} ${h} Z`;
}

/**
 * @param {number} w
 * @param {number} h
 * @param {number} n
 * @param {number} seed
 * @param {{ color?: string, maxR?: number, maxY?: number }} [options]
 */
export function stars(w, h, n, seed, { color = IVORY, maxR = 1.4, maxY = h } = {}) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    out += el('circle', {
      cx: r() * w,
      cy: r() ** 1.6 * maxY,
      r: 0.3 + r() * maxR,
      fill: color,
      opacity: 0.25 + r() * 0.7,
    });
  }
  return out;
}

/**
 * Soft discs for out-of-focus light.
 * @param {number} w
 * @param {number} h
 * @param {number} n
 * @param {number} seed
 * @param {string[]} colors
 * @param {{ minR?: number, maxR?: number }} [options]
 */
export function bokeh(w, h, n, seed, colors, { minR = 8, maxR = 60 } = {}) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const rad = minR + r() ** 2 * (maxR - minR);
    const c = colors[Math.floor(r() * colors.length)];
    out += el('circle', {
      cx: r() * w,
      cy: r() * h,
      r: rad,
      fill: c,
      'fill-opacity': 0.08 + r() * 0.3,
      stroke: c,
      'stroke-opacity': 0.25,
      'stroke-width': 1.5,
    });
  }
  return out;
}

/**
 * @typedef {object} TextOptions
 * @property {number} [size]
 * @property {string} [family]
 * @property {string} [weight]
 * @property {string} [fill]
 * @property {'start' | 'middle' | 'end'} [anchor]
 * @property {number} [spacing]
 * @property {number} [fit]
 * @property {number} [opacity]
 * @property {string} [style]
 */

/**
 * Text helper; `fit` stretches or squeezes the text to an exact width, like a billing block.
 * @param {number} x
 * @param {number} y
 * @param {string} str
 * @param {TextOptions} [o]
 */
export function text(x, y, str, o = {}) {
  const {
    size = 24,
    family = SANS,
    weight,
    fill = IVORY,
    anchor = 'middle',
    spacing,
    fit,
    opacity,
    style,
  } = o;
  return el(
    'text',
    {
      x,
      y,
      'font-family': family,
      'font-size': size,
      'font-weight': weight,
      'font-style': style,
      fill,
      opacity,
      'text-anchor': anchor,
      'letter-spacing': spacing,
      textLength: fit,
      lengthAdjust: fit ? 'spacingAndGlyphs' : undefined,
    },
    esc(str),
  );
}

/**
 * Splits a title into at most `max` lines of roughly `width` characters.
 * @param {string} str
 * @param {number} width
 * @param {number} [max]
 */
export function wrap(str, width, max = 3) {
  const words = String(str).split(/\s+/);
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > width && lines.length < max - 1) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Font size that keeps the longest line inside `width` px (em ~ `ratio` of a char).
 * @param {string[]} lines
 * @param {number} width
 * @param {number} max
 * @param {number} [ratio]
 */
export function fitSize(lines, width, max, ratio = 0.6) {
  const longest = Math.max(...lines.map((l) => l.length));
  return Math.min(max, Math.floor(width / (longest * ratio)));
}

/**
 * Two laurel branches around a short award line, the festival-poster way.
 * @param {number} cx
 * @param {number} cy
 * @param {string[]} lines
 * @param {string} [color]
 */
export function laurels(cx, cy, lines, color = GOLD_LIGHT) {
  const R = 62;
  /** @type {(x: number, y: number, rot: number) => string} */
  const leaf = (x, y, rot) =>
    el('path', {
      d: 'M0 0 C6 -6 16 -6 22 0 C16 6 6 6 0 0 Z',
      transform: `translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)})`,
      fill: color,
    });
  let branches = '';
  for (const side of [-1, 1]) {
    let g = '';
    for (let i = 0; i < 8; i++) {
      const deg = 120 + i * 17;
      const a = (deg * Math.PI) / 180;
      g += leaf(Math.cos(a) * R, Math.sin(a) * R * 0.8, deg + 90 + 35);
    }
    branches += el('g', { transform: side === 1 ? 'scale(-1 1)' : undefined }, g);
  }
  const label = lines
    .map((l, i) =>
      text(0, (i - (lines.length - 1) / 2) * 15 + 4, l, {
        size: i === 0 ? 9 : 11,
        fill: color,
        weight: i === 0 ? undefined : 'bold',
        fit: i === 0 ? 76 : 88,
      }),
    )
    .join('');
  return el('g', { transform: `translate(${cx} ${cy})` }, branches + label);
}

/**
 * The studio mark: a gold ring, two peaks, a rising sun.
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 * @param {{ color?: string, inner?: string, stroke?: string }} [options]
 */
export function mark(cx, cy, size, { color = GOLD, inner = INK, stroke } = {}) {
  const s = size / 100;
  const ring = el('circle', {
    cx: 50,
    cy: 50,
    r: 46,
    fill: 'none',
    stroke: color,
    'stroke-width': 5,
  });
  const disc = el('circle', { cx: 50, cy: 50, r: 45, fill: inner });
  const sun = el('circle', { cx: 66, cy: 31, r: 9, fill: color });
  const peaks = el('path', {
    d: 'M16 72 L38 40 L50 56 L62 45 L84 72 Z',
    fill: color,
    stroke: stroke ?? 'none',
  });
  const snow = el('path', { d: 'M38 40 L31 50 L37 47 L43 51 Z', fill: inner, opacity: 0.45 });
  const line = el('rect', { x: 16, y: 76, width: 68, height: 3, fill: color });
  return el(
    'g',
    {
      transform: `translate(${r1(cx - size / 2)} ${r1(cy - size / 2)}) scale(${r1(s * 1000) / 1000})`,
    },
    disc + ring + sun + peaks + snow + line,
  );
}

/**
 * Hue-shifted dark palette for a poster: deep background, mid colour, highlight.
 * @param {number} hue
 * @param {number} [sat]
 * @returns {Palette}
 */
export function palette(hue, sat = 45) {
  return {
    deep: hsl(hue, sat, 7),
    dark: hsl(hue, sat, 14),
    mid: hsl(hue, sat, 32),
    light: hsl(hue, Math.min(90, sat + 20), 62),
    glow: hsl((hue + 30) % 360, 80, 70),
  };
}

/**
 * hsl (degrees, percent, percent) to #rrggbb, so every renderer reads the colour.
 * @param {number} h
 * @param {number} s
 * @param {number} l
 */
export function hsl(h, s, l) {
  const sat = s / 100;
  const lig = l / 100;
  /** @param {number} n */
  const f = (n) => {
    const k = (n + h / 30) % 12;
    const c = lig - sat * Math.min(lig, 1 - lig) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}
