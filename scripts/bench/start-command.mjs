// How `pnpm start` launches the server, read from the root package.json's start script, so a
// benchmark measures the product as it runs (its environment and Node flags) and the script
// stays the one place that says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server-deps.mjs';

const SHAPE = /^((?:[A-Z_]+=\S+\s+)*)node\s+((?:--\S+\s+)*)apps\/server\/dist\/main\.js$/;

/** `{ script, env, nodeArgs }` of `[NAME=value …] node [--flag …] apps/server/dist/main.js`. */
export function startCommand() {
  const script = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts?.start;
  const match = typeof script === 'string' ? SHAPE.exec(script.trim()) : null;
  if (!match) {
    throw new Error(
      `the start script "${script}" is not of the form ` +
        '"[NAME=value …] node [--flag …] apps/server/dist/main.js": the benchmarks cannot launch it as it runs',
    );
  }
  const words = (text) => text.trim().split(/\s+/).filter(Boolean);
  const env = Object.fromEntries(
    words(match[1]).map((pair) => [
      pair.slice(0, pair.indexOf('=')),
      pair.slice(pair.indexOf('=') + 1),
    ]),
  );
  return { script, env, nodeArgs: words(match[2]) };
}
