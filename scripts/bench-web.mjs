// Lighthouse 12 (mobile preset: Moto G class CPU at 4x slowdown, 1.6 Mbps / 150 ms) on every
// public page of the built site (those of /sitemap.xml) and /login, served by the real server
// on a fresh data folder with the demo content. Each page is loaded cold RUNS times; the table
// shows medians, and beside Lighthouse's figures the JavaScript each load downloaded until the
// network was quiet (KB gzip, script requests; issue 29's targets: at most 100 KB, 12 requests).
// A benchmark, not a test: it prints and exits 0. Needs `pnpm build` and Debian's chromium
// (CHROME_PATH to override). Settings:
//   BENCH_WEB_RUNS        runs per page (default 3)
//   BENCH_WEB_PAGES       comma-separated paths, e.g. "/contact,/career": only those pages
//   BENCH_WEB_THROTTLING  "none": the loads as this machine does them (no CPU or network
//                         throttling: issue 9's "unthrottled" targets)
//   BENCH_WEB_LOCALES     the servers' LOCALES, e.g. "en,es": the sitemap then lists the /es pages
//   BENCH_WEB_BASELINE    a git ref (e.g. main, HEAD~5): builds it in a temporary worktree, serves
//                         it beside this build and loads each page from both in turn (base, new,
//                         base, new …) so the machine's drift hits both alike; the table then
//                         has a base row, a new row and their difference per page
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { NetworkRecorder } from 'lighthouse/core/lib/network-recorder.js';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { buildBaseline, describe, hasChanges } from './bench/git-baseline.mjs';
import {
  CORES,
  children,
  cleanUp,
  cleanUpOnExit,
  freePort,
  tempDirs,
} from './bench/process-care.mjs';
import { fromEnv, logTail, numberSetting, UsageError } from './bench/settings.mjs';
import {
  COLUMNS,
  deltaCell,
  JS_TARGETS,
  kb,
  medians,
  runFigures,
  scriptRequests,
  tableRow,
  withinTargets,
} from './bench/web-figures.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CHROME = fromEnv('CHROME_PATH') ?? '/usr/bin/chromium';
const ONLY = (fromEnv('BENCH_WEB_PAGES') ?? '').split(',').filter(Boolean);
const UNTHROTTLED = (fromEnv('BENCH_WEB_THROTTLING') ?? 'simulate') === 'none';
const BASELINE = fromEnv('BENCH_WEB_BASELINE')?.trim() || undefined;
const LOCALES = fromEnv('BENCH_WEB_LOCALES')?.trim() || undefined;

cleanUpOnExit('bench:web');
const say = (line) => process.stderr.write(`${line}\n`);
const loads = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Waits until `url` answers; `log` is where the process behind it writes, if anywhere. */
async function waitFor(url, child, log) {
  const tail = () => (log ? `:\n${logTail(log)}` : '');
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended${tail()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer${tail()}`);
}

/** A built server of the checkout at `root` on a fresh data folder with the demo content. */
async function startSite(name, root) {
  const dataDir = mkdtempSync(join(tmpdir(), `studio-bench-web-${name}-`));
  tempDirs.add(dataDir);
  const log = join(dataDir, 'server.log');
  const port = await freePort();
  const output = openSync(log, 'a');
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A server that predates LOCALES ignores it and lists the default pages only.
      ...(LOCALES ? { LOCALES } : {}),
    },
    stdio: ['ignore', output, output],
  });
  children.add(server);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/podcastdisplay`, server, log);
  // The public pages are the sitemap's (one list, in @studio/content), and the sign-in page.
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname),
    '/login',
  ];
  return { name, origin, pages };
}

/** The body bytes of `url` as a client that accepts gzip only receives it (as sent, not inflated). */
function gzipBodyBytes(url) {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => done(bytes));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}
const gzipSizes = new Map();
const gzipSize = (url) => {
  if (!gzipSizes.has(url)) gzipSizes.set(url, gzipBodyBytes(url));
  return gzipSizes.get(url);
};

/** One cold Lighthouse load of `path` from `site`, and the scripts it downloaded. */
async function measure(site, path, chromePort) {
  const result = await lighthouse(`${site.origin}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    // Each run a cold load: no cache, no stored data.
    disableStorageReset: false,
    // "provided": Lighthouse measures the load as it happens, throttling nothing.
    ...(UNTHROTTLED ? { throttlingMethod: 'provided' } : {}),
  });
  const error = result.lhr.runtimeError?.code;
  if (error || result.lhr.categories.performance.score === null)
    return { error: error ?? 'no score' };
  // The audits list each request's transfer size with its headers; the records have both.
  const scripts = scriptRequests(NetworkRecorder.recordsFromLogs(result.artifacts.DevtoolsLog));
  const gzip = await Promise.all(scripts.map((script) => gzipSize(script.url)));
  return { figures: runFigures(result.lhr, scripts, gzip), settings: result.lhr.configSettings };
}

/** Lighthouse runs that failed (e.g. NO_NAVSTART on a busy machine), as "site path: code". */
const failedRuns = [];

/**
 * A run Lighthouse could not measure has no scores: it is tried again, twice at most, and
 * otherwise left out of the medians (and listed under the table).
 */
async function measureRetrying(site, path, chromePort) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const measured = await measure(site, path, chromePort);
    if (measured.error === undefined) return measured;
    failedRuns.push(`${site.name} ${path}: ${measured.error}`);
  }
  return undefined;
}

function printTable(sites, results) {
  const header = [
    'page',
    'build',
    ...COLUMNS.map((column) => column.heading),
    'LCP element (run 1)',
  ];
  console.log(tableRow(header));
  console.log(tableRow(header.map(() => '---')));
  for (const [path, bySite] of results) {
    for (const site of sites) {
      const m = bySite.get(site.name);
      if (m)
        console.log(tableRow([path, site.name, ...COLUMNS.map((c) => c.cell(m)), m.lcpElement]));
      else {
        const blank = COLUMNS.map(() => '—');
        const why = site.pages.includes(path) ? 'no run measured' : 'not in its sitemap';
        console.log(tableRow([path, site.name, ...blank, why]));
      }
    }
    const [base, next] = sites.map((site) => bySite.get(site.name));
    if (sites.length === 2 && base && next) {
      console.log(
        tableRow([path, 'new − base', ...COLUMNS.map((c) => deltaCell(c, base, next)), '']),
      );
    }
  }
}

function printTargets(sites, results) {
  for (const site of sites) {
    const over = [...results]
      .map(([path, bySite]) => [path, bySite.get(site.name)])
      .filter(([, m]) => m && !(withinTargets(m).kb && withinTargets(m).requests))
      .map(([path, m]) => `${path} (${kb(m.jsGzip).toFixed(1)} KB, ${m.jsRequests} requests)`);
    console.log(
      `- ${site.name}: ${over.length === 0 ? 'every page measured within both targets' : `over a target: ${over.join(', ')}`}`,
    );
  }
}

async function main() {
  const runs = numberSetting('BENCH_WEB_RUNS', 3);
  const current = describe(ROOT);
  const dirty = hasChanges(ROOT);
  const base = BASELINE ? describe(ROOT, BASELINE) : undefined;
  const loadAtStart = loads();

  const sites = [];
  if (base) sites.push(await startSite('base', await buildBaseline(ROOT, base.commit, say)));
  sites.push(await startSite('new', ROOT));

  const pages = sites
    .at(-1)
    .pages.concat(sites.length === 2 ? sites[0].pages : [])
    .filter((path, index, all) => all.indexOf(path) === index)
    .filter((path) => ONLY.length === 0 || ONLY.includes(path));
  if (pages.length === 0) throw new UsageError(`BENCH_WEB_PAGES=${ONLY.join(',')}: no such page`);

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
  children.add(chrome);
  await waitFor(`http://127.0.0.1:${chromePort}/json/version`, chrome);
  const browser = (await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json())
    .Browser;

  /** path → site name → medians */
  const results = new Map();
  let settings;
  for (const path of pages) {
    const here = sites.filter((site) => site.pages.includes(path));
    const runsBySite = new Map(here.map((site) => [site.name, []]));
    // Alternating: base, new, base, new … so a slower minute of the machine hits both.
    for (let run = 0; run < runs; run++) {
      for (const site of here) {
        const measured = await measureRetrying(site, path, chromePort);
        if (!measured) continue;
        runsBySite.get(site.name).push(measured.figures);
        settings ??= measured.settings;
      }
    }
    const measuredSites = [...runsBySite].filter(([, list]) => list.length > 0);
    results.set(path, new Map(measuredSites.map(([name, list]) => [name, medians(list)])));
    say(`${path} done`);
  }

  const wire = [...results.values()].flatMap((bySite) =>
    [...bySite.values()].flatMap((m) => m.wireEncodings),
  );
  console.log(
    `Lighthouse ${lighthousePackage.version}, mobile preset (${UNTHROTTLED ? 'no throttling' : 'simulated 4x CPU, 1.6 Mbps / 150 ms'}), ` +
      `${runs} cold run(s) per page${base ? ', base and new alternating' : ''}, medians; ${new Date().toISOString()}`,
  );
  console.log(`- browser: ${browser} (${CHROME}); node ${process.version}, ${CORES} cores`);
  console.log(
    `- load average at the start ${loadAtStart}, at the end ${loads()} (shared cores: noise)`,
  );
  if (base)
    console.log(
      `- base: ${base.ref} = ${base.commit.slice(0, 10)} "${base.subject}" (built in a temporary worktree)`,
    );
  console.log(
    `- new: this checkout, HEAD = ${current.commit.slice(0, 10)} "${current.subject}"${dirty ? ' plus uncommitted changes' : ''}`,
  );
  console.log(`- LOCALES: ${LOCALES ?? '(unset: the default language only)'}`);
  console.log(
    `- JS: every script request of a load; Lighthouse records until the network has been quiet for ` +
      `${((settings?.networkQuietThresholdMs ?? 0) / 1000).toFixed(2)} s. "JS KB gzip": each of those scripts fetched again ` +
      `from the same server with Accept-Encoding: gzip, body bytes (the issue's unit); "JS KB wire": the bodies ` +
      `as Chromium received them (${[...new Set(wire)].join(', ') || 'none'}), headers excluded. KB = 1024 bytes. ` +
      `✓/✗: within/over issue 29's targets, ${JS_TARGETS.kb} KB gzip and ${JS_TARGETS.requests} script requests on a first visit`,
  );
  console.log('');
  printTable(sites, results);
  console.log('');
  printTargets(sites, results);
  if (failedRuns.length > 0) {
    console.log(`- runs Lighthouse could not measure (tried again): ${failedRuns.join('; ')}`);
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError) console.error(`bench:web: ${error.message}`);
  else
    console.error(
      `bench:web: failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
  process.exitCode = 1;
} finally {
  cleanUp();
}
// Lighthouse's connections to Chromium may keep the event loop alive after the browser is gone.
process.exit();
