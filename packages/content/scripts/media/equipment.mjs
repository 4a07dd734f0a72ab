// @ts-check
// Equipment images: simple product-shot drawings on a dark studio backdrop (600x450).
import { el, GOLD, GOLD_LIGHT, grain, IVORY, linear, radial, SANS, svg, text } from './lib.mjs';

const W = 600;
const H = 450;

/** @typedef {import('./lib.mjs').Files} Files */

/** Shared fills, defined once per file. */
export const defs = () =>
  linear('body', [
    [0, '#4a4a54'],
    [1, '#1a1a20'],
  ]) +
  linear(
    'cyl',
    [
      [0, '#141418'],
      [0.35, '#5a5a64'],
      [0.6, '#2c2c33'],
      [1, '#101013'],
    ],
    { x2: 1, y2: 0 },
  ) +
  linear('cylH', [
    [0, '#5a5a64'],
    [0.4, '#2c2c33'],
    [1, '#0e0e11'],
  ]) +
  radial(
    'glass',
    [
      [0, '#6a7bd8'],
      [0.5, '#2b2f63'],
      [1, '#08080f'],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  ) +
  radial(
    'spot',
    [
      [0, '#3a3326'],
      [0.55, '#16141a'],
      [1, '#09090c'],
    ],
    { cx: 0.5, cy: 0.4, r: 0.75 },
  ) +
  radial('shadow', [
    [0, '#000', 0.7],
    [1, '#000', 0],
  ]) +
  linear(
    'beam',
    [
      [0, GOLD_LIGHT, 0.45],
      [1, GOLD_LIGHT, 0],
    ],
    { x2: 1, y2: 0 },
  ) +
  linear('screen', [
    [0, '#2b3a78'],
    [0.7, '#c87a4a'],
    [1, GOLD],
  ]) +
  linear('green', [
    [0, '#27c25e'],
    [1, '#149040'],
  ]);

const edge = { stroke: '#0a0a0d', 'stroke-width': 2 };
/**
 * @param {string} d
 * @param {string} color
 * @param {number} [width]
 */
const line = (d, color, width = 3) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

export const camera = () =>
  el('rect', { x: 220, y: 104, width: 190, height: 12, rx: 6, fill: '#2c2c33' }) +
  el('rect', { x: 236, y: 114, width: 12, height: 40, fill: '#2c2c33' }) +
  el('rect', { x: 384, y: 114, width: 12, height: 40, fill: '#2c2c33' }) +
  el('rect', { x: 200, y: 150, width: 230, height: 150, rx: 14, fill: 'url(#body)', ...edge }) +
  el('rect', {
    x: 330,
    y: 168,
    width: 80,
    height: 58,
    rx: 6,
    fill: '#0c0c10',
    stroke: '#3a3a42',
    'stroke-width': 3,
  }) +
  el('rect', { x: 338, y: 176, width: 64, height: 42, rx: 2, fill: '#1e2540' }) +
  el('path', { d: 'M338 218 L360 196 L374 206 L390 188 L402 200 L402 218 Z', fill: '#39477a' }) +
  el('circle', { cx: 222, cy: 170, r: 6, fill: '#e0463c' }) +
  el('rect', { x: 250, y: 250, width: 60, height: 8, rx: 4, fill: GOLD }) +
  el('rect', { x: 430, y: 180, width: 40, height: 90, rx: 8, fill: '#2c2c33', ...edge }) +
  el('rect', { x: 120, y: 170, width: 82, height: 110, rx: 6, fill: 'url(#cylH)', ...edge }) +
  el('rect', { x: 132, y: 170, width: 10, height: 110, fill: '#15151a' }) +
  el('rect', { x: 160, y: 170, width: 6, height: 110, fill: GOLD, opacity: 0.85 }) +
  el('rect', { x: 76, y: 160, width: 50, height: 130, rx: 8, fill: 'url(#cylH)', ...edge }) +
  el('ellipse', { cx: 80, cy: 225, rx: 12, ry: 62, fill: 'url(#glass)' }) +
  el('rect', { x: 230, y: 300, width: 170, height: 16, rx: 4, fill: '#2c2c33' });

export const lighting = () =>
  el('path', {
    d: 'M300 420 L230 440 M300 420 L370 440 M300 420 L300 446',
    fill: 'none',
    stroke: '#3a3a42',
    'stroke-width': 6,
  }) +
  el('rect', { x: 295, y: 230, width: 10, height: 192, fill: 'url(#cyl)' }) +
  el('path', { d: 'M380 150 L600 40 L600 330 L380 250 Z', fill: 'url(#beam)' }) +
  line('M230 205 L230 240 L370 240 L370 205', '#3a3a42', 8) +
  el('rect', { x: 210, y: 110, width: 180, height: 140, rx: 18, fill: 'url(#body)', ...edge }) +
  el('rect', { x: 372, y: 118, width: 28, height: 124, rx: 6, fill: '#2c2c33', ...edge }) +
  el('ellipse', { cx: 392, cy: 180, rx: 16, ry: 58, fill: GOLD_LIGHT }) +
  el('ellipse', { cx: 394, cy: 180, rx: 9, ry: 44, fill: IVORY }) +
  el('path', { d: 'M398 118 L452 80 L452 110 L400 130 Z', fill: '#2c2c33', ...edge }) +
  el('path', { d: 'M398 242 L452 280 L452 250 L400 230 Z', fill: '#2c2c33', ...edge }) +
  [0, 1, 2, 3, 4]
    .map((i) =>
      el('rect', { x: 232 + i * 26, y: 130, width: 10, height: 100, rx: 4, fill: '#15151a' }),
    )
    .join('') +
  el('circle', { cx: 230, cy: 240, r: 10, fill: GOLD });

const microphone = () =>
  el('path', {
    d: 'M300 330 L300 410 M250 416 L350 416',
    fill: 'none',
    stroke: '#3a3a42',
    'stroke-width': 10,
    'stroke-linecap': 'round',
  }) +
  el('ellipse', {
    cx: 300,
    cy: 260,
    rx: 110,
    ry: 110,
    fill: 'none',
    stroke: '#3a3a42',
    'stroke-width': 8,
  }) +
  line('M196 230 L250 200 M404 230 L350 200 M196 290 L250 320 M404 290 L350 320', '#b0a06a', 2) +
  el('rect', { x: 248, y: 60, width: 104, height: 290, rx: 52, fill: 'url(#cyl)', ...edge }) +
  el('rect', { x: 256, y: 68, width: 88, height: 130, rx: 44, fill: '#23232a' }) +
  Array.from({ length: 9 }, (_, i) =>
    el('line', {
      x1: 262,
      x2: 338,
      y1: 84 + i * 13,
      y2: 84 + i * 13,
      stroke: '#4a4a54',
      'stroke-width': 3,
    }),
  ).join('') +
  el('rect', { x: 244, y: 200, width: 112, height: 14, rx: 4, fill: GOLD }) +
  el('circle', { cx: 300, cy: 250, r: 6, fill: GOLD_LIGHT });

export const tripod = () =>
  el('path', {
    d: 'M300 210 L180 418 M300 210 L420 418 M300 210 L300 424',
    fill: 'none',
    stroke: 'url(#cyl)',
    'stroke-width': 14,
    'stroke-linecap': 'round',
  }) +
  line('M240 316 L300 290 L360 316', '#3a3a42', 5) +
  el('path', {
    d: 'M300 210 L210 370 M300 210 L390 370',
    fill: 'none',
    stroke: '#5a5a64',
    'stroke-width': 6,
  }) +
  [205, 395]
    .map((x) =>
      el('rect', {
        x: x - 10,
        y: 330,
        width: 20,
        height: 14,
        rx: 3,
        fill: GOLD,
        transform: `rotate(${x < 300 ? 30 : -30} ${x} 337)`,
      }),
    )
    .join('') +
  el('rect', { x: 255, y: 170, width: 90, height: 44, rx: 10, fill: 'url(#body)', ...edge }) +
  el('rect', { x: 240, y: 150, width: 120, height: 22, rx: 4, fill: '#2c2c33', ...edge }) +
  line('M345 195 L470 250', '#3a3a42', 12) +
  el('rect', {
    x: 452,
    y: 236,
    width: 40,
    height: 24,
    rx: 8,
    fill: GOLD,
    transform: 'rotate(24 472 248)',
  });

const monitor = () =>
  el('path', {
    d: 'M300 350 L300 410 M230 420 L370 420',
    fill: 'none',
    stroke: '#3a3a42',
    'stroke-width': 14,
    'stroke-linecap': 'round',
  }) +
  el('rect', {
    x: 90,
    y: 70,
    width: 420,
    height: 280,
    rx: 14,
    fill: '#151519',
    stroke: '#3a3a42',
    'stroke-width': 4,
  }) +
  el('rect', { x: 108, y: 88, width: 384, height: 216, fill: 'url(#screen)' }) +
  el('circle', { cx: 380, cy: 150, r: 26, fill: GOLD_LIGHT }) +
  el('path', {
    d: 'M108 304 L108 250 L170 200 L230 240 L300 180 L380 250 L440 220 L492 260 L492 304 Z',
    fill: '#151a2e',
  }) +
  el('path', {
    d: 'M108 304 L108 275 L190 240 L270 285 L360 255 L492 290 L492 304 Z',
    fill: '#0a0c16',
  }) +
  ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0']
    .map((c, i) =>
      el('rect', { x: 120 + i * 20, y: 318, width: 20, height: 14, fill: c, opacity: 0.85 }),
    )
    .join('') +
  el('circle', { cx: 480, cy: 326, r: 5, fill: GOLD });

const drone = () => {
  /** @type {(x: number, y: number) => string} */
  const arm = (x, y) =>
    line(`M300 220 L${x} ${y}`, '#2c2c33', 12) +
    el('rect', { x: x - 10, y: y - 22, width: 20, height: 26, rx: 5, fill: '#3a3a42' }) +
    el('ellipse', { cx: x, cy: y - 24, rx: 82, ry: 12, fill: '#9aa0b0', opacity: 0.18 }) +
    el('ellipse', {
      cx: x,
      cy: y - 24,
      rx: 82,
      ry: 12,
      fill: 'none',
      stroke: '#c8ccd8',
      'stroke-opacity': 0.35,
    }) +
    el('rect', {
      x: x - 50,
      y: y - 27,
      width: 100,
      height: 5,
      rx: 2,
      fill: '#1a1a1f',
      transform: `rotate(12 ${x} ${y - 24})`,
    });
  return (
    arm(140, 160) +
    arm(460, 160) +
    arm(170, 290) +
    arm(430, 290) +
    el('rect', { x: 230, y: 190, width: 140, height: 62, rx: 24, fill: 'url(#body)', ...edge }) +
    el('rect', { x: 262, y: 200, width: 76, height: 10, rx: 5, fill: GOLD }) +
    el('rect', { x: 282, y: 252, width: 36, height: 20, rx: 4, fill: '#2c2c33' }) +
    el('circle', { cx: 300, cy: 288, r: 20, fill: '#1a1a1f', ...edge }) +
    el('circle', { cx: 300, cy: 290, r: 11, fill: 'url(#glass)' })
  );
};

const gimbal = () =>
  el('rect', { x: 276, y: 280, width: 48, height: 150, rx: 20, fill: 'url(#cyl)', ...edge }) +
  el('rect', { x: 284, y: 310, width: 32, height: 8, rx: 3, fill: GOLD }) +
  el('circle', { cx: 300, cy: 340, r: 9, fill: '#2c2c33', stroke: '#55555f', 'stroke-width': 2 }) +
  line('M300 280 L300 250 L420 250 L420 150', '#3a3a42', 16) +
  el('circle', { cx: 300, cy: 252, r: 18, fill: '#2c2c33', ...edge }) +
  el('circle', { cx: 420, cy: 150, r: 18, fill: '#2c2c33', ...edge }) +
  line('M420 150 L400 150 L400 90 L200 90 L200 120', '#3a3a42', 14) +
  el('circle', { cx: 400, cy: 90, r: 16, fill: GOLD, opacity: 0.9 }) +
  el('rect', { x: 190, y: 120, width: 150, height: 96, rx: 10, fill: 'url(#body)', ...edge }) +
  el('rect', { x: 140, y: 134, width: 56, height: 70, rx: 6, fill: 'url(#cylH)', ...edge }) +
  el('ellipse', { cx: 142, cy: 169, rx: 8, ry: 32, fill: 'url(#glass)' }) +
  el('circle', { cx: 320, cy: 136, r: 5, fill: '#e0463c' });

const recorder = () =>
  el('path', { d: 'M240 120 L210 40 L260 30 L282 116 Z', fill: 'url(#body)', ...edge }) +
  el('path', { d: 'M360 120 L390 40 L340 30 L318 116 Z', fill: 'url(#body)', ...edge }) +
  el('ellipse', {
    cx: 235,
    cy: 36,
    rx: 27,
    ry: 9,
    fill: '#111114',
    transform: 'rotate(-12 235 36)',
  }) +
  el('ellipse', {
    cx: 365,
    cy: 36,
    rx: 27,
    ry: 9,
    fill: '#111114',
    transform: 'rotate(12 365 36)',
  }) +
  el('path', { d: 'M226 110 L374 110 L360 430 L240 430 Z', fill: 'url(#body)', ...edge }) +
  el('rect', {
    x: 252,
    y: 140,
    width: 96,
    height: 72,
    rx: 6,
    fill: '#0b0f16',
    stroke: '#3a3a42',
    'stroke-width': 3,
  }) +
  [20, 34, 28, 44, 38, 26, 40, 18]
    .map((level, i) =>
      el('rect', {
        x: 262 + i * 10,
        y: 196 - level,
        width: 6,
        height: level,
        fill: i > 5 ? GOLD : '#4caf7a',
      }),
    )
    .join('') +
  el('circle', { cx: 300, cy: 268, r: 26, fill: '#2c2c33', ...edge }) +
  el('circle', { cx: 300, cy: 268, r: 11, fill: '#e0463c' }) +
  /** @type {[x: number, y: number][]} */ ([
    [262, 320],
    [300, 320],
    [338, 320],
    [262, 356],
    [300, 356],
    [338, 356],
  ])
    .map(([x, y]) =>
      el('rect', {
        x: x - 14,
        y: y - 9,
        width: 28,
        height: 18,
        rx: 5,
        fill: '#2c2c33',
        stroke: '#55555f',
      }),
    )
    .join('') +
  el('rect', { x: 262, y: 396, width: 76, height: 6, rx: 3, fill: GOLD });

const greenScreen = () =>
  line(
    'M120 60 L120 440 M480 60 L480 440 M90 440 L150 440 M450 440 L510 440 M112 60 L488 60',
    '#3a3a42',
    10,
  ) +
  el('path', {
    d: 'M126 66 L474 66 L474 380 Q400 400 300 390 Q200 400 126 380 Z',
    fill: 'url(#green)',
  }) +
  [170, 230, 300, 370, 430]
    .map((x) => line(`M${x} 70 Q${x + 12} 220 ${x - 6} 384`, '#0c5f2c', 4))
    .join('') +
  el('path', {
    d: 'M126 380 Q200 400 300 390 Q400 400 474 380 L500 430 L100 430 Z',
    fill: '#1d8c47',
  }) +
  el('path', {
    d: 'M300 220 a24 24 0 1 1 0.1 0 Z M260 300 Q300 260 340 300 L350 420 L250 420 Z',
    fill: '#111114',
    opacity: 0.8,
  }) +
  el('rect', { x: 520, y: 130, width: 50, height: 40, rx: 6, fill: '#2c2c33' }) +
  el('path', { d: 'M520 150 L440 130 L440 180 Z', fill: GOLD_LIGHT, opacity: 0.25 }) +
  line('M545 170 L545 440', '#3a3a42', 6);

const headphones = () =>
  el('path', {
    d: 'M170 260 L170 200 A130 130 0 0 1 430 200 L430 260',
    fill: 'none',
    stroke: '#2c2c33',
    'stroke-width': 26,
    'stroke-linecap': 'round',
  }) +
  el('path', {
    d: 'M180 200 A120 120 0 0 1 420 200',
    fill: 'none',
    stroke: GOLD,
    'stroke-width': 5,
  }) +
  [170, 430]
    .map(
      (x) =>
        line(`M${x} 240 L${x} 270`, '#55555f', 8) +
        el('ellipse', { cx: x, cy: 320, rx: 62, ry: 80, fill: 'url(#body)', ...edge }) +
        el('ellipse', { cx: x, cy: 320, rx: 40, ry: 56, fill: '#111114' }) +
        el('circle', { cx: x, cy: 320, r: 12, fill: GOLD }),
    )
    .join('') +
  line('M170 400 Q170 440 240 430 Q320 420 300 440', '#2c2c33', 6);

const clapperboard = () =>
  el(
    'g',
    { transform: 'translate(0 20)' },
    el('rect', {
      x: 120,
      y: 170,
      width: 360,
      height: 230,
      rx: 10,
      fill: '#15151a',
      stroke: '#3a3a42',
      'stroke-width': 4,
    }) +
      el('rect', { x: 120, y: 130, width: 360, height: 40, fill: IVORY }) +
      [0, 1, 2, 3, 4, 5]
        .map((i) =>
          el('path', { d: `M${130 + i * 60} 130 l30 0 l-20 40 l-30 0 Z`, fill: '#15151a' }),
        )
        .join('') +
      el(
        'g',
        { transform: 'rotate(-11 120 126)' },
        el('rect', { x: 120, y: 86, width: 360, height: 40, fill: IVORY }) +
          [0, 1, 2, 3, 4, 5]
            .map((i) =>
              el('path', { d: `M${150 + i * 60} 86 l30 0 l-20 40 l-30 0 Z`, fill: '#15151a' }),
            )
            .join(''),
      ) +
      el('circle', { cx: 130, cy: 128, r: 9, fill: GOLD }) +
      line(
        'M140 250 L460 250 M140 330 L460 330 M253 250 L253 396 M366 250 L366 396',
        '#55555f',
        2,
      ) +
      text(140, 210, 'GOLDHILL STUDIOS', {
        size: 22,
        anchor: 'start',
        fill: GOLD,
        family: SANS,
        weight: 'bold',
        spacing: 2,
      }) +
      text(140, 240, 'PROD.', { size: 13, anchor: 'start', fill: IVORY, family: SANS }) +
      ['ROLL', 'SCENE', 'TAKE']
        .map((t, i) =>
          text(150 + i * 113, 272, t, { size: 13, anchor: 'start', fill: IVORY, family: SANS }),
        )
        .join('') +
      ['A07', '24', '3']
        .map((t, i) =>
          text(196 + i * 113, 312, t, { size: 30, fill: IVORY, family: SANS, weight: 'bold' }),
        )
        .join('') +
      text(140, 356, 'DIRECTOR', { size: 12, anchor: 'start', fill: IVORY, family: SANS }) +
      text(366, 356, 'CAMERA', { size: 12, anchor: 'start', fill: IVORY, family: SANS }),
  );

const lenses = () =>
  /** @type {[x: number, top: number, mm: string][]} */ ([
    [150, 210, '35'],
    [300, 170, '50'],
    [450, 130, '85'],
  ])
    .map(
      ([x, top, mm]) =>
        el('rect', {
          x: x - 55,
          y: top,
          width: 110,
          height: 405 - top,
          rx: 10,
          fill: 'url(#cyl)',
          ...edge,
        }) +
        el('rect', { x: x - 58, y: top + 30, width: 116, height: 26, fill: '#16161b' }) +
        Array.from({ length: 11 }, (_, i) =>
          el('rect', { x: x - 52 + i * 10, y: top + 32, width: 4, height: 22, fill: '#2c2c33' }),
        ).join('') +
        el('rect', { x: x - 55, y: top + 74, width: 110, height: 5, fill: GOLD }) +
        text(x, top + 110, mm, { size: 26, fill: IVORY, family: SANS, weight: 'bold' }) +
        text(x, top + 128, 'mm  T1.5', { size: 11, fill: GOLD_LIGHT, family: SANS, spacing: 1 }) +
        el('ellipse', { cx: x, cy: top, rx: 55, ry: 16, fill: '#2c2c33', ...edge }) +
        el('ellipse', { cx: x, cy: top, rx: 42, ry: 11, fill: 'url(#glass)' }),
    )
    .join('');

export const equipment = {
  camera,
  lighting,
  microphone,
  tripod,
  monitor,
  drone,
  gimbal,
  recorder,
  'green-screen': greenScreen,
  headphones,
  clapperboard,
  lenses,
};

export function equipmentFiles() {
  /** @type {Files} */
  const files = {};
  let i = 0;
  for (const [name, draw] of Object.entries(equipment)) {
    const g = grain('grain', W, H, { seed: 200 + i++, opacity: 0.07 });
    const body =
      `<defs>${defs()}${g.defs}</defs>` +
      el('rect', { width: W, height: H, fill: 'url(#spot)' }) +
      el('rect', { y: 380, width: W, height: 70, fill: '#0b0b0e', opacity: 0.6 }) +
      el('ellipse', { cx: 300, cy: 432, rx: 230, ry: 20, fill: 'url(#shadow)' }) +
      draw() +
      el('rect', {
        x: 20,
        y: 20,
        width: 560,
        height: 410,
        fill: 'none',
        stroke: GOLD,
        'stroke-opacity': 0.25,
      }) +
      g.layer;
    files[`equipment/${name}.svg`] = svg(W, H, body, { title: name.replace('-', ' ') });
  }
  return files;
}
