import type { Locator, Page } from '@playwright/test';
import { optionLabel, optionWords } from '@studio/content';
import { type ContentTypeName, contentTypes, unreachable } from '@studio/contracts';
import { expect } from './admin';

type QueryDb = <T>(sql: string, ...params: unknown[]) => Promise<T[]>;

/** The records of one type as stored: id and the JSON fields. */
export async function storedRecords(queryDb: QueryDb, type: ContentTypeName) {
  const rows = await queryDb<{ id: string; data: string }>(`select id, data from content_${type}`);
  return rows.map((row) => {
    const data: Record<string, unknown> = JSON.parse(row.data);
    return { id: row.id, data };
  });
}

/** The form control of a registry field, found by its label as a user would. */
export function field(page: Page, type: ContentTypeName, name: string) {
  const spec = Object.entries(contentTypes[type].fields).find(([key]) => key === name)?.[1];
  if (!spec) throw new Error(`${type} has no field ${name}`);
  return page.getByRole('textbox', { name: spec.label, exact: true });
}

/**
 * Types a sample's value into a registry field as a user would, by its kind's control: a number
 * input (a spin button), a checkbox (`'true'`: ticked), a date or date-and-time picker (a
 * date and time in the browser's local time, as the picker takes it), a choice of options (its
 * keys, comma-separated), or a text box.
 */
export async function fillField(page: Page, type: ContentTypeName, name: string, value: string) {
  const spec = Object.entries(contentTypes[type].fields).find(([key]) => key === name)?.[1];
  if (!spec) throw new Error(`${type} has no field ${name}`);
  const byLabel = { name: spec.label, exact: true };
  switch (spec.kind) {
    case 'number':
      return page.getByRole('spinbutton', byLabel).fill(value);
    case 'boolean':
      return page.getByRole('checkbox', byLabel).setChecked(value === 'true');
    case 'date':
    case 'datetime':
      return page.getByLabel(spec.label, { exact: true }).fill(value);
    case 'select':
      return chooseOptions(page, spec.label, value);
    case 'reference':
      return chooseRecords(page, spec.label, value);
    case 'text':
    case 'textarea':
    case 'image':
    case 'video':
    case 'url':
    case 'email':
    case 'list':
      return field(page, type, name).fill(value);
    default:
      return unreachable(spec.kind);
  }
}

/**
 * Picks a reference field's records by their titles (comma-separated), as a user would: each
 * searched for, then added (or, for one, chosen) from the matches.
 */
async function chooseRecords(page: Page, label: string, value: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  for (const title of value
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)) {
    await group.getByRole('searchbox').fill(title);
    await group.getByRole('button', { name: new RegExp(`^(Add|Choose) ${title}$`) }).click();
    await expect(group.getByRole('list', { name: `Chosen: ${label}` })).toContainText(title);
  }
}

/**
 * Chooses a select field's options by their English labels, as a user would: `value` is the
 * keys, comma-separated (several: the checkboxes of its group; one: its select).
 */
async function chooseOptions(page: Page, label: string, value: string) {
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const group = page.getByRole('group', { name: label, exact: true });
  if ((await group.count()) === 0) {
    const text = keys[0] === undefined ? '' : optionLabel(optionWords, keys[0]);
    await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: text });
    return;
  }
  for (const box of await group.getByRole('checkbox').all()) await box.uncheck();
  for (const key of keys) {
    await group.getByRole('checkbox', { name: optionLabel(optionWords, key), exact: true }).check();
  }
}

const countCard = (page: Page, type: ContentTypeName) =>
  page.getByRole('region', { name: contentTypes[type].label }).getByTestId('count');

/** Opens the dashboard from the sidebar and reads one card once it has loaded. */
export async function dashboardCount(page: Page, type: ContentTypeName): Promise<number> {
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(countCard(page, type)).toHaveText(/^\d+$/);
  return Number(await countCard(page, type).textContent());
}

/** Opens the dashboard from the sidebar and waits for one card to show the expected count. */
export async function expectDashboardCount(page: Page, type: ContentTypeName, expected: number) {
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  // A cached count may show first while the fresh one loads.
  await expect(countCard(page, type)).toHaveText(String(expected));
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** Deletes every record of a type through the admin API (for pages that show only the first). */
export async function removeAll(page: Page, type: ContentTypeName): Promise<void> {
  const { stem } = contentTypes[type];
  const list = await page.request.get(`/api/${stem}display`);
  const records: { _id: string }[] = await list.json();
  for (const record of records) {
    const answer = await page.request.delete(`/api/${stem}delete/${record._id}`);
    expect(answer.ok()).toBe(true);
  }
}

/** A text or image on the public page, whichever way the page shows the title. */
const publicTitle = (page: Page, title: string) =>
  page.getByText(title).or(page.getByAltText(title)).filter({ visible: true }).first();

/**
 * Waits for `title` on the public page, scrolling on as a visitor would: the galleries show a
 * screenful first and load the rest as the end comes near, and a new record comes last.
 */
export async function expectOnPublicPage(page: Page, title: string) {
  await expect(async () => {
    await page.mouse.wheel(0, 10_000);
    await expect(publicTitle(page, title)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * Waits for a poster card of a gallery, asking for more as a visitor would. "Show more" goes
 * once the last page has come (scrolling near the end fetches it too), so its click is bounded:
 * a button gone meanwhile ends this try instead of waiting out the test.
 */
export async function revealCard(page: Page, card: Locator) {
  await expect(async () => {
    const more = page.getByRole('button', { name: /^Show more/ });
    if (await more.isVisible()) await more.click({ timeout: 1_000 });
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * Searches a content list as a person types, and waits for the list searched for: the page
 * being left stays on screen (out of reach) until it comes, and a row clicked on that page
 * could move under the pointer as it is replaced.
 */
export async function searchList(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
}
