import type { Locator, Page } from '@playwright/test';
import { contentTypes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { samples } from './support/samples';

/** Records per page of an admin list (apps/web/src/admin/lists/browse-input.ts). */
const PAGE_SIZE = 20;
const { stem, admin } = contentTypes.equipment;

/** The titles of this test's records, in the order the element list shows them. */
const titlesIn = async (elements: Locator, prefix: string) =>
  (await elements.allTextContents()).flatMap(
    (text) => new RegExp(`${prefix} [A-C]`).exec(text)?.[0] ?? [],
  );

/** The order of this test's records on the public page, scrolled to its end. */
async function publicOrder(page: Page, prefix: string): Promise<string[]> {
  await page.goto('/equipment');
  const headings = page.getByRole('heading');
  await expect(async () => {
    await page.mouse.wheel(0, 10_000);
    expect(await titlesIn(headings, prefix)).toHaveLength(3);
  }).toPass();
  return titlesIn(headings, prefix);
}

test("an editor sets the site's order by keyboard, button and drag; the public page follows", async ({
  adminPage: page,
}) => {
  test.slow();
  // Other specs share the server: the titles here are this run's own, and new records go last,
  // so this test's three are neighbours at the end of the list.
  const prefix = `E2E Order ${Date.now().toString(36)}`;
  const ids: string[] = [];
  for (const letter of ['A', 'B', 'C']) {
    const answer = await page.request.post(`/api/${stem}`, {
      // As JSON: a list, a number and a yes-or-no, not the form's typed text.
      data: {
        ...samples.equipment.add,
        features: ['Alpha'],
        dailyRate: 2500,
        available: true,
        title: `${prefix} ${letter}`,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    ids.push((await answer.json())._id);
  }
  try {
    expect(await publicOrder(page, prefix)).toEqual([`${prefix} A`, `${prefix} B`, `${prefix} C`]);

    // The list in the site's order, at the page holding the end of it.
    const total = (await (await page.request.get(`/api/${stem}display`)).json()).length;
    const lastPage = Math.ceil(total / PAGE_SIZE);
    await page.goto(`${admin.list}?order=site&page=${lastPage}`);
    await expect(page.getByRole('button', { name: "Site's order" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = page.getByRole('row');
    const adminOrder = () => titlesIn(rows, prefix);
    await expect.poll(adminOrder).toEqual([`${prefix} A`, `${prefix} B`, `${prefix} C`]);
    const saved = page.getByRole('status').filter({ hasText: 'Order saved.' });

    // Keyboard: C's handle picked up with Space, moved up twice, dropped with Space; each step
    // is announced to screen readers.
    const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
    const handleC = page.getByRole('button', { name: `Drag to reorder “${prefix} C”` });
    // C is the last row of the page (new records go last).
    const last = await page.getByRole('button', { name: /^Drag to reorder/ }).count();
    // Brought into view first: focus() scrolls smoothly, and a row picked up while the page
    // still moves is dragged from where it was.
    await handleC.scrollIntoViewIfNeeded();
    await handleC.focus();
    await page.keyboard.press('Space');
    await expect(announced(`“${prefix} C” is over place ${last} of ${last}.`)).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(announced(`is over place ${last - 1} of ${last}.`)).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(announced(`is over place ${last - 2} of ${last}.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(
      announced(`“${prefix} C” was dropped at place ${last - 2} of ${last}.`),
    ).toBeAttached();
    await expect(saved).toBeVisible();
    await expect.poll(adminOrder).toEqual([`${prefix} C`, `${prefix} A`, `${prefix} B`]);

    // A button: A one place down.
    await page.getByRole('button', { name: `Move ${prefix} A down` }).click();
    await expect(saved).toBeVisible();
    await expect.poll(adminOrder).toEqual([`${prefix} C`, `${prefix} B`, `${prefix} A`]);

    // The pointer: B dragged by its handle above C.
    const handleB = page.getByRole('button', { name: `Drag to reorder “${prefix} B”` });
    const rowC = rows.filter({ hasText: `${prefix} C` });
    const from = await handleB.boundingBox();
    const to = await rowC.boundingBox();
    if (!from || !to) throw new Error('the rows are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(adminOrder).toEqual([`${prefix} B`, `${prefix} C`, `${prefix} A`]);
    await expect(saved).toBeVisible();

    // Kept: after a reload, and on the public page.
    await page.reload();
    await expect.poll(adminOrder).toEqual([`${prefix} B`, `${prefix} C`, `${prefix} A`]);
    expect(await publicOrder(page, prefix)).toEqual([`${prefix} B`, `${prefix} C`, `${prefix} A`]);
  } finally {
    for (const id of ids) await page.request.delete(`/api/${stem}delete/${id}`);
  }
});
