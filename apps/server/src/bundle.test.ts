import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launcher, options } from '../tsup.config';
import { tempDir } from './test-support/app';
import { commandEnv, listeningUrl, type Spawned, spawnCollected } from './test-support/processes';

interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}

/** Under apps/server, so that the bundle finds the packages it leaves out in node_modules. */
const bundles = join(import.meta.dirname, '../.test-bundles');
let outDir: string;
/** The source files a start runs: those the entry imports or requires, and theirs in turn. */
let started: string[];
/** The packages left out of the bundle that a start imports or requires. */
let startedExternals: string[];

beforeAll(async () => {
  mkdirSync(bundles, { recursive: true });
  outDir = mkdtempSync(join(bundles, 'build-'));
  // `config: false`: these options alone, not merged with tsup.config.ts's default export.
  const common = { outDir, sourcemap: false, silent: true, clean: false, config: false } as const;
  await build({ ...options, ...common, metafile: true });
  await build({ ...launcher, ...common });
  const { inputs }: Metafile = JSON.parse(readFileSync(join(outDir, 'metafile-cjs.json'), 'utf8'));
  const atStart = (kind: string) => kind === 'import-statement' || kind === 'require-call';
  const seen = new Set<string>();
  const externals = new Set<string>();
  const queue = ['src/server.ts'];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const link of inputs[path]?.imports ?? []) {
      if (!atStart(link.kind)) continue;
      if (link.external) externals.add(link.path);
      else queue.push(link.path);
    }
  }
  started = [...seen];
  startedExternals = [...externals];
}, 60_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

const loadedAtStart = (part: string) =>
  started.some((file) => file.includes(part)) ||
  startedExternals.some((name) => `/${name}/`.includes(part));

describe('the server bundle', () => {
  it('starts with the server itself: Fastify, the REST routes, the database', () => {
    expect(loadedAtStart('/fastify/fastify.js')).toBe(true);
    expect(loadedAtStart('src/rest/content.ts')).toBe(true);
    expect(loadedAtStart('/kysely/')).toBe(true);
    expect(loadedAtStart('/better-sqlite3/')).toBe(true);
  });

  it.each([
    // tRPC, its router and every procedure's schemas: at the first tRPC call (plugins/trpc.ts).
    ['@trpc/server', '/@trpc/server/'],
    ['the tRPC router', 'src/trpc/root.ts'],
    // Rate limits: at the first count (services/rate-limiter.ts).
    ['rate-limiter-flexible', '/rate-limiter-flexible/'],
    // @fastify/compress runs on Node's own streams (tsup.config.ts).
    ['readable-stream', '/readable-stream/'],
    // Only with METRICS_TOKEN (decision 028), a bucket, SMTP, a webhook, an upload, a passkey.
    ['prom-client', '/prom-client/'],
    ['the S3 client', '/@aws-sdk/client-s3/'],
    ['nodemailer', '/nodemailer/'],
    ['undici', '/undici/'],
    ['file-type', '/file-type/'],
    ['the passkeys library', '/@simplewebauthn/server/'],
    // Only with MCP=on (mcp/route.ts): the SDK and the tools.
    ['the MCP SDK', '/@modelcontextprotocol/sdk/'],
    ['the MCP tools', 'src/mcp/tools.ts'],
  ])('leaves %s out of the start', (_name, part) => {
    expect(loadedAtStart(part)).toBe(false);
  });

  it('reads each package it leaves out from the server’s own dependencies', () => {
    const { dependencies } = JSON.parse(
      readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'),
    );
    for (const name of options.external) expect(dependencies).toHaveProperty([name]);
  });
});

describe('the launcher (dist/main.js)', () => {
  let dataDir: string;
  let server: Spawned | undefined;
  const cacheFile = () => join(outDir, 'server.cjs.cache');

  beforeAll(() => {
    dataDir = tempDir('studio-launcher-');
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the built server, reads a list, stops it; what the cache file then is. */
  async function startAndStop(
    env: Record<string, string> = {},
    cache = cacheFile(),
    more: (url: string) => Promise<void> = async () => {},
  ) {
    server = spawnCollected(process.execPath, [join(outDir, 'main.js')], {
      cwd: dataDir,
      env: commandEnv({
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web-dist'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        ...env,
      }),
    });
    const url = await listeningUrl(server, 30_000);
    // Each body read whole: the server's shutdown would wait for an answer still being sent.
    const statusOf = async (path: string) => {
      const answer = await fetch(`${url}${path}`);
      await answer.arrayBuffer();
      return answer.status;
    };
    expect(await statusOf('/api/podcastdisplay')).toBe(200);
    // Swagger is read from node_modules at its first use: an import() in the sources.
    expect(await statusOf('/api/docs/json')).toBe(200);
    await more(url);
    const exit = await server.stop('SIGTERM');
    expect(exit.code, exit.stderr).toBe(0);
    return statSync(cache);
  }

  it('writes the code cache on the first start, and the next start takes it as it is', async () => {
    rmSync(cacheFile(), { force: true });
    const written = await startAndStop();
    const bundle = statSync(join(outDir, 'server.cjs'));
    expect(readFileSync(cacheFile()).subarray(0, 40).toString()).toMatch(
      new RegExp(`^${bundle.size} ${bundle.mtimeMs}\n`),
    );
    expect(written.size).toBeGreaterThan(100_000);

    // A cache V8 refused would be written again, as a new file.
    const kept = await startAndStop();
    expect(kept.ino).toBe(written.ino);
    expect(kept.mtimeMs).toBe(written.mtimeMs);
  }, 90_000);

  it('replaces a cache made for another build of the bundle', async () => {
    writeFileSync(cacheFile(), 'a cache of an earlier build\n');
    const replaced = await startAndStop();
    expect(replaced.size).toBeGreaterThan(100_000);
  }, 60_000);

  it('keeps the cache in CODE_CACHE_DIR when told, for code the server may not write', async () => {
    const cacheDir = join(dataDir, 'code-cache');
    mkdirSync(cacheDir);
    const written = await startAndStop(
      { CODE_CACHE_DIR: cacheDir },
      join(cacheDir, 'server.cjs.cache'),
    );
    expect(written.size).toBeGreaterThan(100_000);
  }, 60_000);

  it('serves /mcp with MCP=on, its SDK read from node_modules', async () => {
    await startAndStop({ MCP: 'on' }, cacheFile(), async (url) => {
      const answer = await fetch(`${url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await answer.arrayBuffer();
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    });
  }, 60_000);
});
