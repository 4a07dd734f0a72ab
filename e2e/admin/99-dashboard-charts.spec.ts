import type { Locator, Page } from '@playwright/test';
import { contentTypes, type InboxWeeks, type RecordMonths, spamGuard } from '@studio/contracts';
import { expect, test } from './support/admin';
import { jsonSample } from './support/samples';

const { stem, label: documentaries } = contentTypes.documentary;
const sender = (tag: string) => ({
  firstName: 'Chart',
  lastName: tag,
  contact: '+1 555 0199',
  email: `chart-${tag}@example.com`,
  message: 'Counted on the dashboard.',
});

/** What the admin's session reads from one of the charts' procedures. */
async function chartData<T>(page: Page, name: string): Promise<T> {
  const answer = await page.request.get(`/trpc/dashboard.${name}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const body: { result: { data: T } } = await answer.json();
  return body.result.data;
}

/** A chart's region: its canvas drawn, and its table (opened) read as rows of cells' text. */
async function drawnTable(page: Page, title: RegExp): Promise<string[][]> {
  const region = page.getByRole('region', { name: title });
  await expect(region.locator('canvas').first()).toBeVisible();
  await region.getByText('The numbers as a table').click();
  const table = region.getByRole('table');
  await expect(table).toBeVisible();
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

/** The table's numbers, one column per series (the rows' first cells are the periods). */
const columns = (rows: string[][], headers: string[]) =>
  headers.map((header) => {
    const at = rows[0]?.indexOf(header) ?? -1;
    expect(at, `column ${header}`).toBeGreaterThan(0);
    return rows.slice(1).map((row) => Number(row[at]));
  });

const reload = async (page: Page, heading: Locator) => {
  await page.goto('/admin/dashboard');
  await expect(heading).toBeVisible();
};

test("the dashboard's charts draw this week's arrivals and this month's records, with their tables", async ({
  adminPage: page,
}) => {
  const tag = Date.now().toString(36);
  expect((await page.request.post('/api/contact', { data: sender(tag) })).status()).toBe(201);
  const spam = { ...sender(`${tag}spam`), [spamGuard.honeypot]: 'https://spam.example' };
  expect((await page.request.post('/api/contact', { data: spam })).status()).toBe(201);
  const applied = await page.request.post('/api/career', {
    multipart: {
      firstName: 'Chart',
      lastName: tag,
      email: `chart-${tag}@example.com`,
      phone: '+1 555 0199',
      position: 'Colourist',
      about: 'Counted on the dashboard.',
      cv: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% a CV\n%%EOF\n'),
      },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const created = await page.request.post(`/api/${stem}`, { data: jsonSample('documentary') });
  expect(created.status(), await created.text()).toBe(201);

  const heading = page.getByRole('heading', { name: 'Dashboard' });
  // Other specs share this server: the tables must show what the server answers as they load.
  await expect(async () => {
    await reload(page, heading);
    const inbox = await drawnTable(page, /^Messages and applications per week/);
    const weeks = await chartData<InboxWeeks>(page, 'inboxPerWeek');
    expect(inbox).toHaveLength(weeks.weeks.length + 1);
    expect(columns(inbox, ['Contact messages', 'Applications', 'Spam'])).toEqual([
      weeks.contact,
      weeks.career,
      weeks.spam,
    ]);
    // This week's row holds what was just sent, spam apart.
    expect(weeks.contact.at(-1)).toBeGreaterThanOrEqual(1);
    expect(weeks.career.at(-1)).toBeGreaterThanOrEqual(1);
    expect(weeks.spam.at(-1)).toBeGreaterThanOrEqual(1);

    const records = await drawnTable(page, /^Records created per month/);
    const months = await chartData<RecordMonths>(page, 'recordsPerMonth');
    expect(records).toHaveLength(months.months.length + 1);
    const documentary = months.types.find((row) => row.type === 'documentary')?.created ?? [];
    expect(columns(records, [documentaries])).toEqual([documentary]);
    expect(documentary.at(-1)).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 30_000 });
});
