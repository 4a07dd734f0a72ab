// Benchmark of sign-in under attack, against the built server (apps/server/dist/main.js):
//   baseline  the admin signs in a few times, one after the other, with nobody else around;
//   (a)       50 concurrent attackers post random logins from 127.0.0.1 while the admin signs in
//             from 127.0.0.2 every 0.5 s;
//   (b)       50 attackers spread over 127.0.0.10 … 127.0.0.59 (one keep-alive connection each),
//             the admin again from 127.0.0.2.
// Each attack runs on its own fresh server (fresh data folder); baseline runs on (a)'s server
// before its attack. The server is pinned to core 0 and this load generator to core 1 when
// `taskset` exists. Prints one markdown table side by side, then a line per expectation, and
// exits 0 either way: a benchmark, not a test. Needs `pnpm --filter @studio/server build`.
// BENCH_SECONDS (default 15) sets the length of each attack.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cleanUp, cleanUpOnExit, pinLoadGenerator, tempDirs } from './bench/process-care.mjs';
import { MAIN, ROOT } from './bench/server-deps.mjs';
import { serverEnv, sleep, spawnServer } from './bench/server-process.mjs';
import { logTail } from './bench/settings.mjs';

/** An optional override from the environment (this script is no turbo task). */
const setting = (name, fallback) => process.env[name] ?? fallback;
const SECONDS = Number(setting('BENCH_SECONDS', '15'));
const CONNECTIONS = 50;
const ADMIN_EVERY_MS = 500;
const BASELINE_LOGINS = 5;
const REQUEST_TIMEOUT_MS = 10_000;
const ADMIN_ADDRESS = '127.0.0.2';
const SPREAD_ADDRESSES = Array.from({ length: CONNECTIONS }, (_, i) => `127.0.0.${10 + i}`);
/** The server's settings, given explicitly so the table says what ran (defaults otherwise). */
const LIMITS = {
  RATE_LIMIT_LOGIN: setting('RATE_LIMIT_LOGIN', '5/300'),
  RATE_LIMIT_LOGIN_IP: setting('RATE_LIMIT_LOGIN_IP', '20/300'),
  HASH_CONCURRENCY: setting('HASH_CONCURRENCY', '2'),
  HASH_QUEUE: setting('HASH_QUEUE', '4'),
};
const ADMIN = { email: 'admin@example.com', password: `Bench-${randomBytes(12).toString('hex')}` };

// ---------------------------------------------------------------- clean-up, whatever happens

cleanUpOnExit('bench-login');

// ---------------------------------------------------------------- core pinning

const { pinned, pinning } = pinLoadGenerator('bench-login');

// ---------------------------------------------------------------- HTTP

/** One POST with a JSON body; never rejects: a network error or timeout is status 'error'. */
function post(port, agent, path, body) {
  return new Promise((done) => {
    const data = JSON.stringify(body);
    const start = performance.now();
    const finish = (answer) => done({ ...answer, ms: performance.now() - start });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', (error) => finish({ status: 'error', error: error.message }));
        response.on('end', () =>
          finish({
            status: response.statusCode,
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => finish({ status: 'error', error: error.message }));
    request.end(data);
  });
}

const agentFrom = (localAddress, maxSockets) =>
  new http.Agent({ keepAlive: true, localAddress, maxSockets });

const randomLogin = () => ({
  email: `${randomBytes(6).toString('hex')}@example.com`,
  password: randomBytes(9).toString('base64url'),
});

/** Answers by status, latencies, and refusals (429/503) that came without Retry-After. */
function tally() {
  return {
    byStatus: new Map(),
    latencies: [],
    /** Every answer in order, as "ms" or "ms:status" when not 200 (for the admin's timeline). */
    timeline: [],
    refusals: 0,
    withoutRetryAfter: 0,
    add(answer) {
      this.byStatus.set(answer.status, (this.byStatus.get(answer.status) ?? 0) + 1);
      this.latencies.push(answer.ms);
      const rounded = Math.round(answer.ms);
      this.timeline.push(answer.status === 200 ? `${rounded}` : `${rounded}:${answer.status}`);
      if (answer.status === 429 || answer.status === 503) {
        this.refusals++;
        if (!answer.retryAfter) this.withoutRetryAfter++;
      }
    },
    count(status) {
      return this.byStatus.get(status) ?? 0;
    },
    get total() {
      return this.latencies.length;
    },
  };
}

/** Nearest-rank percentile. */
function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

// ---------------------------------------------------------------- the server

async function startServer(label) {
  const root = mkdtempSync(join(tmpdir(), 'studio-bench-login-'));
  tempDirs.add(root);
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  // The log goes to a file: at LOG_LEVEL=warn every refused sign-in is one line.
  const { port, child, exited, stop } = await spawnServer({
    argv: [MAIN],
    cwd: ROOT,
    logFile,
    pinned,
    env: {
      ...serverEnv(),
      ...LIMITS,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });

  const up = (async () => {
    for (let attempt = 0; attempt < 150; attempt++) {
      try {
        await fetch(`http://127.0.0.1:${port}/api/podcastdisplay`);
        return true;
      } catch {}
      await sleep(100);
    }
    return false;
  })();
  const outcome = await Promise.race([up, exited]);
  if (outcome !== true) {
    const why =
      outcome === false
        ? 'not answering after 15 s'
        : outcome.error
          ? outcome.error.message
          : `exited with ${outcome.signal ?? `code ${outcome.code}`}`;
    child.kill('SIGKILL');
    throw new Error(
      `the server for ${label} did not start (${why}). Its output:\n${logTail(logFile)}`,
    );
  }

  return {
    port,
    pid: child.pid,
    logFile,
    async stop() {
      await stop();
      rmSync(root, { recursive: true, force: true });
      tempDirs.delete(root);
    },
  };
}

/** VmRSS sampled every 200 ms; `take` returns the peak since the last take (MB) and restarts. */
function rssSampler(pid) {
  let peakKb = 0;
  const field = (name) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const sample = () => {
    peakKb = Math.max(peakKb, field('VmRSS'));
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    take() {
      sample();
      const peak = peakKb / 1024;
      peakKb = 0;
      return { peakMb: peak, hwmMb: field('VmHWM') / 1024 };
    },
    stop: () => clearInterval(timer),
  };
}

function logSize(file) {
  try {
    const text = readFileSync(file, 'utf8');
    return {
      lines: text.split('\n').filter(Boolean).length,
      mb: Buffer.byteLength(text) / 2 ** 20,
    };
  } catch {
    return { lines: 0, mb: 0 };
  }
}

// ---------------------------------------------------------------- scenarios

async function registerAdmin(server, agent) {
  const answer = await post(server.port, agent, '/api/register', ADMIN);
  if (answer.status !== 201) {
    throw new Error(
      `registering the admin answered ${answer.status} ${answer.body ?? answer.error ?? ''}`,
    );
  }
}

async function baseline(server, agent, rss) {
  const admin = tally();
  for (let i = 0; i < BASELINE_LOGINS; i++) {
    admin.add(await post(server.port, agent, '/api/login', ADMIN));
  }
  return { admin, rss: rss.take(), log: logSize(server.logFile) };
}

/** `attackerAgents[i]` is worker i's agent; the admin signs in every 0.5 s meanwhile. */
async function attack(server, attackerAgents, adminAgent, rss) {
  const attackers = tally();
  const admin = tally();
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  const workers = attackerAgents.map(async (agent) => {
    while (performance.now() < deadline) {
      attackers.add(await post(server.port, agent, '/api/login', randomLogin()));
    }
  });
  const adminLoop = (async () => {
    while (performance.now() < deadline) {
      const began = performance.now();
      admin.add(await post(server.port, adminAgent, '/api/login', ADMIN));
      await sleep(Math.max(0, began + ADMIN_EVERY_MS - performance.now()));
    }
  })();
  await Promise.all([...workers, adminLoop]);
  const seconds = (performance.now() - start) / 1000;
  return { attackers, admin, seconds, rss: rss.take(), log: logSize(server.logFile) };
}

async function scenario(label, makeAttackerAgents, withBaseline) {
  const server = await startServer(label);
  const rss = rssSampler(server.pid);
  const adminAgent = agentFrom(ADMIN_ADDRESS, 1);
  const attackerAgents = makeAttackerAgents();
  try {
    await registerAdmin(server, adminAgent);
    rss.take();
    const before = withBaseline ? await baseline(server, adminAgent, rss) : undefined;
    const during = await attack(server, attackerAgents, adminAgent, rss);
    return { before, during };
  } finally {
    rss.stop();
    for (const agent of new Set([adminAgent, ...attackerAgents])) agent.destroy();
    await server.stop();
  }
}

// ---------------------------------------------------------------- report

const ms = (value) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
const mb = (value) => `${value.toFixed(0)} MB`;
const STATUSES = [200, 401, 429, 503];

function otherStatuses(t) {
  const rest = [...t.byStatus].filter(([status]) => !STATUSES.includes(status));
  return rest.length ? rest.map(([status, n]) => `${status}: ${n}`).join(', ') : '0';
}

function adminRows(column, admin) {
  column.adminOk = `${admin.count(200)} / ${admin.total}`;
  column.adminOther = admin.total === admin.count(200) ? '–' : describe(admin);
  column.adminP50 = ms(percentile(admin.latencies, 50));
  column.adminP95 = ms(percentile(admin.latencies, 95));
  column.adminMax = ms(Math.max(...admin.latencies));
}

function describe(t) {
  return [...t.byStatus].map(([status, n]) => `${status}: ${n}`).join(', ');
}

function attackColumn(run, source) {
  const { attackers, admin, seconds, rss, log } = run;
  const column = {
    source,
    duration: `${seconds.toFixed(1)} s`,
    requests: `${attackers.total} (${Math.round(attackers.total / seconds)}/s)`,
    s200: String(attackers.count(200)),
    s401: String(attackers.count(401)),
    s429: String(attackers.count(429)),
    s503: String(attackers.count(503)),
    sOther: otherStatuses(attackers),
    attackP50: ms(percentile(attackers.latencies, 50)),
    attackP95: ms(percentile(attackers.latencies, 95)),
    missing: `${attackers.withoutRetryAfter + admin.withoutRetryAfter} of ${attackers.refusals + admin.refusals}`,
    rss: mb(rss.peakMb),
    hwm: mb(rss.hwmMb),
    log: `${log.lines} lines, ${log.mb.toFixed(1)} MB`,
  };
  adminRows(column, admin);
  return column;
}

const ROWS = [
  ['source', 'attackers: source address(es)'],
  ['duration', 'attack duration'],
  ['requests', 'attacker requests (rate)'],
  ['s200', 'attackers: 200'],
  ['s401', 'attackers: 401'],
  ['s429', 'attackers: 429'],
  ['s503', 'attackers: 503'],
  ['sOther', 'attackers: other / network errors'],
  ['attackP50', 'attackers: latency p50'],
  ['attackP95', 'attackers: latency p95'],
  ['missing', '429/503 without Retry-After'],
  ['adminOk', `admin logins OK (from ${ADMIN_ADDRESS})`],
  ['adminOther', 'admin: answers by status (if not all 200)'],
  ['adminP50', 'admin login latency p50 (all answers)'],
  ['adminP95', 'admin login latency p95 (all answers)'],
  ['adminMax', 'admin login latency max (all answers)'],
  ['rss', 'server RSS peak (VmRSS every 200 ms)'],
  ['hwm', 'server VmHWM (peak since start)'],
  ['log', 'server log written (LOG_LEVEL=warn)'],
];

function printTable(columns) {
  const heads = ['', 'baseline (no attack)', '(a) 50 conns, 1 IP', '(b) 50 conns, 50 IPs'];
  const body = ROWS.map(([key, name]) => [name, ...columns.map((c) => c[key] ?? '–')]);
  const widths = heads.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(heads));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of body) console.log(line(row));
}

// ---------------------------------------------------------------- main

function staleBuildWarning() {
  const built = statSync(MAIN).mtimeMs;
  const src = join(ROOT, 'apps/server/src');
  const newer = readdirSync(src, { recursive: true }).filter((file) => {
    const stat = statSync(join(src, file));
    return stat.isFile() && stat.mtimeMs > built && !/\.test\.ts$|test-support/.test(file);
  });
  if (newer.length) {
    console.warn(
      `bench-login: ${newer.length} file(s) in apps/server/src are newer than dist/main.js ` +
        `(e.g. ${newer[0]}); rebuild with \`pnpm --filter @studio/server build\` to measure them`,
    );
  }
}

async function main() {
  if (!existsSync(MAIN)) {
    console.error(
      `bench-login: ${MAIN} is missing; build it first: pnpm --filter @studio/server build`,
    );
    process.exitCode = 1;
    return;
  }
  staleBuildWarning();
  const started = new Date();
  console.log(
    `bench-login: ${SECONDS} s per attack, ${CONNECTIONS} connections; ` +
      (pinned ? 'server on core 0, load on core 1' : 'not pinned'),
  );

  const a = await scenario(
    '(a)',
    () => Array(CONNECTIONS).fill(agentFrom('127.0.0.1', CONNECTIONS)),
    true,
  );
  const b = await scenario(
    '(b)',
    () => SPREAD_ADDRESSES.map((address) => agentFrom(address, 1)),
    false,
  );

  const base = {};
  adminRows(base, a.before.admin);
  base.rss = mb(a.before.rss.peakMb);
  base.hwm = mb(a.before.rss.hwmMb);
  base.log = `${a.before.log.lines} lines, ${a.before.log.mb.toFixed(1)} MB`;
  base.missing = `${a.before.admin.withoutRetryAfter} of ${a.before.admin.refusals}`;
  const colA = attackColumn(a.during, `127.0.0.1 (${CONNECTIONS} keep-alive conns)`);
  const colB = attackColumn(b.during, '127.0.0.10–59 (1 keep-alive conn each)');

  console.log('');
  console.log(
    `Settings: ${CONNECTIONS} attacker connections, ${SECONDS} s per attack, admin every ` +
      `${ADMIN_EVERY_MS} ms from ${ADMIN_ADDRESS}, baseline ${BASELINE_LOGINS} sequential logins; ` +
      `RATE_LIMIT_LOGIN=${LIMITS.RATE_LIMIT_LOGIN}, RATE_LIMIT_LOGIN_IP=${LIMITS.RATE_LIMIT_LOGIN_IP}, ` +
      `HASH_CONCURRENCY=${LIMITS.HASH_CONCURRENCY}, HASH_QUEUE=${LIMITS.HASH_QUEUE}; ` +
      `node ${process.version}; ${started.toISOString()}; ` +
      `taskset: ${pinning}`,
  );
  console.log('');
  printTable([base, colA, colB]);
  console.log('');
  console.log('Admin logins in order, ms (":status" when not 200):');
  console.log(`- baseline: ${a.before.admin.timeline.join(' ')}`);
  console.log(`- (a): ${a.during.admin.timeline.join(' ')}`);
  console.log(`- (b): ${b.during.admin.timeline.join(' ')}`);
  console.log('');

  const verdict = (met) => (met ? 'met' : 'NOT met');
  const adminA = a.during.admin;
  const maxA = Math.max(...adminA.latencies);
  const allOkA = adminA.total > 0 && adminA.count(200) === adminA.total;
  console.log(
    `- (a) the admin's login answers in < 1 s (every login 200, max < 1000 ms): ` +
      `${verdict(allOkA && maxA < 1000)} (max ${ms(maxA)}, ${adminA.count(200)}/${adminA.total} OK)`,
  );
  const peakB = Math.max(b.during.rss.peakMb, b.during.rss.hwmMb);
  console.log(
    `- (b) server RSS stays < 250 MB: ${verdict(peakB < 250)} (sampled peak ${mb(b.during.rss.peakMb)}, VmHWM ${mb(b.during.rss.hwmMb)})`,
  );
  const refusalsB = b.during.attackers.refusals + b.during.admin.refusals;
  const missingB = b.during.attackers.withoutRetryAfter + b.during.admin.withoutRetryAfter;
  console.log(
    `- (b) every 429/503 carries Retry-After: ` +
      (refusalsB === 0
        ? 'not exercised (no 429/503 seen)'
        : `${verdict(missingB === 0)} (${missingB} of ${refusalsB} without)`),
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench-login: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
