// Lighthouse 12 (mobile preset: Moto G class CPU at 4x slowdown, 1.6 Mbps / 150 ms) on every
// public page of the built site (those of /sitemap.xml) and /login, served by the real server
// on a fresh data folder with the demo content. Each page is loaded cold RUNS times; the table shows medians. A benchmark, not a test:
// it prints and exits 0. Needs `pnpm build` and Debian's chromium (CHROME_PATH to override).
// BENCH_WEB_RUNS (default 3) sets the runs per page; BENCH_WEB_PAGES (comma-separated paths,
// e.g. "/contact,/career") keeps only those pages; BENCH_WEB_THROTTLING=none loads them as this
// machine does (no CPU or network throttling: issue 9's "unthrottled" targets).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from './bench/process-care.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** An optional override from the environment (this script is no turbo task). */
const setting = (name, fallback) => process.env[name] ?? fallback;
const CHROME = setting('CHROME_PATH', '/usr/bin/chromium');
const RUNS = Number(setting('BENCH_WEB_RUNS', '3'));
const ONLY = setting('BENCH_WEB_PAGES', '').split(',').filter(Boolean);
const UNTHROTTLED = setting('BENCH_WEB_THROTTLING', 'simulate') === 'none';

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-web-'));
const cleanUp = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

const port = await freePort();
const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
children.push(server);
const origin = `http://127.0.0.1:${port}`;
await waitFor(`${origin}/api/podcastdisplay`);
// The public pages are the sitemap's (one list, in @studio/content), and the sign-in page.
const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const PAGES = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname),
  '/login',
].filter((path) => ONLY.length === 0 || ONLY.includes(path));

const chromePort = await freePort();
const chrome = spawn(
  CHROME,
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    `--remote-debugging-port=${chromePort}`,
    '--no-first-run',
    'about:blank',
  ],
  { stdio: 'ignore' },
);
children.push(chrome);
await waitFor(`http://127.0.0.1:${chromePort}/json/version`);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** What the largest paint was, in a few words (where the LCP time goes is then clear). */
function lcpElement(audits) {
  const node = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '';
  const what = node.snippet?.match(/^<(\w+)/)?.[1] ?? '';
  return `${what} ${node.nodeLabel ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, 40);
}

const rows = [];
for (const path of PAGES) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      // Each run a cold load: no cache, no stored data.
      disableStorageReset: false,
      // "provided": Lighthouse measures the load as it happens, throttling nothing.
      ...(UNTHROTTLED ? { throttlingMethod: 'provided' } : {}),
    });
    const { categories, audits } = result.lhr;
    runs.push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      js: audits['total-byte-weight'].numericValue,
      lcpElement: lcpElement(audits),
    });
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  rows.push([
    path,
    pick('performance').toFixed(0),
    pick('accessibility').toFixed(0),
    pick('bestPractices').toFixed(0),
    pick('seo').toFixed(0),
    (pick('fcp') / 1000).toFixed(2),
    (pick('lcp') / 1000).toFixed(2),
    pick('cls').toFixed(3),
    pick('tbt').toFixed(0),
    (pick('js') / 1024).toFixed(0),
    runs[0]?.lcpElement ?? '',
  ]);
  process.stderr.write(`${path} done\n`);
}

console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
    `mobile preset (${UNTHROTTLED ? 'no throttling' : 'simulated 4x CPU, 1.6 Mbps / 150 ms'}), ${RUNS} cold runs per page, medians; ` +
    `${CHROME}; ${new Date().toISOString().slice(0, 10)}\n`,
);
const header = [
  'page',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'FCP s',
  'LCP s',
  'CLS',
  'TBT ms',
  'bytes KB',
  'LCP element (run 1)',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(0);
