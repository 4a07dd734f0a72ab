// @ts-check
// Podcast posters, music covers and documentary posters.
// The titles here must match packages/content/src (a test checks each poster names its item).
import {
  blur,
  el,
  fitSize,
  GOLD,
  GOLD_LIGHT,
  grain,
  INK,
  IVORY,
  laurels,
  linear,
  MUTED,
  mark,
  palette,
  radial,
  ridgePath,
  rng,
  SERIF,
  stars,
  svg,
  text,
  vignette,
  wrap,
} from './lib.mjs';
import { motifs } from './motifs.mjs';

/** @typedef {import('./lib.mjs').Files} Files */
/** @typedef {import('./lib.mjs').Palette} Palette */
/** @typedef {import('./lib.mjs').Stop} Stop */
/** @typedef {[title: string, motif: keyof typeof motifs, hue: number, subtitle: string, host: string]} Podcast */
/** @typedef {'orb' | 'lines' | 'sunburst' | 'concentric' | 'dots' | 'stripes'} CoverStyle */
/** @typedef {[title: string, artist: string, style: CoverStyle, hue: number]} Release */
/** @typedef {'dawn' | 'day' | 'dusk' | 'night'} TimeOfDay */
/** @typedef {[title: string, tagline: string, director: string, hue: number, time: TimeOfDay]} Documentary */

/** @type {Podcast[]} */
export const podcasts = [
  [
    'The Hill Station Sessions',
    'mic',
    38,
    'Live conversations from our studio',
    'Ira Negi & Dev Rawat',
  ],
  ['Behind the Lens', 'lens', 210, 'Cinematographers on the shots they love', 'Kabir Thapa'],
  ['Mic Check Mondays', 'waveform', 350, 'Short, sharp audio for a new week', 'Ira Negi'],
  ['Slow Roads', 'road', 25, 'Travel stories told at walking pace', 'Meera Joshi'],
  ['The Sound Room', 'headphones', 265, 'How records are really made', 'Sam Dorje'],
  ['Stories from the Valley', 'valley', 140, 'Voices from the villages below', 'Anita Bisht'],
  ['Frame by Frame', 'filmstrip', 5, 'Editors take apart famous scenes', 'Kabir Thapa'],
  ['Late Night Tapes', 'moon', 235, 'Music and talk after midnight', 'Rhea Sharma'],
  ['The Indie Hour', 'vinyl', 320, 'New independent artists, every week', 'Sam Dorje'],
  ['Voices of the Ridge', 'rings', 180, 'Radio-style documentary audio', 'Anita Bisht'],
  ['Cut to Black', 'clapper', 0, 'Filmmakers on endings', 'Dev Rawat'],
  ['Field Notes', 'notebook', 95, 'Recording the sound of the mountains', 'Meera Joshi'],
];

/** @type {Release[]} */
export const releases = [
  ['Monsoon Letters', 'Aria Sen', 'orb', 205],
  ['Pine & Smoke', 'The Deodars', 'lines', 30],
  ['Midnight Ferry', 'Kabir Rawat', 'sunburst', 250],
  ['Golden Hour', 'Mira & The Fog', 'concentric', 40],
  ['Paper Lanterns', 'Lowland Choir', 'dots', 15],
  ['Northbound', 'Tenzin Dorje', 'stripes', 195],
  ['Cedar Rain', 'Aria Sen', 'lines', 150],
  ['Echo Valley', 'The Deodars', 'orb', 285],
  ['Neon Prayer Flags', 'Kites & Crows', 'stripes', 320],
  ['Slow Burn', 'Mira & The Fog', 'sunburst', 8],
  ['Kites Over Landour', 'Lowland Choir', 'concentric', 175],
  ['After the Thaw', 'Tenzin Dorje', 'dots', 220],
];

/** @type {Documentary[]} */
export const documentaries = [
  ['Echoes of the Mountain', 'The last voices of a Himalayan village', 'A. Bisht', 30, 'dawn'],
  ['The Last Shepherds', 'Six months on the high pastures', 'K. Thapa', 200, 'day'],
  ['Salt & Snow', 'A winter crossing on foot', 'M. Joshi', 215, 'night'],
  ['River of Stones', 'Following the Yamuna to its source', 'D. Rawat', 170, 'dusk'],
  ['The Tea Pickers', 'Three generations, one hillside', 'R. Sharma', 110, 'day'],
  ['Above the Clouds', 'Life in the highest school in the range', 'A. Bisht', 35, 'dawn'],
  ['Night Market', 'One night, one street, a hundred stories', 'S. Dorje', 280, 'night'],
  ['Honey Hunters', 'An ancient harvest on the cliffs', 'K. Thapa', 42, 'dusk'],
  ['The Weavers of Kullu', 'Patterns passed down by hand', 'M. Joshi', 340, 'dusk'],
  ['Glacier Diaries', 'A year of melt, measured by hand', 'D. Rawat', 195, 'day'],
  ['Roads Less Taken', 'Bus drivers of the mountain routes', 'R. Sharma', 20, 'dawn'],
  ['Monsoon Children', 'Growing up in the season of rain', 'S. Dorje', 150, 'night'],
];

/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');

/**
 * Small print squeezed to one width, like a billing block.
 * @param {number} cx
 * @param {number} y
 * @param {number} width
 * @param {string[]} lines
 */
function credits(cx, y, width, lines) {
  return lines
    .map((l, i) =>
      text(cx, y + i * 13, l, { size: 10, fit: width, fill: IVORY, opacity: 0.55, spacing: 0.5 }),
    )
    .join('');
}

/**
 * @param {Podcast} podcast
 * @param {number} i
 */
export function podcastPoster([title, motif, hue, subtitle, host], i) {
  const W = 600;
  const H = 900;
  const c = palette(hue, 40);
  const g = grain('grain', W, H, { seed: 10 + i, opacity: 0.09 });
  const v = vignette('vig', W, H, 0.7);
  const lines = wrap(title.toUpperCase(), 14, 3);
  const size = fitSize(lines, 470, 66, 0.8);
  const titleY = 700 - (lines.length - 1) * size * 0.95;
  const titleText = lines
    .map((l, k) =>
      text(300, titleY + k * size * 0.98, l, {
        size,
        family: SERIF,
        weight: 'bold',
        fill: IVORY,
        spacing: 2,
      }),
    )
    .join('');
  const defs =
    linear('bg', [
      [0, c.dark],
      [0.55, c.deep],
      [1, '#050507'],
    ]) +
    radial('glow', [
      [0, c.light, 0.55],
      [0.6, c.mid, 0.15],
      [1, c.mid, 0],
    ]) +
    g.defs +
    v.defs;
  const body =
    `<defs>${defs}</defs>` +
    el('rect', { width: W, height: H, fill: 'url(#bg)' }) +
    el('circle', { cx: 300, cy: 360, r: 300, fill: 'url(#glow)' }) +
    el('g', { transform: 'translate(120 165) scale(1.2)' }, motifs[motif](c)) +
    el('rect', {
      x: 40,
      y: 40,
      width: 520,
      height: 820,
      fill: 'none',
      stroke: GOLD,
      'stroke-opacity': 0.5,
    }) +
    mark(78, 84, 40) +
    text(108, 80, 'GOLDHILL STUDIOS', { size: 14, anchor: 'start', fill: IVORY, spacing: 3 }) +
    text(108, 98, 'PODCAST', { size: 11, anchor: 'start', fill: GOLD, spacing: 4 }) +
    text(530, 90, `EP. ${pad(i + 1)}`, { size: 14, anchor: 'end', fill: GOLD_LIGHT, spacing: 2 }) +
    text(300, titleY - size - 8, subtitle, {
      size: 18,
      family: SERIF,
      style: 'italic',
      fill: GOLD_LIGHT,
    }) +
    titleText +
    el('line', { x1: 220, x2: 380, y1: 752, y2: 752, stroke: GOLD, 'stroke-width': 2 }) +
    text(300, 784, `HOSTED BY ${host.toUpperCase()}`, { size: 15, fill: IVORY, spacing: 3 }) +
    text(300, 816, 'NEW EPISODES EVERY MONDAY', { size: 12, fill: MUTED, spacing: 4 }) +
    g.layer +
    v.layer;
  return svg(W, H, body, { title: `${title}: a Goldhill Studios podcast` });
}

/**
 * @param {CoverStyle} style
 * @param {Palette} c
 * @param {number} seed
 */
function coverArt(style, c, seed) {
  const r = rng(seed);
  switch (style) {
    case 'orb':
      return (
        radial(
          'orb',
          [
            [0, c.glow],
            [0.45, c.light],
            [1, c.mid],
          ],
          { cx: 0.35, cy: 0.3, r: 0.8 },
        ) +
        el('rect', { width: 600, height: 600, fill: c.deep }) +
        el('circle', { cx: 300, cy: 260, r: 170, fill: 'url(#orb)' }) +
        el('rect', { y: 380, width: 600, height: 220, fill: c.deep, opacity: 0.85 }) +
        el('line', { x1: 0, x2: 600, y1: 380, y2: 380, stroke: GOLD, 'stroke-width': 2 })
      );
    case 'lines': {
      let out = el('rect', { width: 600, height: 600, fill: '#060608' });
      for (let k = 0; k < 34; k++) {
        const y0 = 70 + k * 11;
        let d = `M60 ${y0}`;
        for (let x = 60; x <= 540; x += 8) {
          const dist = Math.abs(x - 300) / 240;
          const bump =
            Math.max(0, 1 - dist * 1.6) * (8 + r() * 46) * Math.sin((k + x) * 0.05 + r()) ** 2;
          d += ` L${x} ${Math.round((y0 - bump) * 10) / 10}`;
        }
        out += el('path', { d: `${d} L540 ${y0 + 12} L60 ${y0 + 12} Z`, fill: '#060608' });
        out += el('path', {
          d,
          fill: 'none',
          stroke: k % 6 === 3 ? GOLD : IVORY,
          'stroke-width': 1.6,
        });
      }
      return out;
    }
    case 'sunburst': {
      let rays = '';
      for (let k = 0; k < 36; k++) {
        rays += el('path', {
          d: 'M300 330 L296 -300 L304 -300 Z',
          fill: k % 2 ? c.light : GOLD,
          opacity: 0.35,
          transform: `rotate(${k * 10} 300 330)`,
        });
      }
      return (
        el('rect', { width: 600, height: 600, fill: c.dark }) +
        rays +
        el('circle', { cx: 300, cy: 330, r: 110, fill: GOLD }) +
        el('circle', { cx: 300, cy: 330, r: 80, fill: c.deep }) +
        el('path', { d: ridgePath(600, 600, 470, 40, seed), fill: '#060608' })
      );
    }
    case 'concentric': {
      let out = el('rect', { width: 600, height: 600, fill: c.light });
      for (let k = 9; k > 0; k--) {
        out += el('circle', {
          cx: 230 + k * 8,
          cy: 260 + k * 4,
          r: k * 30,
          fill: k % 2 ? c.dark : GOLD,
        });
      }
      return out;
    }
    case 'dots': {
      let out = el('rect', { width: 600, height: 600, fill: '#08080a' });
      for (let y = 30; y < 600; y += 22) {
        for (let x = 30; x < 600; x += 22) {
          const d = Math.hypot(x - 380, y - 220) / 380;
          const rad = Math.max(0.6, 9 * (1 - d));
          out += el('circle', {
            cx: x,
            cy: y,
            r: rad,
            fill: d < 0.35 ? GOLD_LIGHT : c.light,
            opacity: 0.9,
          });
        }
      }
      return out;
    }
    default: {
      // 'stripes'
      let out = el('rect', { width: 600, height: 600, fill: c.deep });
      const colors = [GOLD, c.light, c.mid, IVORY, c.dark];
      for (let k = 0; k < 9; k++) {
        out += el('rect', {
          x: -300 + k * 110,
          y: -200,
          width: 60 + r() * 40,
          height: 1200,
          fill: colors[k % colors.length],
          opacity: 0.85,
          transform: 'rotate(28 300 300)',
        });
      }
      return out;
    }
  }
}

/**
 * @param {Release} release
 * @param {number} i
 */
export function musicCover([title, artist, style, hue], i) {
  const W = 600;
  const c = palette(hue, 55);
  const g = grain('grain', W, W, { seed: 40 + i, opacity: 0.1 });
  const lines = wrap(title, 16, 2);
  const size = fitSize(lines, 460, 54, 0.58);
  const y = 520 - (lines.length - 1) * size;
  const titleText = lines
    .map((l, k) =>
      text(40, y + k * size, l, { size, weight: 'bold', anchor: 'start', fill: IVORY }),
    )
    .join('');
  const body =
    `<defs>${g.defs}${linear('shade', [
      [0.5, '#000', 0],
      [1, '#000', 0.75],
    ])}</defs>` +
    coverArt(style, c, 100 + i) +
    el('rect', { width: W, height: W, fill: 'url(#shade)' }) +
    text(40, y - size - 4, artist.toUpperCase(), {
      size: 18,
      anchor: 'start',
      fill: GOLD_LIGHT,
      spacing: 4,
    }) +
    titleText +
    mark(548, 548, 40) +
    text(560, 52, `GHR-${pad(i + 1)}`, {
      size: 12,
      anchor: 'end',
      fill: IVORY,
      opacity: 0.7,
      spacing: 2,
    }) +
    g.layer;
  return svg(W, W, body, { title: `${title} by ${artist}` });
}

/** @type {Record<TimeOfDay, (c: Palette) => Stop[]>} */
const skies = {
  dawn: (c) => [
    [0, c.dark],
    [0.45, c.mid],
    [0.8, '#e8a25c'],
    [1, GOLD_LIGHT],
  ],
  day: (c) => [
    [0, c.mid],
    [0.6, c.light],
    [1, IVORY],
  ],
  dusk: (c) => [
    [0, '#0d0a18'],
    [0.5, c.mid],
    [0.85, '#c8733a'],
    [1, GOLD],
  ],
  night: (c) => [
    [0, '#040408'],
    [0.6, c.deep],
    [1, c.mid],
  ],
};

/**
 * @param {Documentary} documentary
 * @param {number} i
 */
export function documentaryPoster([title, tagline, director, hue, time], i) {
  const W = 600;
  const H = 900;
  const c = palette(hue, 35);
  const g = grain('grain', W, H, { seed: 70 + i, opacity: 0.1 });
  const v = vignette('vig', W, H, 0.6);
  const horizon = 520;
  const layers = [0, 1, 2, 3]
    .map((k) => {
      const mix = k / 3;
      const color = k === 3 ? '#060608' : k === 2 ? c.deep : k === 1 ? c.dark : c.mid;
      return el('path', {
        d: ridgePath(W, H, horizon - 90 + k * 70, 130 - k * 20, 300 + i * 7 + k, {
          jag: 0.06 + mix * 0.04,
          steps: 140,
        }),
        fill: color,
        opacity: 0.92 + mix * 0.08,
      });
    })
    .join('');
  const sunY = time === 'day' ? 300 : 360;
  const sun =
    time === 'night'
      ? el('circle', { cx: 430, cy: 250, r: 40, fill: IVORY, opacity: 0.9 }) +
        stars(W, H, 90, i + 5, { maxY: 460 })
      : el('circle', { cx: 300, cy: sunY, r: 150, fill: 'url(#sunglow)' }) +
        el('circle', {
          cx: 300,
          cy: sunY,
          r: 58,
          fill: time === 'day' ? IVORY : GOLD_LIGHT,
          opacity: 0.95,
        });
  const mist = el('rect', {
    y: horizon - 40,
    width: W,
    height: 60,
    fill: IVORY,
    opacity: 0.12,
    filter: 'url(#soft)',
  });
  const words = title.toUpperCase().split(' ');
  const lines = words.length > 2 ? wrap(title.toUpperCase(), 13, 3) : [title.toUpperCase()];
  const size = fitSize(lines, 520, 64, 0.75);
  const titleY = 745 - (lines.length - 1) * size;
  const titleText = lines
    .map((l, k) =>
      text(300, titleY + k * size * 1.02, l, { size, family: SERIF, fill: IVORY, spacing: 6 }),
    )
    .join('');
  const award =
    i % 3 === 1
      ? laurels(300, 175, ['OFFICIAL SELECTION', 'HILL FILM FESTIVAL'])
      : i % 3 === 2
        ? laurels(300, 175, ['WINNER', 'BEST DOCUMENTARY'])
        : '';
  const defs =
    linear('sky', skies[time](c)) +
    radial('sunglow', [
      [0, GOLD_LIGHT, 0.55],
      [1, GOLD_LIGHT, 0],
    ]) +
    linear('fade', [
      [0.5, INK, 0],
      [0.72, INK, 0.85],
      [1, INK, 1],
    ]) +
    blur('soft', 12) +
    g.defs +
    v.defs;
  const body =
    `<defs>${defs}</defs>` +
    el('rect', { width: W, height: H, fill: 'url(#sky)' }) +
    sun +
    layers +
    mist +
    el('rect', { width: W, height: H, fill: 'url(#fade)' }) +
    text(300, 74, `A FILM BY ${director.toUpperCase()}`, { size: 14, fill: IVORY, spacing: 5 }) +
    text(300, 96, 'GOLDHILL STUDIOS PRESENTS', { size: 11, fill: GOLD, spacing: 4 }) +
    award +
    text(300, titleY - size - 2, tagline, {
      size: 19,
      family: SERIF,
      style: 'italic',
      fill: GOLD_LIGHT,
    }) +
    titleText +
    credits(300, 812, 440, [
      `GOLDHILL STUDIOS PRESENTS A ${director.toUpperCase()} FILM  MUSIC BY THE DEODARS  EDITED BY DEV RAWAT`,
      'DIRECTOR OF PHOTOGRAPHY KABIR THAPA  SOUND MEERA JOSHI  COLOUR RHEA SHARMA  PRODUCED BY ANITA BISHT',
      'SHOT ON LOCATION IN UTTARAKHAND AND HIMACHAL PRADESH  WWW.GOLDHILLSTUDIOS.IN',
    ]) +
    mark(300, 862, 30) +
    g.layer +
    v.layer;
  return svg(W, H, body, { title: `${title}: a Goldhill Studios documentary` });
}

export function posterFiles() {
  /** @type {Files} */
  const files = {};
  podcasts.forEach((p, i) => {
    files[`podcast/poster-${pad(i + 1)}.svg`] = podcastPoster(p, i);
  });
  releases.forEach((m, i) => {
    files[`music/cover-${pad(i + 1)}.svg`] = musicCover(m, i);
  });
  documentaries.forEach((d, i) => {
    files[`documentary/poster-${pad(i + 1)}.svg`] = documentaryPoster(d, i);
  });
  return files;
}
