// Where a process spent its CPU: the top functions by self time in a V8 CPU profile
// (`node --cpu-prof`, or `BENCH_CPU_PROF=<dir> pnpm bench` for the product under load), and
// the same time summed by package (node_modules/<name>), the server's own code, Node's
// internals and V8's pseudo-frames (GC, program). Not part of the tests.
//   node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile> [how many functions, 25]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const [file, top = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile> [count]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** Self time per node id (µs), from the samples and the time between them. */
const selfTime = new Map();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

function area(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native / V8 builtin)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node: internals';
  if (url.includes('/apps/server/dist/')) return `server dist/${basename(url)}`;
  return url.replace(/^file:\/\//, '');
}

const byFunction = new Map();
const byArea = new Map();
let total = 0;
let idle = 0;
for (const [id, micros] of selfTime) {
  const { callFrame } = nodes.get(id);
  const name = callFrame.functionName || '(anonymous)';
  total += micros;
  if (name === '(idle)') idle += micros;
  const where = callFrame.url
    ? `${callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${callFrame.lineNumber + 1}`
    : '';
  const key = `${name} ${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  const group = area(callFrame.url, name);
  byArea.set(group, (byArea.get(group) ?? 0) + micros);
}

const busy = total - idle;
const pct = (micros) => `${((100 * micros) / busy).toFixed(1)}%`.padStart(6);
const ms = (micros) => `${(micros / 1000).toFixed(0)} ms`.padStart(9);
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy ` +
    '(percentages of busy time)',
);
console.log('\nby package / area (self time):');
for (const [name, micros] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  if (name !== '(idle)') console.log(`${ms(micros)} ${pct(micros)}  ${name}`);
}
console.log(`\ntop ${top} functions by self time:`);
for (const [name, micros] of [...byFunction]
  .filter(([name]) => !name.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(top))) {
  console.log(`${ms(micros)} ${pct(micros)}  ${name}`);
}
