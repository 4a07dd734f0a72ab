// `pnpm bench:media` (issue 13): what one upload to the media library (POST /api/media) costs the
// built server (apps/server/dist/main.js), in time and memory, for
//   (a) a 24-megapixel JPEG (6000×4000 with noise, so it is realistically large), which sharp
//       turns into AVIF/WebP/JPEG variants, and
//   (b) a ~50 MB MP4 (1080p, 60 s H.264), which ffprobe reads and ffmpeg takes a poster from.
// Both files are made with ffmpeg at the start. Every run is a fresh server process on a fresh
// data folder (the same bytes uploaded again answer 200 without work): it starts, the first
// account registers (and so is admin), then the file is streamed as multipart/form-data from
// disk and timed from the request's start to the end of the 201 answer. Memory is read from
// /proc/<pid>/status of the server: VmRSS before the upload, and its peak during the ingest,
// VmHWM (reset just before the upload with /proc/<pid>/clear_refs when the kernel allows it,
// else the process's lifetime peak), checked against VmRSS sampled every 20 ms. The ffmpeg and
// ffprobe processes the server starts are sampled too (their RSS is not the server's). The
// server runs on core 0 and this process on core 1 when `taskset` exists. Prints its settings,
// a markdown table and the issue's target (peak RSS under 300 MB) as met / not met, and exits 0
// either way: a benchmark, not a test. Needs `pnpm --filter @studio/server build`.
//
// Settings (environment):
//   BENCH_MEDIA_RUNS (3)       runs per file (each a fresh server and data folder)
//   BENCH_MEDIA_VIDEO_MB (50)  the size the generated MP4 aims at, in MB
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cleanUp, cleanUpOnExit, pinLoadGenerator, tempDirs } from './bench/process-care.mjs';
import { snapshotBuild } from './bench/server-build.mjs';
import { MAIN, ROOT } from './bench/server-deps.mjs';
import { serverEnv, sleep, spawnServer } from './bench/server-process.mjs';
import { fromEnv, logTail, machineLine, numberSetting, UsageError } from './bench/settings.mjs';
import { startCommand } from './bench/start-command.mjs';

const READY = '/api/podcastdisplay';
const TARGET_MB = 300;
const SAMPLE_MS = 20;
const ACCOUNT = { email: 'bench@example.com', password: 'correct horse battery' };

// ---------------------------------------------------------------- settings

// ---------------------------------------------------------------- clean-up, core pinning

cleanUpOnExit('bench-media');
const { pinned, pinning } = pinLoadGenerator('bench-media');

// ---------------------------------------------------------------- small helpers

const progress = (line) => console.error(`bench-media: ${line}`);
const fmtMb = (value) =>
  value === undefined || Number.isNaN(value) ? '–' : `${value.toFixed(0)} MB`;
const fmtS = (ms) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
const fmtSize = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function median(values) {
  const sorted = values.filter((v) => v !== undefined && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Fields of /proc/<pid>/status in MB (undefined once the process is gone). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    // A zombie (exited, not yet reaped) has no Vm* lines: undefined, as for a process gone.
    const field = (name) => {
      const kb = new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1];
      return kb === undefined ? undefined : Number(kb) / 1024;
    };
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return { rss: undefined, hwm: undefined };
  }
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0); answers whether the kernel allowed it. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The pids of a process's descendants (ffmpeg, ffprobe), from /proc/<pid>/task/<tid>/children. */
function descendantsOf(pid) {
  const found = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.pop();
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {}
    for (const tid of tasks) {
      try {
        const text = readFileSync(`/proc/${parent}/task/${tid}/children`, 'utf8').trim();
        for (const child of text ? text.split(/\s+/).map(Number) : []) {
          found.push(child);
          queue.push(child);
        }
      } catch {}
    }
  }
  return found;
}

/** One request on a fresh connection; `body` is a string, a Buffer or a function writing it. */
function request(port, { method = 'GET', path, headers = {}, body, timeoutMs = 30_000 }) {
  return new Promise((done, fail) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () =>
          done({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${method} ${path}: no answer in ${timeoutMs} ms`)),
    );
    req.on('error', fail);
    if (typeof body === 'function') body(req);
    else req.end(body);
  });
}

// ---------------------------------------------------------------- the files

function ffmpeg(args, what) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-v', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`ffmpeg could not make ${what}: ${result.error?.message ?? result.stderr}`);
  }
}

/** The two files, made with ffmpeg in `dir`. */
function makeFiles(dir, videoMb) {
  const image = join(dir, 'big.jpg');
  progress('making a 6000×4000 JPEG with ffmpeg');
  ffmpeg(
    [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=6000x4000:rate=1'],
      ...['-frames:v', '1', '-vf', 'noise=alls=20:allf=t', '-q:v', '3', image],
    ],
    'the JPEG',
  );
  const video = join(dir, 'clip.mp4');
  const seconds = 60;
  // Constant bit rate (an ultrafast encode overshoots a little: 0.98) to land near videoMb.
  const kbps = Math.round(((videoMb * 1024 * 1024 * 8) / seconds / 1000) * 0.98);
  progress(`making a ${seconds} s 1080p MP4 near ${videoMb} MB with ffmpeg`);
  ffmpeg(
    [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', `${kbps}k`],
      ...['-maxrate', `${kbps}k`, '-bufsize', `${kbps * 2}k`, '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', video],
    ],
    'the MP4',
  );
  return [
    {
      label: 'JPEG 6000×4000 (24 MP)',
      path: image,
      name: 'big.jpg',
      type: 'image/jpeg',
      bytes: statSync(image).size,
    },
    {
      label: `MP4 1920×1080, ${seconds} s H.264`,
      path: video,
      name: 'clip.mp4',
      type: 'video/mp4',
      bytes: statSync(video).size,
    },
  ];
}

// ---------------------------------------------------------------- the build under test

// ---------------------------------------------------------------- the server

/** The server runs as `pnpm start` runs it (its environment and Node flags). */
const START = startCommand();
/** glibc's arena count (`pnpm start` sets it): fewer arenas keep what sharp frees for reuse. */
const arenas = fromEnv('MALLOC_ARENA_MAX') ?? START.env.MALLOC_ARENA_MAX ?? 'glibc default';

/** This shell's environment without what would change the server's behaviour or its place. */
const shellEnv = serverEnv([
  'S3_BUCKET',
  'S3_ENDPOINT',
  'MEDIA_IMAGE_MAX_BYTES',
  'MEDIA_VIDEO_MAX_BYTES',
]);

/** A fresh server on a fresh data folder under `dir`, pinned to core 0 when possible. */
async function startServer(main, dir) {
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dir, 'server.log');
  const { port, child, exited, stop } = await spawnServer({
    argv: [...START.nodeArgs, main],
    cwd: ROOT,
    logFile,
    pinned,
    // The start script's environment, unless this shell sets the same (MALLOC_ARENA_MAX).
    env: {
      ...START.env,
      ...shellEnv,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      REGISTRATION: 'open',
      LOG_LEVEL: fromEnv('BENCH_LOG_LEVEL') ?? 'warn',
      // The copy's own repository root is a temporary folder: the built SPA stays here.
      WEB_DIST: join(ROOT, 'apps/web/dist'),
    },
  });
  let exit;
  exited.then((outcome) => {
    exit = outcome;
  });
  const server = {
    port,
    pid: child.pid,
    logFile,
    exitNote: () =>
      exit &&
      (exit.error ? exit.error.message : `exited with ${exit.signal ?? `code ${exit.code}`}`),
    stop,
  };
  const deadline = performance.now() + 30_000;
  let last = 'no answer';
  while (!exit && performance.now() < deadline) {
    try {
      const answer = await request(port, { path: READY, timeoutMs: 5_000 });
      if (answer.status === 200) return server;
      last = `answered ${answer.status}`;
    } catch (error) {
      last = error.code ?? error.message;
    }
    await sleep(20);
  }
  await sleep(50);
  const why = server.exitNote() ?? `no 200 from GET ${READY} in 30 s: ${last}`;
  await server.stop();
  throw new Error(`the server did not start (${why}). Its output:\n${logTail(logFile)}`);
}

/** Registers the first account (the admin); its bearer token. */
async function register(server) {
  const body = JSON.stringify(ACCOUNT);
  const answer = await request(server.port, {
    method: 'POST',
    path: '/api/register',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    body,
  });
  const token = answer.status < 300 ? JSON.parse(answer.body).token : undefined;
  if (!token) {
    throw new Error(`POST /api/register answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
  return token;
}

/**
 * Streams `file` from disk as multipart/form-data (an `alt` field, then the `file` part) with
 * an exact Content-Length; the answer and the milliseconds from the request's start to its end.
 */
async function upload(server, token, file) {
  const boundary = `----bench-media-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nbench-media upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  const answer = await request(server.port, {
    method: 'POST',
    path: '/api/media',
    timeoutMs: 600_000,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + file.bytes + tail.length,
    },
    body: (req) => {
      req.write(head);
      const stream = createReadStream(file.path, { highWaterMark: 256 * 1024 });
      stream.on('error', (error) => req.destroy(error));
      stream.on('end', () => req.end(tail));
      stream.pipe(req, { end: false });
    },
  });
  return { ...answer, ms: performance.now() - started };
}

/** One measured run: a fresh server and data folder, one upload of `file`. */
async function measure(main, root, file, index) {
  const dir = mkdtempSync(join(root, `run-${index}-`));
  const server = await startServer(main, dir);
  try {
    const token = await register(server);
    await sleep(200); // let start-up garbage settle before "before" is read
    const before = memoryOf(server.pid);
    const reset = resetPeak(server.pid);
    let sampledMax = before.rss ?? 0;
    let childMax = 0;
    const sampler = setInterval(() => {
      const { rss } = memoryOf(server.pid);
      if (rss !== undefined) sampledMax = Math.max(sampledMax, rss);
      let sum = 0;
      for (const pid of descendantsOf(server.pid)) sum += memoryOf(pid).rss ?? 0;
      childMax = Math.max(childMax, sum);
    }, SAMPLE_MS);
    let answer;
    try {
      answer = await upload(server, token, file);
    } finally {
      clearInterval(sampler);
    }
    const after = memoryOf(server.pid);
    if (after.rss !== undefined) sampledMax = Math.max(sampledMax, after.rss);
    if (answer.status !== 201) {
      const why = server.exitNote() ? ` (the server ${server.exitNote()})` : '';
      throw new Error(
        `POST /api/media of ${file.name} answered ${answer.status}${why}: ${answer.body.slice(0, 500)}` +
          `\nThe server's output:\n${logTail(server.logFile)}`,
      );
    }
    return {
      ms: answer.ms,
      before: before.rss,
      startupPeak: before.hwm,
      peak: after.hwm,
      peakIsIngest: reset,
      sampledMax,
      childMax,
      item: JSON.parse(answer.body),
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function describeItem(item) {
  const variants = Array.isArray(item.variants)
    ? item.variants
    : Object.values(item.variants ?? {});
  const formats = [
    ...new Set(variants.map((v) => v?.format ?? v?.type ?? v?.mime).filter(Boolean)),
  ];
  const parts = [
    `kind ${item.kind}`,
    `${item.width}×${item.height}`,
    item.duration !== undefined && item.duration !== null
      ? `duration ${Number(item.duration).toFixed(2)} s`
      : undefined,
    `${variants.length} variant(s)${formats.length ? ` (${formats.join(', ')})` : ''}`,
    item.poster ? 'a poster' : item.kind === 'video' ? 'no poster' : undefined,
    `stored ${item.bytes} bytes`,
  ];
  return parts.filter(Boolean).join(', ');
}

// ---------------------------------------------------------------- main

async function main() {
  if (!existsSync(MAIN)) {
    console.error(
      `bench-media: ${MAIN} is missing; build the server first: pnpm --filter @studio/server build`,
    );
    process.exitCode = 1;
    return;
  }
  const runs = Math.round(numberSetting('BENCH_MEDIA_RUNS', 3));
  const videoMb = numberSetting('BENCH_MEDIA_VIDEO_MB', 50);
  const root = mkdtempSync(join(tmpdir(), 'studio-bench-media-'));
  tempDirs.add(root);
  const build = await snapshotBuild(root);
  const files = makeFiles(root, videoMb);
  // Whether VmHWM can be reset here: tried on this process itself.
  const canReset = resetPeak(process.pid);

  console.log(`## pnpm bench:media — ${new Date().toISOString()}`);
  console.log('');
  console.log(machineLine());
  console.log(`- pinning: ${pinning} (ffmpeg/ffprobe started by the server inherit core 0)`);
  console.log(
    `- under test: a copy of apps/server/dist/main.js built ${new Date(build.builtMs).toISOString()}, launched as \`pnpm start\` does (${START.script})`,
  );
  console.log(
    `- runs: ${runs} per file (BENCH_MEDIA_RUNS), each on a fresh server process and data folder ` +
      `(SEED_DEMO=false, REGISTRATION=open, LOG_LEVEL=warn, MALLOC_ARENA_MAX=${arenas}, local storage), after GET ` +
      `${READY} answers 200 and the first account registers`,
  );
  console.log(
    '- time: from the start of POST /api/media (multipart streamed from disk, exact ' +
      'Content-Length) to the end of its 201 answer',
  );
  console.log(
    `- memory of the server process (/proc/<pid>/status): "before" is VmRSS just before the upload; ` +
      (canReset
        ? '"peak" is VmHWM after the answer, reset to the current RSS just before the upload ' +
          "(/proc/<pid>/clear_refs 5), so it is the ingest's own peak"
        : '"peak" is VmHWM after the answer (the lifetime peak: clear_refs is not allowed here)') +
      `; "sampled" is the max of VmRSS read every ${SAMPLE_MS} ms; "ffmpeg/ffprobe" is the ` +
      'largest sum of the RSS of the processes the server started, sampled likewise (not part ' +
      "of the server's RSS)",
  );
  for (const file of files) {
    console.log(
      `- file: ${file.label}, ${fmtSize(file.bytes)} (${file.bytes} bytes), ${file.type}`,
    );
  }
  console.log('');

  const results = [];
  for (const file of files) {
    const samples = [];
    for (let i = 1; i <= runs; i++) {
      progress(`${file.name}: run ${i} of ${runs}`);
      const sample = await measure(build.main, root, file, `${file.name}-${i}`);
      if (i === 1) console.log(`- ${file.name} answered 201: ${describeItem(sample.item)}`);
      progress(
        `${file.name}: ${fmtS(sample.ms)}, RSS before ${fmtMb(sample.before)}, peak ${fmtMb(sample.peak)}, ` +
          `sampled ${fmtMb(sample.sampledMax)}, ffmpeg/ffprobe ${fmtMb(sample.childMax)}`,
      );
      samples.push(sample);
    }
    results.push({ file, samples });
  }

  const col = (samples, key) => samples.map((s) => s[key]);
  console.log('');
  console.log(
    '| file | size | median time | min–max | RSS before | median peak RSS (VmHWM) | max peak RSS | median sampled VmRSS max | ffmpeg/ffprobe peak |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const { file, samples } of results) {
    const times = col(samples, 'ms');
    console.log(
      `| ${file.label} | ${fmtSize(file.bytes)} | ${fmtS(median(times))} | ` +
        `${fmtS(Math.min(...times))}–${fmtS(Math.max(...times))} | ` +
        `${fmtMb(median(col(samples, 'before')))} | ${fmtMb(median(col(samples, 'peak')))} | ` +
        `${fmtMb(Math.max(...col(samples, 'peak')))} | ${fmtMb(median(col(samples, 'sampledMax')))} | ` +
        `${file.type.startsWith('video/') ? fmtMb(median(col(samples, 'childMax'))) : '–'} |`,
    );
  }
  console.log('');
  console.log(`### The issue's target: peak RSS under ${TARGET_MB} MB during an ingest`);
  console.log('');
  for (const { file, samples } of results) {
    const worst = Math.max(...col(samples, 'peak'), ...col(samples, 'sampledMax'));
    const met = worst < TARGET_MB;
    console.log(
      `- ${file.label}: ${met ? 'met' : 'NOT met'} — the highest peak over ${samples.length} run(s) ` +
        `is ${fmtMb(worst)} (${met ? 'under' : 'at or over'} ${TARGET_MB} MB)`,
    );
  }
  if (runs < 3) console.log(`- (note) ${runs} run(s) only: medians of so few runs are noisy`);
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError) console.error(`bench-media: ${error.message}`);
  else console.error(`bench-media: failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
