import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type ContentTypeName, contentTypes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { storedRecords } from './support/content-flow';
import { jsonSample, sampleOf } from './support/samples';
import { trpcMutation } from './support/users';

/** Records per page of an admin list (apps/web/src/admin/lists/list-paging.ts). */
const PAGE_SIZE = 20;

/** Adds a record of the type named `title`, through tRPC as the admin's forms do. */
async function addRecord(page: Page, type: ContentTypeName, title: string): Promise<string> {
  const { titleField } = sampleOf(type);
  const answer = await trpcMutation(page, `content.${type}.create`, {
    ...jsonSample(type),
    [titleField]: title,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body: { result: { data: { _id: string } } } = await answer.json();
  return body.result.data._id;
}

/** Deletes what a test added, whatever became of it. */
async function removeRecords(page: Page, type: ContentTypeName, ids: string[]) {
  for (const id of ids) await page.request.delete(`/api/${contentTypes[type].stem}delete/${id}`);
}

/** Serious and critical axe findings on the page as it is now. */
async function severeAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('on a phone every list row is a card: labelled cells, Edit and Delete in view, no sideways scroll', async ({
  adminPage: page,
}) => {
  const { admin, fields } = contentTypes.podcast;
  // A long title that must wrap inside its card rather than widen the page.
  const title = `E2E Phone Card ${Date.now()} with a title long enough to wrap on a phone`;
  const added = await addRecord(page, 'podcast', title);
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(admin.list);
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Edit / }) });
    await expect(rows.first()).toBeVisible();
    const card = rows.filter({ hasText: title });
    await expect(card).toBeVisible();

    // Each cell names its column in visible text; the table's header row is not shown.
    await expect(card.getByText(fields.title.label, { exact: true })).toBeVisible();
    await expect(card.getByText(fields.videoUrl.label, { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: fields.title.label })).toBeHidden();

    // Every row's buttons lie between the viewport's left and right edges as laid out, with
    // nothing scrolled sideways; the first row's are wholly in view (not clipped) at once.
    const controls = rows
      .getByRole('link', { name: /^Edit / })
      .or(rows.getByRole('button', { name: /^Delete / }));
    expect(await controls.count()).toBe(2 * (await rows.count()));
    const outside = await controls.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < 0 || box.right > document.documentElement.clientWidth;
        })
        .map((element) => element.getAttribute('aria-label')),
    );
    expect(outside).toEqual([]);
    await expect(rows.first().getByRole('link', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
    await expect(rows.first().getByRole('button', { name: /^Delete / })).toBeInViewport({
      ratio: 1,
    });
    await expect(card.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete ${title}` })).toBeVisible();

    const width = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    const phoneFindings = await severeAxeFindings(page);
    expect(phoneFindings, phoneFindings.join('\n')).toEqual([]);

    // From `sm` up it is a table again: column headers shown, the phone's labels not.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(page.getByRole('columnheader', { name: fields.title.label })).toBeVisible();
    await expect(card.getByText(fields.title.label, { exact: true })).toBeHidden();
    await expect(card.getByRole('cell', { name: title, exact: true })).toBeVisible();
  } finally {
    await removeRecords(page, 'podcast', [added]);
  }
});

test('a list pages with Previous and Next, searches, and keeps both in the address', async ({
  adminPage: page,
  queryDb,
}) => {
  // Documentaries, which only 20-content.spec.ts (early in the run) adds to; the rows are
  // found by this test's own prefix, so another record here moves none of them off its page.
  const type = 'documentary';
  const { admin, label } = contentTypes[type];
  const prefix = `E2E Paging ${Date.now().toString(36)}`;
  const titleOf = (n: number) => `${prefix} ${String(n).padStart(2, '0')}`;
  const ids: string[] = [];
  // One more than a page; the newest comes first, so the oldest starts page 2.
  for (let n = 1; n <= PAGE_SIZE + 1; n++) ids.push(await addRecord(page, type, titleOf(n)));
  const newest = titleOf(PAGE_SIZE + 1);
  const oldest = titleOf(1);

  const ours = page.getByRole('row').filter({ hasText: prefix });
  const rowOf = (title: string) => page.getByRole('row').filter({ hasText: title });
  const pager = page.getByRole('navigation', { name: `${label} pages` });
  const previous = pager.getByRole('button', { name: 'Previous page' });
  const next = pager.getByRole('button', { name: 'Next page' });
  const searchBox = page.getByRole('searchbox', { name: 'Search' });
  const param = (name: string) => new URL(page.url()).searchParams.get(name);

  try {
    await page.goto(admin.list);
    await expect(rowOf(newest)).toBeVisible();
    await expect(pager).toContainText(/Page 1 of \d+/);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(rowOf(oldest)).toHaveCount(0);

    await next.click();
    await expect(rowOf(oldest)).toBeVisible();
    await expect(pager).toContainText(/Page 2 of \d+/);
    await expect(rowOf(newest)).toHaveCount(0);
    expect(param('page')).toBe('2');
    await expect(previous).toBeEnabled();

    await previous.click();
    await expect(rowOf(newest)).toBeVisible();
    await expect(rowOf(oldest)).toHaveCount(0);
    // The first page is the list's plain address.
    expect(param('page')).toBeNull();

    // A reload keeps the page.
    await next.click();
    await expect(rowOf(oldest)).toBeVisible();
    await page.reload();
    await expect(rowOf(oldest)).toBeVisible();
    await expect(pager).toContainText(/Page 2 of \d+/);

    // Searching narrows the list to the match and starts again on page 1.
    const wanted = titleOf(7);
    await searchBox.fill(wanted);
    await expect(ours).toHaveCount(1);
    await expect(rowOf(wanted)).toBeVisible();
    await expect(pager).toContainText('Page 1 of 1');
    await expect(pager).toContainText('1 entry');
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    expect(param('q')).toBe(wanted);
    expect(param('page')).toBeNull();

    // A reload, and Back from the record's edit page, keep the search.
    await page.reload();
    await expect(searchBox).toHaveValue(wanted);
    await expect(ours).toHaveCount(1);
    await page.getByRole('link', { name: `Edit ${wanted}` }).click();
    await expect(page).toHaveURL(new RegExp(`${admin.edit}/${ids[6]}\\?`));
    await page.goBack();
    await expect(searchBox).toHaveValue(wanted);
    await expect(ours).toHaveCount(1);
    // So does the edit form's "Back to list".
    await page.getByRole('link', { name: `Edit ${wanted}` }).click();
    await page.getByRole('link', { name: 'Back to list' }).click();
    await expect(searchBox).toHaveValue(wanted);
    await expect(ours).toHaveCount(1);

    // Nothing found says so, and keeps the field to search again.
    await searchBox.fill(`${prefix} none`);
    await expect(page.getByText(`Nothing matches “${prefix} none”.`)).toBeVisible();
    await expect(ours).toHaveCount(0);

    // Deleting the only row of the last page goes back a page.
    await searchBox.fill(prefix);
    await expect(pager).toContainText('Page 1 of 2');
    await expect(pager).toContainText(`${PAGE_SIZE + 1} entries`);
    await next.click();
    await expect(ours).toHaveCount(1);
    // A saved edit returns to the page and search its Edit link was on.
    await page.getByRole('link', { name: `Edit ${oldest}` }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(contentTypes[type].messages.updated)).toBeVisible();
    await expect(rowOf(oldest)).toBeVisible();
    await expect(pager).toContainText('Page 2 of 2');
    expect(param('page')).toBe('2');
    expect(param('q')).toBe(prefix);
    await rowOf(oldest)
      .getByRole('button', { name: `Delete ${oldest}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(pager).toContainText('Page 1 of 1');
    await expect(pager).toContainText(`${PAGE_SIZE} entries`);
    await expect(ours).toHaveCount(PAGE_SIZE);
    expect(param('page')).toBeNull();
    expect(param('q')).toBe(prefix);
    expect((await storedRecords(queryDb, type)).filter((record) => record.id === ids[0])).toEqual(
      [],
    );
  } finally {
    await removeRecords(page, type, ids);
  }
});
