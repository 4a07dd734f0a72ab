// `pnpm bench` (issue 10): the built server (apps/server/dist/main.js) side by side with what
// its stack can do, in one run on this machine. Targets, each its own server process:
//   bare handler    scripts/bench/bare-server.mjs: Fastify + better-sqlite3 prepared statements
//                   on the same database file, the product's JSON byte for byte, no security
//                   headers (list, view/:id, page of 20)
//   string ceiling  the same server file, the list sent as a precomputed string
//   view ceiling    the same server file, a view sent as a precomputed string with the headers
//                   the product sends (security headers included), set in one call
//   tRPC ceiling    scripts/bench/trpc-ceiling-server.mjs: a trivial tRPC query returning the
//                   list as a precomputed array, through the same Fastify adapter
//   the product     GET /api/podcastdisplay, /api/podcastview/:id, /trpc/content.podcast.list
//                   and a page of 20 (/api/podcastdisplay?limit=20)
//   two locales     the product again with LOCALES=en,es (every podcast has a Spanish title):
//                   its default-locale list beside the Spanish one (?locale=es), issue 27
// on the 12 demo podcasts, 2,000 and 10,000 podcasts, in alternating rounds (every target once
// per round: A B C … A B C …, each right after its baseline), medians over the rounds and
// ratios to the bare handler on the same rows (the median of each round's ratio: the host's
// speed drifts between rounds, much less between two neighbouring targets); cold start
// (launch to the first 200) and RSS (started, idle, under load). The servers run on core 0 and
// this process (the load generator, autocannon) on core 1 when `taskset` exists. Prints its
// settings, markdown tables and the issue's targets as met / not met, and exits 0 either way:
// a benchmark, not a test. Needs `pnpm --filter @studio/server build`.
//
// Settings (environment):
//   BENCH_ROUNDS (5)       rounds per data set        BENCH_SECONDS (5)   seconds per target
//   BENCH_CONNECTIONS (50) autocannon connections     BENCH_STARTS (5)    cold-start launches
//   BENCH_WARMUP (2)       seconds per target before the first round (not counted)
//   BENCH_SETS (demo,2000,10000)  data sets: "demo" (the 12 built-in podcasts) or a count
//   BENCH_QUICK=1          a short run: 1 round of 2 s, demo and 2000, 3 launches, 1 s warm-up
//                          (explicit settings above still win)
//   BENCH_CPU_PROF=<dir>   the product under load writes a V8 CPU profile there (one per data
//                          set); summarise with `node scripts/bench/cpu-profile-summary.mjs`
//   BENCH_ACCEPT_ENCODING  an Accept-Encoding every load request sends (e.g. "gzip, br"): what a
//                          browser costs; unset, none is sent (autocannon's default, identity)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { cleanUp, cleanUpOnExit, pinLoadGenerator, tempDirs } from './bench/process-care.mjs';
import { snapshotBuild } from './bench/server-build.mjs';
import { importFromServer, MAIN, ROOT } from './bench/server-deps.mjs';
import { serverEnv, sleep, spawnServer } from './bench/server-process.mjs';
import { fromEnv, logTail, machineLine, numberSetting, UsageError } from './bench/settings.mjs';
import { startCommand } from './bench/start-command.mjs';

/** The product runs as `pnpm start` runs it: that script's environment and Node flags. */
const START = startCommand();
const BARE_SERVER = join(ROOT, 'scripts/bench/bare-server.mjs');
const TRPC_CEILING_SERVER = join(ROOT, 'scripts/bench/trpc-ceiling-server.mjs');
const LIST = '/api/podcastdisplay';
const PAGE = '/api/podcastdisplay?limit=20';
const SPANISH_LIST = '/api/podcastdisplay?locale=es';
const TRPC_LIST = '/trpc/content.podcast.list';
const STRING_LIST = '/string/podcastdisplay';
const PAGE_SIZE = 20;
/** How long the servers rest, once started, before their idle RSS is read. */
const IDLE_AFTER_MS = 15_000;

// ---------------------------------------------------------------- settings

const QUICK = /^(1|true|yes)$/i.test(fromEnv('BENCH_QUICK') ?? '');

function readSettings() {
  const sets = (fromEnv('BENCH_SETS') || (QUICK ? 'demo,2000' : 'demo,2000,10000'))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      if (item === 'demo') return { key: 'demo', demo: true, label: '12 demo podcasts' };
      const count = Number(item.replaceAll('_', ''));
      if (!Number.isInteger(count) || count < 1) {
        throw new UsageError(`BENCH_SETS: "${item}" is neither "demo" nor a positive count`);
      }
      return { key: String(count), demo: false, count, label: `${fmtInt(count)} podcasts` };
    });
  if (sets.length === 0) throw new UsageError('BENCH_SETS names no data set');
  return {
    rounds: Math.round(numberSetting('BENCH_ROUNDS', QUICK ? 1 : 5)),
    seconds: numberSetting('BENCH_SECONDS', QUICK ? 2 : 5),
    warmup: numberSetting('BENCH_WARMUP', QUICK ? 1 : 2, 0),
    connections: Math.round(numberSetting('BENCH_CONNECTIONS', 50)),
    starts: Math.round(numberSetting('BENCH_STARTS', QUICK ? 3 : 5)),
    sets,
    cpuProf: fromEnv('BENCH_CPU_PROF') ? resolve(fromEnv('BENCH_CPU_PROF')) : undefined,
    acceptEncoding: fromEnv('BENCH_ACCEPT_ENCODING')?.trim() || undefined,
  };
}

// ---------------------------------------------------------------- clean-up, whatever happens

cleanUpOnExit('bench');

// ---------------------------------------------------------------- core pinning

const { pinned, pinning } = pinLoadGenerator('bench');

// ---------------------------------------------------------------- small helpers

const progress = (line) => console.error(`bench: ${line}`);

function fmtInt(value) {
  return Math.round(value).toLocaleString('en-US');
}
const fmtMs = (value) =>
  Number.isNaN(value) ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${fmtInt(value)} ms`;
const fmtMb = (value) => (value === undefined ? '–' : `${value.toFixed(0)} MB`);
const fmtRatio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');
function fmtBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function median(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One GET on a fresh connection: status, headers and the whole body. */
function httpGet(port, path, timeoutMs = 30_000, headers = {}) {
  return new Promise((done, fail) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () =>
          done({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`GET ${path}: no answer in ${timeoutMs} ms`)),
    );
    request.on('error', fail);
  });
}

/** VmRSS and VmHWM of a process, in MB (undefined once it is gone). */
/**
 * The CPU time (user + system, all threads, ms) a process has used, from /proc/<pid>/stat (in
 * 1/100 s): a start's cost that other work on the shared cores does not stretch as it does the
 * wall time.
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command (which may hold spaces) in parentheses; utime and stime
    // are the 14th and 15th of the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return { rss: undefined, hwm: undefined };
  }
}

// ---------------------------------------------------------------- the build under test

// ---------------------------------------------------------------- the server processes

const KINDS = {
  // The product runs from a copy of dist taken at the start (see snapshotBuild).
  product: { script: MAIN, name: 'product (dist/main.js)', ready: LIST },
  bare: { script: BARE_SERVER, name: 'bare server', ready: LIST },
  string: { script: BARE_SERVER, name: 'string-ceiling server', ready: LIST },
  trpc: { script: TRPC_CEILING_SERVER, name: 'tRPC-ceiling server', ready: TRPC_LIST },
  locales: { script: MAIN, name: 'product, LOCALES=en,es', ready: LIST },
};
/** The kinds that are the product itself (started as `pnpm start` starts it). */
const isProduct = (kind) => kind === 'product' || kind === 'locales';

/** This shell's environment without what would change the product's answers or its place. */
const productEnv = serverEnv(['LOCALES']);

let launches = 0;

/** Starts one server of `kind` on the data set's database; pinned to core 0 when possible. */
async function launch(kind, set, { env = {}, nodeArgs = [] } = {}) {
  const logFile = join(set.dir, `${kind}-${++launches}.log`);
  const argv = [...(isProduct(kind) ? START.nodeArgs : []), ...nodeArgs, KINDS[kind].script];
  const childEnv = isProduct(kind)
    ? {
        ...productEnv,
        HOST: '127.0.0.1',
        DATA_DIR: set.dataDir,
        // The copy's own repository root is a temporary folder: the built SPA stays here.
        WEB_DIST: join(ROOT, 'apps/web/dist'),
        LOG_LEVEL: fromEnv('BENCH_LOG_LEVEL') ?? 'warn',
        ...START.env,
        ...env,
      }
    : { ...productEnv, BENCH_DATABASE: set.dbFile, ...env };
  const { port, child, started, exited, stop } = await spawnServer({
    argv,
    env: childEnv,
    cwd: ROOT,
    logFile,
    pinned,
  });
  return { kind, port, pid: child.pid, started, exited, logFile, stop };
}

/** Polls `path` every 5 ms until it answers 200; the moment it did (performance.now()). */
async function firstOk(server, path = KINDS[server.kind].ready, timeoutMs = 30_000) {
  let exit;
  server.exited.then((outcome) => {
    exit = outcome;
  });
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer';
  while (!exit && performance.now() < deadline) {
    try {
      const answer = await httpGet(server.port, path, 15_000);
      if (answer.status === 200) return performance.now();
      last = `answered ${answer.status}`;
    } catch (error) {
      last = error.code ?? error.message;
    }
    await sleep(5);
  }
  await sleep(50);
  const why = exit
    ? exit.error
      ? exit.error.message
      : `exited with ${exit.signal ?? `code ${exit.code}`}`
    : `no 200 from GET ${path} in ${timeoutMs / 1000} s: ${last}`;
  await server.stop();
  throw new Error(
    `the ${KINDS[server.kind].name} did not start (${why}). Its output:\n${logTail(server.logFile)}`,
  );
}

/** The view path of the first podcast. */
async function firstViewPath(servers) {
  const first = JSON.parse((await httpGet(servers.bare.port, LIST)).body.toString('utf8'))[0];
  return `/api/podcastview/${encodeURIComponent(first._id)}`;
}

/** The headers the product sends with a view, but those each answer makes for itself. */
async function viewHeaders(servers) {
  const { headers } = await httpGet(servers.product.port, await firstViewPath(servers));
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)));
}

async function startAndWait(kind, set, options) {
  const server = await launch(kind, set, options);
  await firstOk(server);
  return server;
}

// ---------------------------------------------------------------- data sets

/** A UUIDv7-shaped id whose first 48 bits are `ms`: sorting by id is creation order. */
function sortableId(ms) {
  const time = ms.toString(16).padStart(12, '0');
  const random = randomBytes(10).toString('hex');
  const variant = ((Number.parseInt(random[3], 16) & 3) | 8).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(0, 3)}-${variant}${random.slice(4, 7)}-${random.slice(7, 19)}`;
}

/**
 * A database the product created (and migrated) in a fresh data folder: the demo set seeded
 * by the product itself (SEED_DEMO=true), a counted set without the demo content and `count`
 * podcasts inserted in one transaction, made from the demo podcasts with numbered titles.
 */
async function prepare(set, root, Database, templates) {
  set.dir = join(root, set.key);
  set.dataDir = join(set.dir, 'data');
  set.dbFile = join(set.dataDir, 'studio.sqlite');
  mkdirSync(set.dir, { recursive: true });
  const server = await launch('product', set, {
    env: { SEED_DEMO: set.demo ? 'true' : 'false' },
  });
  await firstOk(server);
  await server.stop();

  const db = new Database(set.dbFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    if (!set.demo) {
      const insert = db.prepare(
        'insert into "content_podcast" ("id", "data", "createdAt", "updatedAt") values (?, ?, ?, ?)',
      );
      const first = Date.now() - set.count * 60_000;
      db.transaction(() => {
        for (let i = 0; i < set.count; i++) {
          const ms = first + i * 60_000;
          const template = templates[i % templates.length];
          // The template's key order (the schema's) is kept: title stays in its place.
          const data = JSON.stringify({ ...template, title: `${template.title} (${i + 1})` });
          const at = new Date(ms).toISOString();
          insert.run(sortableId(ms), data, at, at);
        }
      })();
    }
    // Every podcast in Spanish too: what the two-locale server's ?locale=es list derives.
    db.prepare(
      `update "content_podcast" set "translations" =
        json_object('es', json_object('title', json_extract("data", '$.title') || ' (es)'))`,
    ).run();
    set.count = db.prepare('select count(*) as n from "content_podcast"').get().n;
    if (set.demo) {
      return db
        .prepare('select data from "content_podcast" order by "id"')
        .all()
        .map((row) => JSON.parse(row.data));
    }
    return templates;
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------- one data set

// Each measured target right after its baseline: a round's pair then shares the host's speed.
const TARGETS = [
  { key: 'bareList', server: 'bare', path: LIST, name: 'bare handler: list' },
  { key: 'restList', server: 'product', path: LIST, name: 'product: REST list', base: 'bareList' },
  {
    key: 'string',
    server: 'string',
    path: STRING_LIST,
    name: 'string ceiling: list',
    base: 'bareList',
  },
  { key: 'bareView', server: 'bare', path: 'view', name: 'bare handler: view/:id' },
  {
    key: 'restView',
    server: 'product',
    path: 'view',
    name: 'product: REST view/:id',
    base: 'bareView',
  },
  {
    key: 'stringView',
    server: 'string',
    path: 'stringView',
    name: 'view ceiling: string + product headers',
    base: 'bareView',
  },
  { key: 'barePage', server: 'bare', path: PAGE, name: 'bare handler: page of 20' },
  {
    key: 'restPage',
    server: 'product',
    path: PAGE,
    name: 'product: REST page of 20',
    base: 'barePage',
  },
  {
    key: 'trpcCeiling',
    server: 'trpc',
    path: TRPC_LIST,
    name: 'tRPC ceiling: list',
    base: 'bareList',
  },
  {
    key: 'trpcList',
    server: 'product',
    path: TRPC_LIST,
    name: 'product: tRPC content.podcast.list',
    base: 'bareList',
    also: 'trpcCeiling',
  },
  {
    key: 'localesList',
    server: 'locales',
    path: LIST,
    name: 'LOCALES=en,es: REST list (default locale)',
    base: 'bareList',
  },
  {
    key: 'spanishList',
    server: 'locales',
    path: SPANISH_LIST,
    name: 'LOCALES=en,es: REST list ?locale=es',
    base: 'localesList',
  },
];

async function load(url, connections, seconds, acceptEncoding) {
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function difference(a, b) {
  if (a.equals(b)) return undefined;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return `${a.length} vs ${b.length} bytes, first difference at byte ${at}`;
}

/** Compares the answers byte for byte; notes what differs and whether paging is there. */
async function checkAnswers(set, servers, viewPath) {
  const get = (server, path) => httpGet(servers[server].port, path);
  const answers = {
    bareList: await get('bare', LIST),
    bareView: await get('bare', viewPath),
    stringView: await get('string', viewPath.replace('/api/', '/string/')),
    barePage: await get('bare', PAGE),
    string: await get('string', STRING_LIST),
    trpcCeiling: await get('trpc', TRPC_LIST),
    restList: await get('product', LIST),
    restView: await get('product', viewPath),
    restPage: await get('product', PAGE),
    trpcList: await get('product', TRPC_LIST),
    localesList: await get('locales', LIST),
    spanishList: await get('locales', SPANISH_LIST),
  };
  const lines = [];
  const compare = (label, key, reference) => {
    const answer = answers[key];
    if (answer.status !== 200) return lines.push(`${label}: answers ${answer.status}`);
    const diff = difference(answer.body, answers[reference].body);
    lines.push(`${label}: ${diff ? `DIFFERENT (${diff})` : 'identical'}`);
  };
  compare('REST list vs bare list', 'restList', 'bareList');
  compare('REST view/:id vs bare view', 'restView', 'bareView');
  compare('string ceiling vs bare list', 'string', 'bareList');
  compare('view ceiling vs bare view', 'stringView', 'bareView');
  compare('tRPC list vs tRPC ceiling', 'trpcList', 'trpcCeiling');
  compare('LOCALES=en,es default list vs REST list', 'localesList', 'restList');
  const spanish = answers.spanishList;
  lines.push(
    `LOCALES=en,es ?locale=es list: ${spanish.status === 200 ? `${spanish.headers['content-language']} (Content-Language), ${spanish.body.includes('(es)') ? 'Spanish titles' : 'NO Spanish titles'}` : `answers ${spanish.status}`}`,
  );

  let pageNote;
  const page = answers.restPage;
  if (page.status !== 200) {
    pageNote = `the product answers ${page.status} to ?limit=${PAGE_SIZE}`;
    lines.push(`REST page of 20: ${pageNote}`);
  } else {
    const length = JSON.parse(page.body.toString('utf8')).length;
    if (set.count > PAGE_SIZE && length > PAGE_SIZE) {
      pageNote = `the product ignores limit (?limit=${PAGE_SIZE} answered all ${fmtInt(length)} records)`;
      lines.push(`REST page of 20: ${pageNote}`);
    } else {
      compare('REST page of 20 vs bare page', 'restPage', 'barePage');
      if (set.count <= PAGE_SIZE) {
        lines[lines.length - 1] += ` (${set.count} records: a page of 20 is the whole list)`;
      }
    }
  }
  // What a browser gets: the same lists, compressed (and what each weighs on the wire).
  for (const [label, key, path] of [
    ['REST list', 'restList', LIST],
    ['tRPC list', 'trpcList', TRPC_LIST],
  ]) {
    const compressed = await httpGet(servers.product.port, path, 30_000, {
      'accept-encoding': 'gzip, br',
    });
    const encoding = compressed.headers['content-encoding'];
    const wire = encoding ? `${encoding}, ${fmtBytes(compressed.body.length)}` : 'NOT compressed';
    lines.push(
      `${label} with Accept-Encoding "gzip, br": ${wire} (identity ${fmtBytes(answers[key].body.length)})`,
    );
  }
  const headers = answers.restList.headers;
  const security = ['content-security-policy', 'x-content-type-options', 'x-frame-options'].filter(
    (name) => name in headers,
  );
  lines.push(
    `security headers on the product's list: ${security.length ? security.join(', ') : 'none seen'}; on the bare list: ${
      'content-security-policy' in answers.bareList.headers ? 'yes' : 'none'
    }`,
  );
  const sizes = Object.fromEntries(
    Object.entries(answers).map(([key, answer]) => [key, answer.body.length]),
  );
  return { lines, pageNote, sizes };
}

async function runSet(set, settings) {
  const { rounds, seconds, warmup, connections, starts } = settings;
  const result = { set, cold: { product: [], bare: [] }, coldCpu: { product: [], bare: [] } };

  progress(`${set.label}: ${starts} cold starts of the product and of the bare server`);
  for (let i = 0; i < starts; i++) {
    for (const kind of ['product', 'bare']) {
      const server = await launch(kind, set);
      const ready = await firstOk(server, LIST);
      result.cold[kind].push(ready - server.started);
      result.coldCpu[kind].push(cpuMsOf(server.pid));
      await server.stop();
    }
  }

  progress(`${set.label}: starting the five servers`);
  const profile = settings.cpuProf
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${settings.cpuProf}`,
        `--cpu-prof-name=product-${set.key}-${process.pid}.cpuprofile`,
      ]
    : [];
  const servers = {};
  try {
    // The product first: the view ceiling sends the very headers the product's view sends.
    servers.product = await startAndWait('product', set, { nodeArgs: profile });
    servers.bare = await startAndWait('bare', set);
    const env = { BENCH_HEADERS: JSON.stringify(await viewHeaders(servers)) };
    servers.string = await startAndWait('string', set, { env });
    servers.trpc = await startAndWait('trpc', set);
    // Its own data folder (one server per folder): a copy of the set's database.
    const localesData = join(set.dir, 'locales-data');
    mkdirSync(localesData, { recursive: true });
    copyFileSync(set.dbFile, join(localesData, 'studio.sqlite'));
    servers.locales = await startAndWait('locales', set, {
      env: { LOCALES: 'en,es', DATA_DIR: localesData },
    });
    await sleep(1000);
    const memory = {};
    for (const [name, server] of Object.entries(servers)) {
      memory[name] = { started: memoryOf(server.pid).rss, rounds: [] };
    }
    // A process that has had nothing to do for a few seconds gets V8's memory reducer, which
    // gives back the young generation its start grew: idle is measured once that has run.
    progress(`${set.label}: ${IDLE_AFTER_MS / 1000} s idle`);
    await sleep(IDLE_AFTER_MS);
    for (const [name, server] of Object.entries(servers)) {
      memory[name].idle = memoryOf(server.pid).rss;
    }

    const viewPath = await firstViewPath(servers);
    const pathOf = (path) =>
      ({ view: viewPath, stringView: viewPath.replace('/api/', '/string/') })[path] ?? path;
    const checks = await checkAnswers(set, servers, viewPath);
    const targets = TARGETS.map((target) => ({
      ...target,
      url: `http://127.0.0.1:${servers[target.server].port}${pathOf(target.path)}`,
      runs: [],
    }));

    // Answers still queued when a load stopped (2 MB lists) must not eat into the next target
    // on the same server: one small request answered means they are done.
    const drained = (target) => httpGet(servers[target.server].port, viewPath, 120_000);
    if (warmup > 0) {
      progress(`${set.label}: warm-up, ${warmup} s per target`);
      for (const target of targets) {
        await load(target.url, connections, warmup, settings.acceptEncoding);
        await drained(target);
      }
    }
    for (let round = 1; round <= rounds; round++) {
      const line = [];
      for (const target of targets) {
        const run = await load(target.url, connections, seconds, settings.acceptEncoding);
        target.runs.push(run);
        line.push(`${target.key} ${fmtInt(run.rps)}`);
        await drained(target);
        await sleep(200);
      }
      for (const [name, server] of Object.entries(servers)) {
        memory[name].rounds.push(memoryOf(server.pid).rss);
      }
      progress(`${set.label}: round ${round}/${rounds} req/s: ${line.join(', ')}`);
    }
    for (const [name, server] of Object.entries(servers)) {
      const { rss, hwm } = memoryOf(server.pid);
      Object.assign(memory[name], { afterLoad: rss, hwm });
    }

    result.memory = memory;
    result.checks = checks;
    result.targets = Object.fromEntries(
      targets.map((target) => [
        target.key,
        {
          ...target,
          rps: median(target.runs.map((run) => run.rps)),
          p99: median(target.runs.map((run) => run.p99)),
          non2xx: target.runs.reduce((sum, run) => sum + run.non2xx, 0),
          errors: target.runs.reduce((sum, run) => sum + run.errors, 0),
          timeouts: target.runs.reduce((sum, run) => sum + run.timeouts, 0),
        },
      ]),
    );
    return result;
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
}

// ---------------------------------------------------------------- report

function table(heads, rows) {
  const widths = heads.map((head, i) => Math.max(head.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(heads), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
}

/** A target's ratio to another: the median over the rounds of each round's ratio. */
const ratioOf = (result, key, base) => {
  const baseRuns = result.targets[base].runs;
  return median(result.targets[key].runs.map((run, round) => run.rps / baseRuns[round].rps));
};
const hasErrors = (target) => target.non2xx + target.errors > 0;

function printSet(result, settings) {
  const { set, targets, checks } = result;
  console.log('');
  console.log(`### ${set.label} (${fmtInt(set.count)} rows in content_podcast)`);
  console.log('');
  const rows = Object.values(targets).map((target) => {
    let ratio = target.base
      ? `${fmtRatio(ratioOf(result, target.key, target.base))} ${targets[target.base].name.replace('bare handler: ', 'bare ')}`
      : '1.00× (baseline)';
    if (target.also)
      ratio += `; ${fmtRatio(ratioOf(result, target.key, target.also))} tRPC ceiling`;
    if (target.key === 'restPage' && checks.pageNote) ratio += ' (limit ignored)';
    const request = target.path === 'view' ? '/api/podcastview/:id' : target.path;
    const flags = hasErrors(target)
      ? `${fmtInt(target.non2xx)} / ${fmtInt(target.errors)}${target.timeouts ? ` (${target.timeouts} timeouts)` : ''} (!)`
      : '0 / 0';
    return [
      target.name,
      `GET ${request}`,
      fmtBytes(checks.sizes[target.key]),
      fmtInt(target.rps),
      fmtMs(target.p99),
      ratio,
      flags,
      target.runs.map((run) => fmtInt(run.rps)).join(' '),
    ];
  });
  for (const line of table(
    [
      'target',
      'request',
      'answer',
      'req/s (median)',
      'p99 (median)',
      'ratio',
      'non-2xx / errors',
      `req/s by round (${settings.rounds})`,
    ],
    rows,
  )) {
    console.log(line);
  }
  console.log('');
  for (const line of checks.lines) console.log(`- ${line}`);
}

function printSummary(results, settings) {
  console.log('');
  console.log(
    `### Cold start: launch to the first 200 of GET ${LIST} on an existing database (median of ${settings.starts})`,
  );
  console.log('');
  const coldRows = results.map(({ set, cold, coldCpu }) => [
    set.label,
    fmtMs(median(cold.product)),
    `${fmtMs(Math.min(...cold.product))} – ${fmtMs(Math.max(...cold.product))}`,
    fmtMs(median(cold.bare)),
    `${fmtMs(Math.min(...cold.bare))} – ${fmtMs(Math.max(...cold.bare))}`,
    fmtRatio(median(cold.product) / median(cold.bare)),
    `${fmtMs(median(coldCpu.product))} / ${fmtMs(median(coldCpu.bare))} (${fmtRatio(median(coldCpu.product) / median(coldCpu.bare))})`,
  ]);
  for (const line of table(
    [
      'data set',
      'product',
      'product min – max',
      'bare server (floor)',
      'bare min – max',
      'product / bare',
      'CPU used: product / bare',
    ],
    coldRows,
  )) {
    console.log(line);
  }

  console.log('');
  console.log(
    `### RSS (VmRSS): 1 s after the five servers started, idle ${IDLE_AFTER_MS / 1000} s later, after each round, after the load; VmHWM = peak`,
  );
  console.log('');
  const memoryRows = [];
  for (const { set, memory } of results) {
    for (const [name, m] of Object.entries(memory)) {
      const growth = m.rounds.length > 1 ? m.rounds[m.rounds.length - 1] - m.rounds[0] : Number.NaN;
      memoryRows.push([
        set.label,
        KINDS[name].name,
        fmtMb(m.started),
        fmtMb(m.idle),
        m.rounds.map((value) => (value === undefined ? '–' : value.toFixed(0))).join(' → '),
        fmtMb(m.afterLoad),
        fmtMb(m.hwm),
        Number.isNaN(growth) ? '– (1 round)' : `${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB`,
      ]);
    }
  }
  for (const line of table(
    [
      'data set',
      'process',
      'started',
      'idle',
      'after each round (MB)',
      'after the load',
      'VmHWM',
      'growth round 1 → last',
    ],
    memoryRows,
  )) {
    console.log(line);
  }

  // ---- the issue's targets
  const bySet = (key) => results.find((result) => result.set.key === key);
  const demo = bySet('demo');
  const two = bySet('2000');
  const verdict = (met) => (met ? 'met' : 'NOT met');
  const notRun = (label) => `not measured (the ${label} data set was not run)`;
  const lines = [];

  if (demo) {
    const rest = demo.targets.restList;
    const bare = demo.targets.bareList;
    const ratio = ratioOf(demo, 'restList', 'bareList');
    lines.push(
      `REST list >= 1.5× bare, p99 <= bare's (12 demo): ${verdict(ratio >= 1.5 && rest.p99 <= bare.p99)} ` +
        `(${fmtRatio(ratio)}; p99 ${fmtMs(rest.p99)} vs ${fmtMs(bare.p99)})`,
    );
    const view = ratioOf(demo, 'restView', 'bareView');
    lines.push(
      `view/:id >= 1.5× bare view (12 demo): ${verdict(view >= 1.5)} (${fmtRatio(view)}; p99 ` +
        `${fmtMs(demo.targets.restView.p99)} vs ${fmtMs(demo.targets.bareView.p99)})`,
    );
    lines.push(
      `  (the least a Fastify route sending the product's headers does: ` +
        `${fmtRatio(ratioOf(demo, 'stringView', 'bareView'))} bare view)`,
    );
    const trpc = ratioOf(demo, 'trpcList', 'trpcCeiling');
    lines.push(
      `tRPC list >= 0.9× tRPC ceiling (12 demo): ${verdict(trpc >= 0.9)} (${fmtRatio(trpc)})`,
    );
  } else {
    lines.push(`REST list, view/:id and tRPC list ratios (12 demo): ${notRun('demo')}`);
  }
  if (two) {
    const list = ratioOf(two, 'restList', 'bareList');
    lines.push(
      `2,000 records: full list >= 0.8× bare: ${verdict(list >= 0.8)} (${fmtRatio(list)})`,
    );
    const page = ratioOf(two, 'restPage', 'barePage');
    lines.push(
      `2,000 records: page of 20 >= 0.9× bare page of 20: ${verdict(!two.checks.pageNote && page >= 0.9)} ` +
        `(${fmtRatio(page)}${two.checks.pageNote ? `; ${two.checks.pageNote}` : ''})`,
    );
  } else {
    lines.push(`2,000 records: full list and page of 20: ${notRun('2000')}`);
  }
  if (demo) {
    const cold = median(demo.cold.product);
    const bare = median(demo.cold.bare);
    lines.push(
      `cold start <= 400 ms (12 demo, median of ${settings.starts}): ${verdict(cold <= 400)} (${fmtMs(cold)}; bare floor ${fmtMs(bare)})`,
    );
    const cpu = median(demo.coldCpu.product) / median(demo.coldCpu.bare);
    lines.push(
      `cold start <= 1.2× the bare server's (12 demo, median of ${settings.starts}): ` +
        `${verdict(cold <= 1.2 * bare)} (${fmtRatio(cold / bare)}; CPU used ${fmtRatio(cpu)})`,
    );
    const { started, idle, afterLoad, hwm } = demo.memory.product;
    lines.push(
      `idle RSS <= 90 MB (12 demo): ${verdict(idle <= 90)} (${fmtMb(idle)}; ${fmtMb(started)} 1 s after the start)`,
    );
    const loadSeconds = 4 * settings.rounds * settings.seconds;
    lines.push(
      `RSS after load <= 150 MB (12 demo, after ${loadSeconds} s of load on the product): ` +
        `${verdict(afterLoad <= 150)} (${fmtMb(afterLoad)}; VmHWM ${fmtMb(hwm)})`,
    );
  } else {
    lines.push(`cold start, idle RSS, RSS after load (12 demo): ${notRun('demo')}`);
  }
  for (const result of results) {
    const spanish = ratioOf(result, 'spanishList', 'localesList');
    lines.push(
      `${result.set.label}: REST list ?locale=es within 10% of the default-locale list (LOCALES=en,es): ` +
        `${verdict(spanish >= 0.9)} (${fmtRatio(spanish)})`,
    );
  }
  for (const result of results.filter((r) => r !== demo)) {
    const m = result.memory.product;
    lines.push(
      `(info) ${result.set.label}: REST list ${fmtRatio(ratioOf(result, 'restList', 'bareList'))} bare, ` +
        `view ${fmtRatio(ratioOf(result, 'restView', 'bareView'))}, tRPC list ` +
        `${fmtRatio(ratioOf(result, 'trpcList', 'trpcCeiling'))} tRPC ceiling; cold start ` +
        `${fmtMs(median(result.cold.product))}; RSS idle ${fmtMb(m.idle)}, after load ${fmtMb(m.afterLoad)}`,
    );
  }
  const flagged = results.flatMap((result) =>
    Object.values(result.targets)
      .filter(hasErrors)
      .map(
        (t) =>
          `${result.set.label} / ${t.name} (${fmtInt(t.non2xx)} non-2xx, ${fmtInt(t.errors)} errors)`,
      ),
  );
  lines.push(
    `targets with non-2xx answers or errors: ${flagged.length ? flagged.join('; ') : 'none'}`,
  );

  console.log('');
  console.log("### The issue's targets");
  console.log('');
  for (const line of lines) console.log(`- ${line}`);
  if (settings.rounds < 3) {
    console.log(`- (note) ${settings.rounds} round(s) only: medians of so few runs are noisy`);
  }
}

// ---------------------------------------------------------------- main

function buildNote(built) {
  const roots = [join(ROOT, 'apps/server/src')];
  for (const name of readdirSync(join(ROOT, 'packages'))) {
    if (existsSync(join(ROOT, 'packages', name, 'src')))
      roots.push(join(ROOT, 'packages', name, 'src'));
  }
  const newer = roots.flatMap((root) =>
    readdirSync(root, { recursive: true })
      .filter((file) => {
        const stat = statSync(join(root, file));
        return stat.isFile() && stat.mtimeMs > built && !/\.test\.ts$|test-support/.test(file);
      })
      .map((file) => join(root, file).slice(ROOT.length + 1)),
  );
  const revision = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const commit = revision.status === 0 ? `, checkout at ${revision.stdout.trim()}` : '';
  const note = `a copy of apps/server/dist taken at the start, main.js built ${new Date(built).toISOString()}${commit}`;
  return newer.length
    ? `${note}; WARNING: ${newer.length} source file(s) are newer than the build (e.g. ${newer
        .slice(0, 3)
        .join(', ')}): rebuild with \`pnpm --filter @studio/server build\` to measure them`
    : note;
}

async function main() {
  if (!existsSync(MAIN)) {
    console.error(
      `bench: ${MAIN} is missing; build the server first: pnpm --filter @studio/server build`,
    );
    process.exitCode = 1;
    return;
  }
  const settings = readSettings();
  if (settings.cpuProf) mkdirSync(settings.cpuProf, { recursive: true });
  const { default: Database } = await importFromServer('better-sqlite3');
  const root = mkdtempSync(join(tmpdir(), 'studio-bench-'));
  tempDirs.add(root);
  const build = await snapshotBuild(root);
  KINDS.product.script = build.main;

  console.log(`## pnpm bench — ${new Date().toISOString()}`);
  console.log('');
  console.log(machineLine());
  console.log(`- pinning: ${pinning}`);
  console.log(
    `- load: autocannon, ${settings.connections} connections, ${settings.rounds} round(s) of ${settings.seconds} s ` +
      `per target, every target once per round in turn (A B C … A B C …), ${settings.warmup} s warm-up ` +
      'per target before the first round; req/s and p99 are medians over the rounds; a ratio ' +
      "is the median of each round's ratio (each target runs right after its baseline)" +
      (QUICK ? ' (BENCH_QUICK)' : '') +
      (settings.acceptEncoding
        ? `; every request sends Accept-Encoding: ${settings.acceptEncoding}`
        : '; no Accept-Encoding sent (identity answers)'),
  );
  console.log(
    `- data sets: ${settings.sets.map((set) => set.label).join(', ')} (counted sets: rows inserted ` +
      'into content_podcast of a database the product created and migrated)',
  );
  console.log(
    `- cold start: launch (spawn) to the first 200 of GET ${LIST}, existing database, median of ${settings.starts} launches`,
  );
  console.log(
    `- under test: ${buildNote(build.builtMs)}, launched as \`pnpm start\` does (${START.script})`,
  );
  if (settings.cpuProf) {
    console.log(`- CPU profiles of the product under load: ${settings.cpuProf}`);
  }

  // The demo database comes first: its podcasts are the templates of the counted sets.
  progress('preparing the data sets (the product creates and migrates each database)');
  const demoSet = settings.sets.find((set) => set.demo) ?? {
    key: 'templates',
    demo: true,
    label: 'templates',
  };
  const templates = await prepare(demoSet, root, Database);
  for (const set of settings.sets.filter((s) => !s.demo)) {
    await prepare(set, root, Database, templates);
  }

  const results = [];
  for (const set of settings.sets) {
    const result = await runSet(set, settings);
    results.push(result);
    printSet(result, settings);
  }
  printSummary(results, settings);
  const rebuilt = existsSync(MAIN) ? statSync(MAIN).mtimeMs !== build.builtMs : true;
  if (rebuilt) {
    console.log(
      '- (info) apps/server/dist changed during the run; this run measured the copy taken at the start',
    );
  }
  console.log(
    `- (info) load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError) console.error(`bench: ${error.message}`);
  else console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
