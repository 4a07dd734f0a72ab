import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CreatedApiToken,
  type CreatedWebhook,
  IMPORT_HEADER_MAX_BYTES,
  importMaxColumns,
  messages,
  publishMessages,
  REQUIRED_MESSAGE,
  type Revision,
  type TokenScope,
  transferColumns,
  transferMessages,
  type WebhookDelivery,
} from '@studio/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, createdAs, injectAs, okAs } from '../test-support/admin-calls';
import {
  authHeaders,
  cookieHeaders,
  createAppWithEditor,
  createTestApp,
  FOREIGN_ORIGIN,
  SAME_ORIGIN,
  type TestApp,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { trpcData, trpcMutate, trpcQuery } from '../test-support/trpc';

// Decision 046: every record of a type as a JSON or CSV file, and such a file read back.

let t: TestApp;
let adminToken: string;
let editorToken: string;

type Row = Record<string, unknown> & { _id: string; _version: number };

const as = (token: string, options: InjectOptions) => injectAs(t.app, token, options);
const asAdmin = (options: InjectOptions) => as(adminToken, options);

const exportOf = (type: string, query = 'format=json', token = adminToken) =>
  as(token, { method: 'GET', url: `/api/${type}export?${query}` });

async function exportedRows(type: string, query = 'format=json'): Promise<Row[]> {
  const res = await exportOf(type, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row[]>();
}

const importJson = (type: string, rows: unknown, query = '', token = adminToken) =>
  as(token, {
    method: 'POST',
    url: `/api/${type}import${query}`,
    payload: JSON.stringify(rows),
    headers: { 'content-type': 'application/json' },
  });

const importCsv = (type: string, csv: string, query = '', token = adminToken) =>
  as(token, {
    method: 'POST',
    url: `/api/${type}import${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });

const create = (type: string, input: object) => createdAs(t.app, adminToken, type, input);

async function createToken(scopes: TokenScope[]): Promise<string> {
  const res = await trpcMutate(
    t.app,
    'apiTokens.create',
    { name: `token ${scopes.join(' ')}`, scopes },
    authHeaders(adminToken),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: CreatedApiToken } }>().result.data.token;
}

const revisionsOf = (type: string, id: string) =>
  okAs<Revision[]>(t.app, adminToken, { method: 'GET', url: `/api/${type}revisions/${id}` });

/** Every CSV line's cells (the export's cells hold no line breaks or quotes here). */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({
    // Deliveries are only queued here: the address is never reached.
    env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
  }));
});

afterAll(async () => {
  await t?.close();
});

describe('export', () => {
  it('answers every record as JSON, drafts and scheduled ones included, with its id, publishing and version, as an attachment', async () => {
    const published = await create('podcast', { ...sampleInput('podcast', 1), title: 'Aired' });
    const draft = await create('podcast', {
      ...sampleInput('podcast', 2),
      title: 'Unfinished',
      status: 'draft',
    });
    const scheduled = await create('podcast', {
      ...sampleInput('podcast', 3),
      title: 'Coming',
      publishAt: '2099-01-01T00:00:00.000Z',
    });

    const res = await exportOf('podcast');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="podcast.json"/);
    const rows = res.json<Row[]>();
    expect(rows.map((row) => row._id)).toEqual([published, draft, scheduled]);
    expect(rows[1]).toEqual({
      _id: draft,
      ...sampleInput('podcast', 2),
      title: 'Unfinished',
      status: 'draft',
      publishAt: null,
      unpublishAt: null,
      _version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(rows[2]).toMatchObject({ status: 'published', publishAt: '2099-01-01T00:00:00.000Z' });
    // Format left out: JSON.
    expect((await exportOf('podcast', '')).json()).toEqual(rows);
  });

  it('answers CSV in UTF-8 with a BOM, a header row of the column names, formulas neutralised', async () => {
    const titles = ['=1+2', '+cmd', '-2', '@SUM(A1)', "'=already", 'Plain – ünïcode'];
    for (const title of titles) {
      await create('documentary', { ...sampleInput('documentary'), alt: title });
    }
    const res = await exportOf('documentary', 'format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="documentary.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...lines] = csvLines(res.body);
    expect(header).toBe(transferColumns('documentary').join(','));
    expect(header).toBe(
      '_id,src,alt,video,releaseDate,relatedPodcasts,status,publishAt,unpublishAt,_version,createdAt,updatedAt',
    );
    const altCells = lines.map((line) => line.split(',')[2]);
    expect(altCells).toEqual([
      "'=1+2",
      "'+cmd",
      "'-2",
      "'@SUM(A1)",
      "''=already",
      'Plain – ünïcode',
    ]);
  });

  it('answers only the records `ids` names, in the type order; an empty or bad query is 400', async () => {
    const ids = [
      await create('about', sampleInput('about', 1)),
      await create('about', sampleInput('about', 2)),
      await create('about', sampleInput('about', 3)),
    ];
    const picked = await exportedRows('about', `format=json&ids=${ids[2]},${ids[0]},unknown`);
    expect(picked.map((row) => row._id)).toEqual([ids[0], ids[2]]);
    const csv = await exportOf('about', `format=csv&ids=${ids[1]}`);
    expect(csvLines(csv.body)).toHaveLength(2);

    const empty = await exportOf('about', 'ids=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      issues: [{ path: 'ids', message: transferMessages.noIds }],
    });
    const bad = await exportOf('about', 'format=xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      issues: [{ path: 'format', message: transferMessages.badFormat }],
    });
  });
  it('narrows to the list filter (search and status) as the list does, for "Export" of all matching', async () => {
    const stamp = `filter-${Date.now().toString(36)}`;
    const draft = await create('about', {
      ...sampleInput('about', 4),
      title: `${stamp} draft`,
      status: 'draft',
    });
    const shown = await create('about', { ...sampleInput('about', 5), title: `${stamp} public` });
    await create('about', sampleInput('about', 6));
    const searched = await exportedRows('about', `format=json&search=${stamp.toUpperCase()}`);
    expect(searched.map((row) => row._id)).toEqual([draft, shown]);
    const drafts = await exportedRows('about', `format=json&search=${stamp}&status=draft`);
    expect(drafts.map((row) => row._id)).toEqual([draft]);
    const both = await exportedRows('about', `format=json&status=published&ids=${draft},${shown}`);
    expect(both.map((row) => row._id)).toEqual([shown]);
    const bad = await exportOf('about', 'status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: 'status' }] });
  });
});

describe('import', () => {
  it('creates rows without an _id and updates those with one, with versions, activity entries and webhook events', async () => {
    const hook = await trpcMutate(
      t.app,
      'webhooks.create',
      { url: 'http://127.0.0.1:9/hook', events: ['music.created', 'music.updated'] },
      authHeaders(adminToken),
    );
    expect(hook.statusCode, hook.body).toBe(200);
    const { webhook } = trpcData<CreatedWebhook>(hook);
    const existing = await create('music', { ...sampleInput('music', 1), alt: 'Before' });
    const [row] = await exportedRows('music');

    const res = await importJson('music', [
      { ...row, alt: 'After' },
      { ...sampleInput('music', 2), alt: 'New one', status: 'draft' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1 });

    const rows = await exportedRows('music');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ _id: existing, alt: 'After', _version: 2 });
    expect(rows[1]).toMatchObject({ alt: 'New one', status: 'draft', _version: 1 });
    const added = rows[1]?._id ?? '';

    expect((await revisionsOf('music', existing)).map((revision) => revision.data)).toEqual([
      expect.objectContaining({ alt: 'After' }),
      expect.objectContaining({ alt: 'Before' }),
    ]);
    expect(await revisionsOf('music', added)).toHaveLength(1);

    const updatedEntries = await activityOf(t.app, adminToken, 'updated');
    expect(updatedEntries.find((entry) => entry.recordId === existing)).toMatchObject({
      actor: 'admin@example.com',
      type: 'music',
      title: 'After',
      fields: ['alt'],
    });
    const createdEntries = await activityOf(t.app, adminToken, 'created');
    expect(createdEntries.find((entry) => entry.recordId === added)).toMatchObject({
      type: 'music',
      title: 'New one',
    });

    const deliveries = await trpcQuery(
      t.app,
      'webhooks.deliveries',
      { id: webhook._id },
      authHeaders(adminToken),
    );
    const events = trpcData<WebhookDelivery[]>(deliveries).map((delivery) => delivery.event);
    expect(events.sort()).toEqual(['music.created', 'music.created', 'music.updated']);
  });

  it('reads CSV in the same columns: list fields as JSON, an empty time cleared, a BOM skipped', async () => {
    const id = await create('equipment', {
      ...sampleInput('equipment'),
      title: 'Camera',
      publishAt: '2099-01-01T00:00:00.000Z',
    });
    const csv = [
      '\uFEFF_id,title,src,features,status,publishAt,unpublishAt',
      `${id},Camera body,https://cdn.example.com/cam.jpg,"[""4K"",""=Weather sealed""]",published,,`,
      ',Tripod,https://cdn.example.com/tripod.jpg,[],draft,,',
    ].join('\r\n');
    const res = await importCsv('equipment', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1 });
    const rows = await exportedRows('equipment');
    expect(rows[0]).toMatchObject({
      _id: id,
      title: 'Camera body',
      features: ['4K', '=Weather sealed'],
      publishAt: null,
    });
    expect(rows[1]).toMatchObject({ title: 'Tripod', features: [], status: 'draft' });
  });

  it('writes nothing on a dry run, and answers what it would do', async () => {
    await create('slider', sampleInput('slider', 1));
    const before = await exportedRows('slider');
    const createdBefore = await activityOf(t.app, adminToken, 'created');
    const rows = [{ ...before[0], title: 'Changed' }, sampleInput('slider', 2)];

    const res = await importJson('slider', rows, '?dryRun=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1 });
    expect(await exportedRows('slider')).toEqual(before);
    expect(await activityOf(t.app, adminToken, 'created')).toEqual(createdBefore);
    expect(await revisionsOf('slider', before[0]?._id ?? '')).toHaveLength(1);

    const bad = await importJson('slider', rows, '?dryRun=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      issues: [{ path: 'dryRun', message: transferMessages.badDryRun }],
    });
    expect(await exportedRows('slider')).toEqual(before);
    // `dryRun=0` is a real import.
    const real = await importJson('slider', rows, '?dryRun=0');
    expect(real.json()).toEqual({ created: 1, updated: 1 });
    expect((await exportedRows('slider')).map((row) => row.title)).toContain('Changed');
  });

  it('refuses the whole import when any row is invalid, listing each row, path and message', async () => {
    const id = await create('production', sampleInput('production', 1));
    const [row] = await exportedRows('production');
    const before = await exportedRows('production');
    const other = await create('about', sampleInput('about', 9));

    const res = await importJson('production', [
      { ...row, cardTitle: 'Renamed' },
      { ...sampleInput('production', 2), cardTitle: '   ' },
      { ...sampleInput('production', 3) },
      'not a record',
      { ...sampleInput('production', 4), _id: other },
      { ...row, _id: id },
      {
        ...sampleInput('production', 5),
        publishAt: '2030-01-02T00:00:00Z',
        unpublishAt: '2030-01-01T00:00:00Z',
      },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{
      message: string;
      issues: { row: number; path: string; message: string }[];
    }>();
    expect(body.issues).toEqual([
      { row: 2, path: 'cardTitle', message: REQUIRED_MESSAGE },
      { row: 4, path: '', message: transferMessages.notARow },
      { row: 5, path: '_id', message: transferMessages.unknownId },
      { row: 6, path: '_id', message: transferMessages.duplicateId(1) },
      { row: 7, path: 'unpublishAt', message: publishMessages.unpublishNotAfterPublish },
    ]);
    expect(body.message).toBe(
      transferMessages.invalid(5, { row: 2, path: 'cardTitle', message: REQUIRED_MESSAGE }),
    );
    // Neither the valid update nor the valid new row was written.
    expect(await exportedRows('production')).toEqual(before);
  });

  it('refuses a row exported at a version no longer current (_version), and one that is not JSON where a list is', async () => {
    await create('equipment', { ...sampleInput('equipment', 5), title: 'Mixer' });
    const rows = await exportedRows('equipment');
    const mixer = rows.find((row) => row.title === 'Mixer');
    if (!mixer) throw new Error('no mixer');
    const update = await asAdmin({
      method: 'POST',
      url: `/api/equipmentupdate/${mixer._id}`,
      payload: { ...sampleInput('equipment', 6), title: 'Mixer 2' },
    });
    expect(update.statusCode, update.body).toBe(200);

    const stale = await importJson('equipment', [{ ...mixer, title: 'Mixer 3' }]);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      issues: [{ row: 1, path: '_version', message: transferMessages.staleVersion(2) }],
    });
    // Without `_version`, the row updates whatever the version.
    const { _version, ...unversioned } = mixer;
    expect((await importJson('equipment', [{ ...unversioned, title: 'Mixer 3' }])).json()).toEqual({
      created: 0,
      updated: 1,
    });

    // An emptied id or version is none: a row to add, a write whatever the version.
    const loose = await importJson('equipment', [
      { ...sampleInput('equipment', 7), title: 'Light', _id: '', _version: null },
      { ...unversioned, title: 'Mixer 4', _version: null },
    ]);
    expect(loose.json()).toEqual({ created: 1, updated: 1 });
    const badMeta = await importJson('equipment', [{ ...mixer, _id: 12, _version: 1.5 }]);
    expect(badMeta.json()).toMatchObject({
      issues: [
        { row: 1, path: '_id', message: transferMessages.badId },
        { row: 1, path: '_version', message: transferMessages.badVersion },
      ],
    });

    const csv = 'title,src,features\nStand,https://cdn.example.com/s.jpg,not json\n';
    const badCell = await importCsv('equipment', csv);
    expect(badCell.statusCode).toBe(400);
    expect(badCell.json()).toMatchObject({
      issues: [{ row: 1, path: 'features', message: transferMessages.badJsonCell }],
    });
  });

  it('ignores a CSV column that is no field, whatever its name', async () => {
    const csv = [
      'title,posterUrl,videoUrl,toString,__proto__,constructor',
      'Odd columns,https://cdn.example.com/p.jpg,https://videos.example.com/v.mp4,abc,def,ghi',
    ].join('\n');
    const res = await importCsv('podcast', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 0 });
    const added = (await exportedRows('podcast')).find((row) => row.title === 'Odd columns');
    expect(added).not.toHaveProperty('toString', 'abc');
    expect(Object.keys(added ?? {})).not.toContain('constructor');
  });

  it('with one locale: no translation columns, and a translation column is refused', async () => {
    const id = await create('equipment', sampleInput('equipment', 1));
    expect(transferColumns('equipment')).toEqual(transferColumns('equipment', []));
    // Every field filled in (an optional one left empty, a day rate, has no key in its row).
    const row = (await exportedRows('equipment')).find((exported) => exported._id === id);
    expect(Object.keys(row ?? {})).toEqual(transferColumns('equipment'));
    const [header] = csvLines((await exportOf('equipment', 'format=csv')).body);
    expect(header).toBe(
      '_id,title,src,features,dailyRate,available,status,publishAt,unpublishAt,_version,createdAt,updatedAt',
    );
    const res = await importJson('equipment', [
      { ...sampleInput('equipment', 2), 'title@es': 'Objetivo' },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ issues: unknown[] }>().issues).toEqual([
      { row: 1, path: 'title@es', message: transferMessages.unknownLocaleColumn('es', []) },
    ]);
  });

  it('refuses a body that is no array of rows, an unreadable CSV and another media type', async () => {
    const object = await importJson('podcast', { title: 'x' });
    expect(object.statusCode).toBe(400);
    expect(object.json()).toMatchObject({ message: transferMessages.notRows });
    const unclosed = await importCsv('podcast', 'title,posterUrl\n"Open,https://x.example/p.jpg\n');
    expect(unclosed.statusCode).toBe(400);
    // Counted as every other issue counts rows: the first line after the header is row 1.
    expect(unclosed.json()).toMatchObject({
      message: transferMessages.unreadableCsv(1),
      issues: [{ row: 1, path: '', message: transferMessages.unreadableCsv(1) }],
    });
    // Latin-1 bytes are refused, not read as replacement characters.
    const latin1 = await asAdmin({
      method: 'POST',
      url: '/api/podcastimport',
      payload: Buffer.concat([
        Buffer.from('title,posterUrl,videoUrl\nCaf'),
        Buffer.from([0xe9]),
        Buffer.from(',https://x.example/p.jpg,https://x.example/v.mp4\n'),
      ]),
      headers: { 'content-type': 'text/csv' },
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json()).toEqual({ message: messages.server.textNotUtf8 });
    const repeated = await importCsv(
      'podcast',
      'title,posterUrl,<b>title</b>,<b>title</b>\na,b,c,d\n',
    );
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({
      message: transferMessages.repeatedColumn(3, 4),
      issues: [{ path: '', message: transferMessages.repeatedColumn(3, 4) }],
    });
    const text = await asAdmin({
      method: 'POST',
      url: '/api/podcastimport',
      payload: 'title',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: messages.server.unsupportedContentType });
  });

  it('reads CSV only on the import calls: every other call still refuses it (415)', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/podcast',
      payload: 'title,posterUrl,videoUrl\na,/p.jpg,/v.mp4\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: messages.server.unsupportedContentType });
  });
});

describe('CSV header caps', () => {
  const max = importMaxColumns('podcast');
  const fields = ['title', 'posterUrl', 'videoUrl'];
  const values = Object.values(sampleInput('podcast', 1)).join(',');
  /** A podcast CSV of one record whose header also names `extra` columns no field has. */
  const withExtra = (extra: readonly string[], count = extra.length) =>
    `${[...fields, ...extra].join(',')}\n${values}${','.repeat(count)}\n`;
  const named = (count: number, length = 1) =>
    Array.from({ length: count }, (_, index) => `x${index}`.padEnd(length, '_'));

  it("refuses a header row over 64 KiB before reading the file, a quoted name's line breaks included", async () => {
    expect(IMPORT_HEADER_MAX_BYTES).toBe(64 * 1024);
    const headers = [
      'x'.repeat(IMPORT_HEADER_MAX_BYTES + 1),
      // Short lines, one header: the name is quoted.
      `title,"${'a\n'.repeat(IMPORT_HEADER_MAX_BYTES / 2)}"`,
      // Bytes, not characters: each é is two.
      `\uFEFF\n\n${'é'.repeat(IMPORT_HEADER_MAX_BYTES / 2 + 1)}`,
    ];
    for (const header of headers) {
      const res = await importCsv('podcast', `${header}\n${values}\n`, '?dryRun=1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: transferMessages.headerTooLong,
        issues: [{ path: '', message: transferMessages.headerTooLong }],
      });
    }
  });

  it('refuses more columns than the export has and 10 more, and takes as many', async () => {
    expect(max).toBe(transferColumns('podcast').length + 10);
    const tooMany = await importCsv('podcast', withExtra(named(max - fields.length + 1)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: transferMessages.tooManyColumns(max),
      issues: [{ path: '', message: transferMessages.tooManyColumns(max) }],
    });
    // A comma inside quotes separates nothing.
    const quoted = ['"a,b"', ...named(max - fields.length - 1)];
    const fits = await importCsv('podcast', withExtra(quoted), '?dryRun=1');
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json()).toEqual({ created: 1, updated: 0 });
  });

  it('reads the largest header allowed, and refuses far larger ones, without holding up the server', async () => {
    const extra = max - fields.length;
    const room = IMPORT_HEADER_MAX_BYTES - fields.join(',').length;
    const largest = withExtra(named(extra, Math.floor(room / extra) - 1));
    expect(largest.indexOf('\n')).toBeGreaterThan(IMPORT_HEADER_MAX_BYTES - extra);
    expect(largest.indexOf('\n')).toBeLessThanOrEqual(IMPORT_HEADER_MAX_BYTES);
    // 40,000 columns in 269 KB once held the event loop for seconds (the check of repeated names).
    const wide = withExtra(named(40_000, 5));
    const many = withExtra(named(10_000));
    expect(many.indexOf('\n')).toBeLessThan(IMPORT_HEADER_MAX_BYTES);
    // The first import loads the CSV reader; that is not what is measured.
    expect((await importCsv('podcast', largest, '?dryRun=1')).statusCode).toBe(200);
    /** The longest the event loop waited during the import, in ms. */
    async function heldUp(csv: string) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      // Its first tick only starts the count: a loop held up before that would go unseen.
      await sleep(30);
      const res = await importCsv('podcast', csv, '?dryRun=1');
      delay.disable();
      return { ms: delay.max / 1e6, res };
    }
    for (const [csv, status, message] of [
      [largest, 200, undefined],
      [wide, 400, transferMessages.headerTooLong],
      [many, 400, transferMessages.tooManyColumns(max)],
    ] as const) {
      const tries = [await heldUp(csv), await heldUp(csv), await heldUp(csv)];
      // The fewest of three: a busy machine may pause the process once, a file holds the loop
      // up every time (for seconds, before the caps). Generous: 100 ms.
      expect(Math.min(...tries.map(({ ms }) => ms))).toBeLessThan(100);
      for (const { res } of tries) {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json<{ message?: string }>().message).toBe(message);
      }
    }
  });

  it('reads a CSV in slices: a character across two comes back whole', async () => {
    const title = '😀'.repeat(4000);
    // One more character in the header moves every slice's end by one: one of the two splits.
    for (const extra of ['n', 'nn']) {
      const csv = [
        `${fields.join(',')},${extra}`,
        ...Array(3).fill(`${title},${values.slice(values.indexOf(',') + 1)},`),
      ].join('\n');
      const res = await importCsv('podcast', csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 3, updated: 0 });
    }
    const rows = (await exportedRows('podcast')).filter((row) => row.title === title);
    expect(rows).toHaveLength(6);
  });
});

describe('round trip', () => {
  it.each(['json', 'csv'] as const)(
    'an export imported again (%s) updates every record and changes nothing',
    async (format) => {
      await create('afterproduction', { ...sampleInput('afterproduction', 1), description: '' });
      await create('afterproduction', {
        title: '=HYPERLINK("x")',
        videoUrl: 'https://videos.example.com/a.mp4',
        status: 'draft',
      });
      await create('afterproduction', {
        ...sampleInput('afterproduction', 3),
        description: 'Line one,\n"quoted" – line two',
        publishAt: '2099-05-01T10:00:00.000Z',
        unpublishAt: '2099-06-01T10:00:00.000Z',
      });
      const first = await exportOf('afterproduction', `format=${format}`);
      const rows = await exportedRows('afterproduction');
      const updatedBefore = await activityOf(t.app, adminToken, 'updated');

      const res = await as(adminToken, {
        method: 'POST',
        url: '/api/afterproductionimport',
        payload: first.rawPayload,
        headers: { 'content-type': first.headers['content-type'] ?? '' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 0, updated: rows.length });

      const again = await exportOf('afterproduction', `format=${format}`);
      expect(again.body).toBe(first.body);
      expect(await activityOf(t.app, adminToken, 'updated')).toEqual(updatedBefore);
      // The next round starts from an empty type.
      for (const row of rows) {
        const removed = await asAdmin({
          method: 'DELETE',
          url: `/api/afterproductiondelete/${row._id}`,
        });
        expect(removed.statusCode).toBe(200);
      }
    },
  );

  it('a CSV export neutralises formulas behind spaces, a BOM or full-width signs, and comes back unchanged', async () => {
    const titles = [' =1+1', '\t@x', '\uFEFF=cmd', '＝1', '＋1', '－1', '＠x', "' =quoted"];
    const ids = new Map<string, string>();
    for (const title of titles) {
      ids.set(await create('podcast', { ...sampleInput('podcast'), title }), title);
    }
    const first = await exportOf('podcast', 'format=csv');
    const written = csvLines(first.body).flatMap((line) => {
      const title = ids.get(line.slice(0, line.indexOf(',')));
      return title === undefined ? [] : [line.split(',')[1]];
    });
    // Every one behind an apostrophe; csv-stringify quotes none of them.
    expect(written).toEqual(titles.map((title) => `'${title}`));
    const count = (await exportedRows('podcast')).length;
    const res = await importCsv('podcast', first.body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 0, updated: count });
    const stored = (await exportedRows('podcast')).filter((row) => ids.has(row._id));
    expect(stored.map((row) => [row.title, row._version])).toEqual(
      titles.map((title) => [title, 1]),
    );
    expect((await exportOf('podcast', 'format=csv')).body).toBe(first.body);
  });

  it('an export of the equipment lists (CSV) comes back unchanged', async () => {
    const first = await exportOf('equipment', 'format=csv');
    const count = (await exportedRows('equipment')).length;
    expect(count).toBeGreaterThan(0);
    const res = await importCsv('equipment', first.body);
    expect(res.json()).toEqual({ created: 0, updated: count });
    expect((await exportOf('equipment', 'format=csv')).body).toBe(first.body);
  });
});

describe('who may', () => {
  it('answers 401 without a sign-in and 403 to editors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/podcastexport' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/podcastimport',
      payload: [],
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await exportOf('podcast', 'format=csv', editorToken)).statusCode).toBe(403);
    const editorImport = await importJson('podcast', [sampleInput('podcast')], '', editorToken);
    expect(editorImport.statusCode).toBe(403);
    expect(editorImport.json()).toEqual({ message: messages.server.forbidden });
  });

  it("takes the admin's cookie from the site's own pages only", async () => {
    const csv = 'title,posterUrl,videoUrl\nBy cookie,/p.jpg,/v.mp4\n';
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/podcastimport',
        payload: csv,
        headers: { ...cookieHeaders(adminToken, origin), 'content-type': 'text/csv' },
      });
    const foreign = await post(FOREIGN_ORIGIN);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: messages.server.crossSite });
    expect((await exportedRows('podcast')).map((row) => row.title)).not.toContain('By cookie');
    const own = await post(SAME_ORIGIN);
    expect(own.statusCode, own.body).toBe(200);
    expect((await exportedRows('podcast')).map((row) => row.title)).toContain('By cookie');
  });

  it('lets a token export with content:read and import with content:write, and nothing else', async () => {
    const reader = await createToken(['content:read']);
    const writer = await createToken(['content:write']);
    const inbox = await createToken(['inbox:read']);
    expect((await exportOf('podcast', 'format=json', reader)).statusCode).toBe(200);
    expect((await exportOf('podcast', 'format=json', writer)).statusCode).toBe(403);
    expect((await exportOf('podcast', 'format=json', inbox)).statusCode).toBe(403);
    const row = { ...sampleInput('podcast', 7), title: 'By token' };
    expect((await importJson('podcast', [row], '', reader)).statusCode).toBe(403);
    expect((await importJson('podcast', [row], '', inbox)).statusCode).toBe(403);
    const written = await importJson('podcast', [row], '', writer);
    expect(written.statusCode, written.body).toBe(200);
    const created = await activityOf(t.app, adminToken, 'created');
    expect(created[0]).toMatchObject({
      title: 'By token',
      actor: 'API token “token content:write”',
    });
  });
});

describe('caps', () => {
  let small: TestApp;
  let token: string;
  beforeAll(async () => {
    small = await createTestApp({ env: { IMPORT_MAX_ROWS: '3', IMPORT_MAX_BYTES: '2048' } });
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'admin@example.com', password: 'correct horse battery' },
    });
    token = res.json<{ token: string }>().token;
  });
  afterAll(async () => {
    await small?.close();
  });

  const post = (payload: string, type: string) =>
    small.app.inject({
      method: 'POST',
      url: '/api/podcastimport',
      payload,
      headers: { ...authHeaders(token), 'content-type': type },
    });

  it('answers 413 over IMPORT_MAX_ROWS or IMPORT_MAX_BYTES, writing nothing', async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => sampleInput('podcast', index));
    const fits = await post(JSON.stringify(rows(3)), 'application/json');
    expect(fits.statusCode, fits.body).toBe(200);

    const tooMany = await post(JSON.stringify(rows(4)), 'application/json');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: transferMessages.tooManyRows(3) });
    const csvRows = [
      'title,posterUrl,videoUrl',
      ...rows(4).map((row) => Object.values(row).join(',')),
    ];
    const tooManyCsv = await post(csvRows.join('\n'), 'text/csv');
    expect(tooManyCsv.statusCode).toBe(413);

    const big = JSON.stringify([{ ...sampleInput('podcast'), title: 'x'.repeat(2100) }]);
    const tooBig = await post(big, 'application/json');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: messages.server.bodyTooLarge });
    const tooBigCsv = await post(`title\n${'y'.repeat(2100)}\n`, 'text/csv');
    expect(tooBigCsv.statusCode).toBe(413);
    expect(tooBigCsv.json()).toEqual({ message: messages.server.bodyTooLarge });

    const count = await small.app.inject({
      method: 'GET',
      url: '/api/podcastnumber',
      headers: authHeaders(token),
    });
    expect(count.json()).toBe(3);
  });
});
