import { type Revision, transferColumns, transferMessages } from '@studio/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityOf, createdAs, injectAs, okAs } from '../test-support/admin-calls';
import { appForFile } from '../test-support/app';
import { sampleInput } from '../test-support/content';

// Decision 046 with LOCALES=en,es: each row carries the Spanish translation of each localized
// field as its own column (`title@es`), and an import reads them back.

const file = appForFile({ env: { LOCALES: 'en,es' } });

type Row = Record<string, unknown> & { _id: string; _version: number };

const asAdmin = (options: InjectOptions) => injectAs(file.t.app, file.adminToken, options);

const exportOf = (type: string, format = 'json') =>
  asAdmin({ method: 'GET', url: `/api/${type}export?format=${format}` });

async function exportedRows(type: string): Promise<Row[]> {
  const res = await exportOf(type);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row[]>();
}

const importJson = (type: string, rows: unknown) =>
  asAdmin({
    method: 'POST',
    url: `/api/${type}import`,
    payload: JSON.stringify(rows),
    headers: { 'content-type': 'application/json' },
  });

const importCsv = (type: string, csv: string) =>
  asAdmin({
    method: 'POST',
    url: `/api/${type}import`,
    payload: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });

const create = (type: string, input: object) => createdAs(file.t.app, file.adminToken, type, input);

async function translate(type: string, id: string, input: object): Promise<void> {
  const res = await asAdmin({
    method: 'POST',
    url: `/api/${type}update/${id}?locale=es`,
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const revisionsOf = (type: string, id: string) =>
  okAs<Revision[]>(file.t.app, file.adminToken, {
    method: 'GET',
    url: `/api/${type}revisions/${id}`,
  });

const rowOf = (rows: readonly Row[], id: string) => rows.find((row) => row._id === id);

describe('export with two locales', () => {
  it('adds a column per localized field in Spanish after the fields, null where there is no translation', async () => {
    const translated = await create('equipment', { ...sampleInput('equipment', 1), title: 'Lens' });
    await translate('equipment', translated, {
      ...sampleInput('equipment', 1),
      title: 'Objetivo',
      features: ['Enfoque rápido', 'Sellado'],
    });
    const untranslated = await create('equipment', sampleInput('equipment', 2));

    const columns = transferColumns('equipment', ['es']);
    expect(columns).toEqual([
      '_id',
      'title',
      'src',
      'features',
      'dailyRate',
      'available',
      'title@es',
      'features@es',
      'status',
      'publishAt',
      'unpublishAt',
      '_version',
      'createdAt',
      'updatedAt',
    ]);
    const rows = await exportedRows('equipment');
    for (const row of rows) expect(Object.keys(row)).toEqual(columns);
    expect(rowOf(rows, translated)).toMatchObject({
      title: 'Lens',
      'title@es': 'Objetivo',
      'features@es': ['Enfoque rápido', 'Sellado'],
    });
    expect(rowOf(rows, untranslated)).toMatchObject({ 'title@es': null, 'features@es': null });

    const csv = await exportOf('equipment', 'csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(columns.join(','));
    const line = lines.find((text) => text.startsWith(translated));
    // A list field's translation is its JSON in the cell, as the field itself is.
    expect(line).toContain(',Objetivo,"[""Enfoque rápido"",""Sellado""]",');
    expect(lines.find((text) => text.startsWith(untranslated))).toMatch(
      /\.jpg,"\[.*\]",\d+,(true|false),,,published,/,
    );
  });
});

describe('import with two locales', () => {
  it('creates and updates translations from their columns; a row without them keeps them', async () => {
    const kept = await create('slider', sampleInput('slider', 1));
    await translate('slider', kept, { ...sampleInput('slider', 1), title: 'Guardado' });
    const changed = await create('slider', sampleInput('slider', 2));
    await translate('slider', changed, {
      ...sampleInput('slider', 2),
      title: 'Antes',
      description: 'Descripción',
    });

    const res = await importJson('slider', [
      { ...sampleInput('slider', 3), 'title@es': 'Nuevo', 'description@es': '' },
      { _id: changed, ...sampleInput('slider', 2), 'title@es': 'Después', 'description@es': null },
      { _id: kept, ...sampleInput('slider', 1), title: 'Kept, renamed' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 2 });

    const rows = await exportedRows('slider');
    const added = rows.find((row) => row.title === sampleInput('slider', 3).title);
    expect(added).toMatchObject({ 'title@es': 'Nuevo', 'description@es': null });
    expect(rowOf(rows, changed)).toMatchObject({ 'title@es': 'Después', 'description@es': null });
    expect(rowOf(rows, kept)).toMatchObject({ title: 'Kept, renamed', 'title@es': 'Guardado' });

    // The public read in Spanish shows what was imported.
    const es = await file.t.app.inject({
      method: 'GET',
      url: `/api/sliderview/${added?._id}?locale=es`,
    });
    expect(es.json()).toMatchObject({ title: 'Nuevo' });

    // Revisions and activity as any write; the entry names the translation columns.
    expect(await revisionsOf('slider', changed)).toHaveLength(3);
    const entries = await activityOf(file.t.app, file.adminToken, 'updated');
    expect(entries.find((entry) => entry.recordId === changed)).toMatchObject({
      type: 'slider',
      fields: ['title@es', 'description@es'],
    });
    expect(entries.find((entry) => entry.recordId === kept)).toMatchObject({ fields: ['title'] });
  });

  it('reads translations from CSV: a list as its JSON, an empty cell as no translation', async () => {
    const id = await create('equipment', { ...sampleInput('equipment', 3), title: 'Tripod' });
    await translate('equipment', id, {
      ...sampleInput('equipment', 3),
      title: 'Trípode',
      features: ['Ligero'],
    });
    const [header, ...lines] = (await exportOf('equipment', 'csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const line = lines.find((text) => text.startsWith(id));
    expect(line).toContain(',Trípode,"[""Ligero""]",');
    const edited = line?.replace(',Trípode,"[""Ligero""]",', ',,"[""Ligero"",""Plegable""]",');
    const res = await importCsv('equipment', `${header}\n${edited}\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 0, updated: 1 });
    expect(rowOf(await exportedRows('equipment'), id)).toMatchObject({
      title: 'Tripod',
      'title@es': null,
      'features@es': ['Ligero', 'Plegable'],
    });
  });

  it('refuses a column of a locale that is not translated into, or of a field without translations', async () => {
    const id = await create('slider', { ...sampleInput('slider', 4), title: 'Untouched' });
    const before = (await exportOf('slider')).body;
    const res = await importJson('slider', [
      { _id: id, ...sampleInput('slider', 4), 'title@fr': 'Titre' },
      { ...sampleInput('slider', 5), 'title@en': 'Title' },
      { ...sampleInput('slider', 6), 'videoUrl@es': 'https://videos.example.com/es.mp4' },
      { ...sampleInput('slider', 7), 'title@es': 42 },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; issues: unknown[] }>();
    expect(body.issues).toEqual([
      { row: 1, path: 'title@fr', message: transferMessages.unknownLocaleColumn('fr', ['es']) },
      { row: 2, path: 'title@en', message: transferMessages.unknownLocaleColumn('en', ['es']) },
      { row: 3, path: 'videoUrl@es', message: transferMessages.notLocalizedColumn('videoUrl') },
      { row: 4, path: 'title@es', message: expect.any(String) },
    ]);
    expect(body.message).toMatch(/^Nothing was imported: 4 rows are invalid\. Row 1, title@fr: /);
    // All or nothing.
    expect((await exportOf('slider')).body).toBe(before);
  });

  it('reads its own export back as it was: every row unchanged, nothing written', async () => {
    const id = await create('equipment', { ...sampleInput('equipment', 4), title: 'Round trip' });
    await translate('equipment', id, {
      ...sampleInput('equipment', 4),
      title: 'Ida y vuelta',
      features: ['Uno', 'Dos'],
    });
    for (const format of ['json', 'csv'] as const) {
      const exported = await exportOf('equipment', format);
      const rows = await exportedRows('equipment');
      expect(rowOf(rows, id)).toMatchObject({
        'title@es': 'Ida y vuelta',
        'features@es': ['Uno', 'Dos'],
      });
      const res =
        format === 'json'
          ? await importJson('equipment', JSON.parse(exported.body))
          : await importCsv('equipment', exported.body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 0, updated: rows.length });
      expect((await exportOf('equipment', format)).body).toBe(exported.body);
    }
    expect(await revisionsOf('equipment', id)).toHaveLength(2);
  });
});
