import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bulkMessages, contentTypes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { sidebar } from './support/content-flow';
import { samples } from './support/samples';

const { stem, admin } = contentTypes.podcast;

/** Drafts titled `<prefix> 1` … `<prefix> n`, added over the API; answers their ids. */
async function addDrafts(page: Page, prefix: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const created = await page.request.post(`/api/${stem}`, {
      data: { ...samples.podcast.add, title: `${prefix} ${i}`, status: 'draft' },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push((await created.json())._id);
  }
  return ids;
}

/** The stored status of each record whose title starts with `prefix`. */
async function statuses(page: Page, prefix: string): Promise<string[]> {
  const res = await page.request.get(`/api/${stem}display?status=all`);
  const records: { title: string; status: string }[] = await res.json();
  return records.filter((record) => record.title.startsWith(prefix)).map((record) => record.status);
}

/** Takes what is left of the test's records away (to the trash). */
async function cleanUp(page: Page, prefix: string) {
  await page.request.post(`/api/${stem}bulk`, {
    data: { action: 'delete', matching: { search: prefix } },
  });
}

const listOf = (page: Page, prefix: string) =>
  page.goto(`${admin.list}?q=${encodeURIComponent(prefix)}`);

/** Export from the selection bar, confirmed: the downloaded file's text. */
async function exportSelected(page: Page, count: number): Promise<string> {
  const bar = page.getByRole('group', { name: 'Selected records' });
  await bar.getByRole('button', { name: 'Export', exact: true }).click();
  const asked = page.getByRole('dialog', { name: `Export ${count} records?` });
  await expect(asked).toContainText(bulkMessages.notice.export);
  const download = page.waitForEvent('download');
  await asked.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  await expect(
    page.getByRole('status').filter({ hasText: bulkMessages.summary('export', count) }),
  ).toBeVisible();
  // The selection stays for another action on the same records.
  await expect(bar).toBeVisible();
  return readFile((await file.path()) ?? '', 'utf8');
}

test('selected rows are published after a confirmation naming the count, then a summary', async ({
  adminPage: page,
}) => {
  const prefix = `E2E Bulk pick ${Date.now().toString(36)}`;
  await addDrafts(page, prefix, 4);
  try {
    await listOf(page, prefix);
    for (const n of [1, 2, 3]) {
      await page.getByRole('checkbox', { name: `Select ${prefix} ${n}` }).check();
    }
    const bar = page.getByRole('group', { name: 'Selected records' });
    await expect(bar).toContainText(bulkMessages.selected(3));
    await expect(
      page.getByRole('checkbox', { name: 'Select every record on this page' }),
    ).not.toBeChecked();

    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    const asked = page.getByRole('dialog', { name: 'Publish 3 records?' });
    await expect(asked).toContainText(bulkMessages.notice.publish);
    await asked.getByRole('button', { name: 'Publish' }).click();

    await expect(page.getByRole('status').filter({ hasText: '3 records published' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    const row = (n: number) => page.getByRole('row').filter({ hasText: `${prefix} ${n}` });
    for (const n of [1, 2, 3]) await expect(row(n)).toContainText('Published');
    await expect(row(4)).toContainText('Draft');
    expect((await statuses(page, prefix)).sort()).toEqual([
      'draft',
      'published',
      'published',
      'published',
    ]);
  } finally {
    await cleanUp(page, prefix);
  }
});

test('"Select all N matching" takes every record of the search, across pages', async ({
  adminPage: page,
}) => {
  const prefix = `E2E Bulk all ${Date.now().toString(36)}`;
  await addDrafts(page, prefix, 23);
  try {
    await listOf(page, prefix);
    await page.getByRole('checkbox', { name: 'Select every record on this page' }).check();
    const bar = page.getByRole('group', { name: 'Selected records' });
    await expect(bar).toContainText(bulkMessages.selected(20));
    await bar.getByRole('button', { name: bulkMessages.selectAll(23) }).click();
    await expect(bar).toContainText(bulkMessages.allSelected(23));
    // Export takes every matching record too (the list's search, not 23 ids): one CSV line each.
    const csv = await exportSelected(page, 23);
    const lines = csv.trim().split('\n').slice(1);
    expect(lines).toHaveLength(23);
    expect(lines.every((line) => line.includes(prefix))).toBe(true);

    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish 23 records?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: '23 records published' }),
    ).toBeVisible();
    const stored = await statuses(page, prefix);
    expect(stored).toHaveLength(23);
    expect(stored.every((status) => status === 'published')).toBe(true);
    // The second page shows it too.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(3);
    await expect(page.getByRole('row').filter({ hasText: 'Draft' })).toHaveCount(0);
  } finally {
    await cleanUp(page, prefix);
  }
});

test('selected rows are exported, in the format chosen beside Export', async ({
  adminPage: page,
}) => {
  const prefix = `E2E Bulk export ${Date.now().toString(36)}`;
  const ids = await addDrafts(page, prefix, 3);
  try {
    await listOf(page, prefix);
    await page.getByLabel('Export format').selectOption('json');
    for (const n of [1, 3]) {
      await page.getByRole('checkbox', { name: `Select ${prefix} ${n}` }).check();
    }
    const rows: { _id: string; title: string }[] = JSON.parse(await exportSelected(page, 2));
    expect(rows.map((row) => [row._id, row.title])).toEqual([
      [ids[0], `${prefix} 1`],
      [ids[2], `${prefix} 3`],
    ]);
  } finally {
    await cleanUp(page, prefix);
  }
});

test('selected rows deleted together wait in the Trash', async ({ adminPage: page }) => {
  const prefix = `E2E Bulk trash ${Date.now().toString(36)}`;
  await addDrafts(page, prefix, 2);
  try {
    await listOf(page, prefix);
    await page.getByRole('checkbox', { name: 'Select every record on this page' }).check();
    const bar = page.getByRole('group', { name: 'Selected records' });
    await bar.getByRole('button', { name: 'Delete', exact: true }).click();
    const asked = page.getByRole('dialog', { name: 'Delete 2 records?' });
    await expect(asked).toContainText(bulkMessages.notice.delete);
    await asked.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 records deleted' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(0);

    await sidebar(page).getByRole('link', { name: 'Trash' }).click();
    const table = page.getByRole('table', { name: 'Deleted records' });
    for (const n of [1, 2]) {
      await expect(table.getByRole('row').filter({ hasText: `${prefix} ${n}` })).toBeVisible();
    }
  } finally {
    await cleanUp(page, prefix);
  }
});
