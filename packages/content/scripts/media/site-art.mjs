// @ts-check
// Logo, page heroes, home-page images, loader slides and contact tiles.
import * as gear from './equipment.mjs';
import {
  el,
  GOLD,
  GOLD_LIGHT,
  grain,
  INK,
  IVORY,
  linear,
  mark,
  SANS,
  SERIF,
  svg,
  text,
  vignette,
} from './lib.mjs';
import * as scenes from './scenes.mjs';

/** @typedef {import('./lib.mjs').Files} Files */
/** @typedef {import('./lib.mjs').Scene} Scene */

/**
 * Wraps a scene with grain and a vignette into a finished file.
 * @param {number} w
 * @param {number} h
 * @param {Scene} scene
 * @param {{ title?: string, overlay?: string, seed?: number, vig?: number }} [options]
 */
function picture(w, h, scene, { title, overlay = '', seed = 1, vig = 0.65 } = {}) {
  const g = grain('grain', w, h, { seed, opacity: 0.07 });
  const v = vignette('vig', w, h, vig);
  return svg(
    w,
    h,
    `<defs>${scene.defs}${g.defs}${v.defs}</defs>${scene.body}${overlay}${g.layer}${v.layer}`,
    { title },
  );
}

/** @param {string} textColor */
function logo(textColor) {
  const body =
    mark(50, 50, 88) +
    text(112, 56, 'GOLDHILL', {
      size: 46,
      family: SERIF,
      weight: 'bold',
      anchor: 'start',
      fill: textColor,
      spacing: 5,
      fit: 286,
    }) +
    text(114, 84, 'STUDIOS', {
      size: 16,
      family: SANS,
      anchor: 'start',
      fill: GOLD,
      spacing: 12,
      fit: 282,
    });
  return svg(410, 100, body, { title: 'Goldhill Studios' });
}

function banner() {
  const w = 1920;
  const h = 600;
  const scene = scenes.ridges(w, h, { seed: 4, hue: 230, time: 'night', sunX: 0.82 });
  const overlay =
    el('rect', { width: w, height: h, fill: 'url(#bannershade)' }) + mark(w / 2, 170, 96);
  // Its words are the page's own text, laid over it (site.ts home.banner), not baked in.
  scene.defs += linear('bannershade', [
    [0, INK, 0.2],
    [0.6, INK, 0.55],
    [1, INK, 0.2],
  ]);
  return picture(w, h, scene, {
    title: 'Night over the hills under the Goldhill Studios mark',
    overlay,
    seed: 3,
  });
}

function about() {
  const w = 1000;
  const h = 750;
  const view = scenes.ridges(600, 380, { seed: 6, hue: 25, time: 'dusk', sunX: 0.4 });
  const window =
    el('rect', { x: 190, y: 70, width: 620, height: 400, fill: '#0c0c10' }) +
    el(
      'svg',
      { x: 200, y: 80, width: 600, height: 380, viewBox: '0 0 600 380' },
      `<defs>${view.defs}</defs>${view.body}`,
    ) +
    el('path', { d: 'M500 80 L500 460 M200 270 L800 270', stroke: '#0c0c10', 'stroke-width': 10 });
  let faders = '';
  for (let i = 0; i < 24; i++) {
    const x = 230 + i * 23;
    faders += el('rect', { x, y: 610, width: 4, height: 70, fill: '#0a0a0d' });
    faders += el('rect', {
      x: x - 6,
      y: 620 + ((i * 37) % 45),
      width: 16,
      height: 10,
      rx: 2,
      fill: i % 6 === 0 ? GOLD : '#8a8a94',
    });
    faders += el('circle', {
      cx: x + 2,
      cy: 590,
      r: 5,
      fill: i % 4 === 0 ? GOLD_LIGHT : '#55555f',
    });
  }
  /** @param {number} x */
  const speaker = (x) =>
    el('rect', {
      x,
      y: 420,
      width: 110,
      height: 170,
      rx: 8,
      fill: 'url(#body)',
      stroke: '#0a0a0d',
      'stroke-width': 2,
    }) +
    el('circle', {
      cx: x + 55,
      cy: 540,
      r: 38,
      fill: '#0e0e12',
      stroke: '#3a3a42',
      'stroke-width': 4,
    }) +
    el('circle', { cx: x + 55, cy: 460, r: 16, fill: '#0e0e12', stroke: GOLD, 'stroke-width': 2 });
  const scene = {
    defs:
      gear.defs() +
      linear('wall', [
        [0, '#17151b'],
        [1, '#0a0a0d'],
      ]) +
      linear('glow2', [
        [0, GOLD_LIGHT, 0.1],
        [1, GOLD_LIGHT, 0],
      ]),
    body:
      el('rect', { width: w, height: h, fill: 'url(#wall)' }) +
      window +
      el('path', { d: 'M200 470 L800 470 L980 750 L20 750 Z', fill: 'url(#glow2)' }) +
      el('path', {
        d: 'M120 570 L880 570 L940 700 L60 700 Z',
        fill: '#1c1c22',
        stroke: '#2c2c33',
        'stroke-width': 3,
      }) +
      faders +
      speaker(60) +
      speaker(830) +
      el('rect', { x: 60, y: 700, width: 880, height: 50, fill: '#0d0d10' }),
  };
  return picture(w, h, scene, { title: 'Inside the Goldhill Studios control room', seed: 5 });
}

function clapperPortrait() {
  const w = 800;
  const h = 1000;
  const light = scenes.lightScene(w, h, { seed: 21, hue: 30 });
  const scene = {
    defs: light.defs + gear.defs(),
    body:
      light.body +
      el(
        'g',
        { transform: 'translate(40 260) rotate(-8 300 225) scale(1.2)' },
        gear.equipment.clapperboard(),
      ),
  };
  return picture(w, h, scene, { title: 'Clapperboard on set', seed: 8 });
}

/**
 * @param {number} w
 * @param {number} h
 * @param {Scene} scene
 * @param {string} title
 * @param {number} seed
 */
const tile = (w, h, scene, title, seed) => picture(w, h, scene, { title, seed });

function loaderSlides() {
  const w = 1920;
  const h = 1080;
  const list = [
    scenes.ridges(w, h, { seed: 31, hue: 30, time: 'dawn' }),
    scenes.filmScene(w, h, { seed: 32 }),
    scenes.lightScene(w, h, { seed: 33, hue: 40 }),
    scenes.stage(w, h, { seed: 34, hue: 280 }),
    scenes.vinylScene(w, h, { hue: 20 }),
    scenes.ridges(w, h, { seed: 36, hue: 230, time: 'night', sunX: 0.3 }),
  ];
  /** @type {Files} */
  const files = {};
  list.forEach((scene, i) => {
    files[`loader/slide-0${i + 1}.svg`] = picture(w, h, scene, {
      title: `Loading slide ${i + 1}`,
      seed: 40 + i,
    });
  });
  return files;
}

/** @returns {Files} */
export function siteFiles() {
  return {
    'brand/logo-on-dark.svg': logo(IVORY),
    'brand/logo-on-light.svg': logo('#111114'),
    'brand/mark.svg': svg(100, 100, mark(50, 50, 100), { title: 'Goldhill Studios' }),
    'heroes/podcast.svg': tile(
      1920,
      500,
      scenes.podcastScene(1920, 500, { hue: 38 }),
      'Studio microphone',
      11,
    ),
    'heroes/music.svg': tile(
      1920,
      600,
      scenes.stage(1920, 600, { seed: 12, hue: 300 }),
      'Concert lights over a crowd',
      12,
    ),
    'heroes/documentary.svg': tile(
      1920,
      600,
      scenes.ridges(1920, 600, { seed: 13, hue: 25, time: 'dusk', people: true }),
      'Filming the ridges at dusk',
      13,
    ),
    'heroes/equipment.svg': tile(
      1920,
      600,
      scenes.studioScene(1920, 600),
      'Camera and lights on the studio floor',
      14,
    ),
    'home/banner.svg': banner(),
    'home/into-the-music.svg': tile(
      1920,
      1080,
      scenes.stage(1920, 1080, { seed: 15, hue: 270 }),
      'A crowd under stage lights',
      15,
    ),
    'home/about.svg': about(),
    'home/no-paint-1.svg': tile(
      800,
      1000,
      scenes.ridges(800, 1000, { seed: 17, hue: 30, time: 'dawn', sunX: 0.7, people: true }),
      'A camera operator at sunrise',
      17,
    ),
    'home/no-paint-2.svg': clapperPortrait(),
    'home/production-music.svg': tile(
      600,
      800,
      scenes.vinylScene(600, 800, { hue: 30 }),
      'Music production',
      21,
    ),
    'home/production-documentary.svg': tile(
      600,
      800,
      scenes.ridges(600, 800, { seed: 22, hue: 200, time: 'dawn', people: true }),
      'Documentary production',
      22,
    ),
    'home/production-podcast.svg': tile(
      600,
      800,
      scenes.podcastScene(600, 800, { hue: 260 }),
      'Podcast production',
      23,
    ),
    'home/production-advertisement-1.svg': tile(
      600,
      800,
      scenes.productScene(600, 800),
      'Product advertisement',
      24,
    ),
    'home/production-advertisement-2.svg': tile(
      600,
      800,
      scenes.billboardScene(600, 800),
      'Billboard advertisement',
      25,
    ),
    'contact/tile-music.svg': tile(
      800,
      500,
      scenes.stage(800, 500, { seed: 31, hue: 320 }),
      'Music',
      31,
    ),
    'contact/tile-documentary.svg': tile(
      800,
      500,
      scenes.ridges(800, 500, { seed: 32, hue: 190, time: 'dusk' }),
      'Documentary',
      32,
    ),
    'contact/tile-podcast.svg': tile(
      800,
      500,
      scenes.podcastScene(800, 500, { hue: 20 }),
      'Podcast',
      33,
    ),
    'contact/tile-advertisement.svg': tile(
      800,
      500,
      scenes.productScene(800, 500, { hue: 250 }),
      'Advertisement',
      34,
    ),
    ...loaderSlides(),
  };
}
