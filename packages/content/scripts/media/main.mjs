// @ts-check
// Writes every built-in SVG into <media-dir>; with <layers-dir>, also the still layers the
// clips are animated from (build inputs only).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { equipmentFiles } from './equipment.mjs';
import { posterFiles } from './posters.mjs';
import { siteFiles } from './site-art.mjs';
import { videoLayers } from './video-layers.mjs';

const [mediaDir, layersDir] = process.argv.slice(2);
if (!mediaDir) throw new Error('usage: node main.mjs <media-dir> [layers-dir]');

/**
 * @param {string} dir
 * @param {import('./lib.mjs').Files} files
 * @returns {number} how many files were written
 */
function writeAll(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return Object.keys(files).length;
}

const count = writeAll(mediaDir, { ...posterFiles(), ...equipmentFiles(), ...siteFiles() });
console.log(`wrote ${count} svg files to ${mediaDir}`);
if (layersDir)
  console.log(`wrote ${writeAll(layersDir, videoLayers())} video layers to ${layersDir}`);
