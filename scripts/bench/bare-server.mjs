// The baseline of `pnpm bench` (issue 10): a minimal Fastify app on the product's database
// file that runs the product's SQL through better-sqlite3 prepared statements and answers the
// same JSON byte for byte (stored fields, then `_id`, createdAt, updatedAt), with no security
// headers, no hooks, no validation:
//   GET /api/podcastdisplay              the bare handler: every podcast, as the product's list
//   GET /api/podcastdisplay?limit=20     the bare page: the first 20 (LIMIT ?)
//   GET /api/podcastview/:id             one podcast, as the product's view
//   GET /string/podcastdisplay           the string ceiling: the list as a precomputed string
//                                        (made on its first request, so a start stays bare)
//   GET /string/podcastview/:id          the view ceiling: the record as a precomputed string,
//                                        sent with the product's own headers (BENCH_HEADERS)
// Settings: PORT, BENCH_DATABASE (the SQLite file), BENCH_HEADERS (JSON: the headers the
// product sends with a view, security headers included). Started by scripts/bench.mjs.
import { importFromServer, toRecord } from './server-deps.mjs';

const { default: Fastify } = await importFromServer('fastify');
const { default: Database } = await importFromServer('better-sqlite3');

/** Set by scripts/bench.mjs (this is no turbo task: nothing to declare). */
const fromEnv = (name) => process.env[name];

const file = fromEnv('BENCH_DATABASE');
if (!file) throw new Error('bare-server: BENCH_DATABASE (the SQLite file) is not set');
const sqlite = new Database(file, { fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');

// The statements Kysely builds for listContent / findContent, plus the page.
const all = sqlite.prepare('select * from "content_podcast" order by "id"');
const page = sqlite.prepare('select * from "content_podcast" order by "id" limit ?');
const one = sqlite.prepare('select * from "content_podcast" where "id" = ?');

const app = Fastify();

app.get('/api/podcastdisplay', (request) => {
  const limit = request.query.limit;
  const rows = limit === undefined ? all.all() : page.all(Number(limit));
  return rows.map(toRecord);
});

app.get('/api/podcastview/:id', (request, reply) => {
  const row = one.get(request.params.id);
  if (!row) return reply.code(404).send({ message: 'Not found' });
  return toRecord(row);
});

let listText;
app.get('/string/podcastdisplay', (_request, reply) => {
  listText ??= JSON.stringify(all.all().map(toRecord));
  reply.type('application/json; charset=utf-8').send(listText);
});

// The product's headers as one object, set in one call: the least a route can do to send them.
const productHeaders = JSON.parse(fromEnv('BENCH_HEADERS') ?? '{}');
const viewText = new Map();
app.get('/string/podcastview/:id', (request, reply) => {
  let text = viewText.get(request.params.id);
  if (text === undefined) {
    const row = one.get(request.params.id);
    if (!row) return reply.code(404).send({ message: 'Not found' });
    text = JSON.stringify(toRecord(row));
    viewText.set(request.params.id, text);
  }
  reply.headers(productHeaders).send(text);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(() => {
      sqlite.close();
      process.exit(0);
    });
  });
}

await app.listen({ port: Number(fromEnv('PORT') ?? 0), host: '127.0.0.1' });
