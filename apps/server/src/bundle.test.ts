import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options } from '../tsup.config';

interface Metafile {
  inputs: Record<
    string,
    { format?: string; imports: { path: string; kind: string; external?: boolean }[] }
  >;
  outputs: Record<
    string,
    {
      imports: { path: string; kind: string; external?: boolean }[];
      inputs: Record<string, unknown>;
    }
  >;
}

let outDir: string;
/** The source files main.js and the chunks it imports statically hold: what a start evaluates. */
let started: string[];
/** The CommonJS packages our code imports on demand. */
let commonJsOnDemand: string[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'studio-bundle-'));
  await build({
    ...options,
    entry: { main: 'src/main.ts' },
    outDir,
    sourcemap: false,
    metafile: true,
    silent: true,
  });
  const { inputs, outputs }: Metafile = JSON.parse(
    readFileSync(join(outDir, 'metafile-esm.json'), 'utf8'),
  );
  const outputOf = (file: string) => Object.keys(outputs).find((path) => path.endsWith(file));
  const seen = new Set<string>();
  const queue = [outputOf('/main.js')];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const link of outputs[path]?.imports ?? []) {
      if (link.kind === 'import-statement' && !link.external) queue.push(outputOf(link.path));
    }
  }
  started = [...seen].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}));
  commonJsOnDemand = Object.entries(inputs)
    .filter(([file]) => !file.includes('/node_modules/'))
    .flatMap(([, input]) => input.imports)
    .filter((link) => link.kind === 'dynamic-import' && inputs[link.path]?.format === 'cjs')
    .map(
      (link) =>
        /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(link.path)?.[1] ?? link.path,
    );
}, 60_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

const loadedAtStart = (part: string) => started.some((file) => file.includes(part));

describe('the server bundle', () => {
  it('starts with the server itself: Fastify, the REST routes, the database', () => {
    expect(loadedAtStart('/fastify/fastify.js')).toBe(true);
    expect(loadedAtStart('src/rest/content.ts')).toBe(true);
    expect(loadedAtStart('/kysely/')).toBe(true);
  });

  it.each([
    // tRPC, its router and every procedure's schemas: at the first tRPC call (plugins/trpc.ts).
    ['@trpc/server', '/@trpc/server/'],
    ['the tRPC router', 'src/trpc/root.ts'],
    // Rate limits: at the first count (services/rate-limiter.ts).
    ['rate-limiter-flexible', '/rate-limiter-flexible/'],
    // @fastify/compress runs on Node's own streams (tsup.config.ts).
    ['readable-stream', '/readable-stream/'],
    // Only with METRICS_TOKEN (decision 028), a bucket, SMTP, a webhook, an upload.
    ['prom-client', '/prom-client/'],
    ['the S3 client', '/@aws-sdk/client-s3/'],
    ['nodemailer', '/nodemailer/'],
    ['undici', '/undici/'],
    ['file-type', '/file-type/'],
  ])('leaves %s out of the start', (_name, part) => {
    expect(loadedAtStart(part)).toBe(false);
  });

  // The chunk of a CommonJS package imported on demand exports its module.exports as `default`
  // alone (unlike Node running the sources): its importer reads `.default`, as undici's does
  // (services/webhooks/target.ts), or imports a module of our own that re-exports the names
  // (services/rate-limiter-stores.ts). A new one here needs that check.
  it('imports on demand no CommonJS package but undici, read through its default export', () => {
    expect(commonJsOnDemand).toEqual(['undici']);
  });
});
