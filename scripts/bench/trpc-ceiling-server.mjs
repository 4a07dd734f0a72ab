// The tRPC ceiling of `pnpm bench` (issue 10): a trivial tRPC query procedure at the
// product's path, `content.podcast.list`, returning the list as an array computed once at
// start, through the same Fastify adapter (@trpc/server from apps/server, imported as the built
// server imports it). Whatever the product's tRPC list costs beyond this is the product's own.
// Settings: PORT, BENCH_DATABASE (the SQLite file). Started by scripts/bench.mjs.
import { importFromServer, toRecord } from './server-deps.mjs';

const { default: Fastify } = await importFromServer('fastify');
const { default: Database } = await importFromServer('better-sqlite3');
const { initTRPC } = await importFromServer('@trpc/server');
const { fastifyTRPCPlugin } = await importFromServer('@trpc/server/adapters/fastify');

/** Set by scripts/bench.mjs (this is no turbo task: nothing to declare). */
const fromEnv = (name) => process.env[name];

const file = fromEnv('BENCH_DATABASE');
if (!file) throw new Error('trpc-ceiling-server: BENCH_DATABASE (the SQLite file) is not set');
const sqlite = new Database(file, { fileMustExist: true });
const records = sqlite.prepare('select * from "content_podcast" order by "id"').all().map(toRecord);
sqlite.close();

const t = initTRPC.create();
const router = t.router({
  content: t.router({
    podcast: t.router({ list: t.procedure.query(() => records) }),
  }),
});

// The product's router options (tRPC batches put several names into one path segment).
const app = Fastify({ routerOptions: { maxParamLength: 5000 } });
await app.register(fastifyTRPCPlugin, {
  prefix: '/trpc',
  trpcOptions: { router, createContext: () => ({}) },
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: Number(fromEnv('PORT') ?? 0), host: '127.0.0.1' });
