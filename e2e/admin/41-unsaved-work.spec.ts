import type { Dialog, Page } from '@playwright/test';
import { contentTypes, singletonTypes } from '@studio/contracts';
import { ADMIN, expect, signIn, test } from './support/admin';
import { field, sidebar } from './support/content-flow';
import { atPath } from './support/urls';
import { createUser, uniqueAccount } from './support/users';

const podcast = contentTypes.podcast;
const site = singletonTypes.site;

/** The offer of a kept draft, found as assistive technology announces it. */
const draftOffer = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You have unsaved changes from' });

/** Whether this browser keeps a draft holding `text` (drafts are kept shortly after typing). */
const draftHolding = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) =>
      Object.keys(localStorage).some(
        (key) => key.startsWith('studio.draft') && localStorage.getItem(key)?.includes(wanted),
      ),
    text,
  );

const storedDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('studio.draft')));

/** Reloads a page with unsaved changes: it asks first (beforeunload), and the test agrees. */
async function reloadAgreeing(page: Page): Promise<void> {
  const asked: string[] = [];
  const agree = (dialog: Dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on('dialog', agree);
  await page.reload();
  page.off('dialog', agree);
  expect(asked).toEqual(['beforeunload']);
}

async function createPodcast(page: Page, title: string): Promise<string> {
  const answer = await page.request.post(`/api/${podcast.stem}`, {
    data: {
      title,
      posterUrl: '/media/podcast/poster-02.svg',
      videoUrl: '/media/video/doc-slide-1.mp4',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { _id }: { _id: string } = await answer.json();
  return _id;
}

test('an edit form offers its unsaved changes back after a reload, and a save clears them', async ({
  adminPage: page,
}) => {
  const id = await createPodcast(page, 'Draft Source');
  const edit = `${podcast.admin.edit}/${id}`;
  await page.goto(edit);
  const title = field(page, 'podcast', 'title');
  await expect(title).toHaveValue('Draft Source');
  await expect(draftOffer(page)).toHaveCount(0);

  await title.fill('Draft Typed Before Reload');
  await draftHolding(page, 'Draft Typed Before Reload');
  await reloadAgreeing(page);

  // The page starts from the stored record and offers the typing back.
  await expect(draftOffer(page)).toBeVisible();
  await expect(title).toHaveValue('Draft Source');
  await draftOffer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(title).toHaveValue('Draft Typed Before Reload');
  await expect(draftOffer(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status')).toHaveText(podcast.messages.updated);
  // Saved: the way back to the list asks nothing.
  await expect(page).toHaveURL(atPath(podcast.admin.list));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedDrafts(page)).toEqual([]);

  await page.goto(edit);
  await expect(title).toHaveValue('Draft Typed Before Reload');
  await expect(draftOffer(page)).toHaveCount(0);
  await page.reload();
  await expect(title).toHaveValue('Draft Typed Before Reload');
  await expect(draftOffer(page)).toHaveCount(0);
});

test('an add form keeps typing through a reload right after it; Discard drops it', async ({
  adminPage: page,
}) => {
  const music = contentTypes.music;
  await page.goto(music.admin.add);
  const alt = field(page, 'music', 'alt');
  // No wait for the draft: leaving the page keeps the last keystrokes too.
  await alt.fill('Half a title');
  await reloadAgreeing(page);

  await expect(draftOffer(page)).toBeVisible();
  await expect(alt).toHaveValue('');
  await draftOffer(page).getByRole('button', { name: 'Discard' }).click();
  await expect(draftOffer(page)).toHaveCount(0);
  await expect(alt).toHaveValue('');
  expect(await storedDrafts(page)).toEqual([]);

  // Nothing unsaved: a reload neither asks nor offers.
  await page.reload();
  await expect(alt).toBeVisible();
  await expect(draftOffer(page)).toHaveCount(0);
});

test('typing that leaves before the server has named the account is offered back once it has', async ({
  adminPage: page,
}) => {
  const music = contentTypes.music;
  // The first page's question "who is signed in?" is answered only after the reload: its
  // drafts have no account to be kept under yet.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let first = true;
  await page.route(/\/trpc\/[^?]*auth\.me/, async (route) => {
    if (first) {
      first = false;
      await answered;
    }
    // That page is gone by then: its request has nobody to answer.
    await route.fallback().catch(() => undefined);
  });
  await page.goto(music.admin.add);
  const alt = field(page, 'music', 'alt');
  await alt.fill('Typed before the account');
  await reloadAgreeing(page);
  answer();

  await draftOffer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(alt).toHaveValue('Typed before the account');
});

test('a list typed on an add form comes back as typed', async ({ adminPage: page }) => {
  const equipment = contentTypes.equipment;
  await page.goto(equipment.admin.add);
  await field(page, 'equipment', 'title').fill('Kept Camera');
  await field(page, 'equipment', 'features').fill('4K sensor, Dual card slots');
  await draftHolding(page, 'Dual card slots');
  await reloadAgreeing(page);

  await draftOffer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(field(page, 'equipment', 'title')).toHaveValue('Kept Camera');
  await expect(field(page, 'equipment', 'features')).toHaveValue('4K sensor, Dual card slots');
});

test('leaving an edit form by a link asks first; what was left is offered on return', async ({
  adminPage: page,
}) => {
  const id = await createPodcast(page, 'Left Behind');
  await page.goto(`${podcast.admin.edit}/${id}`);
  const title = field(page, 'podcast', 'title');
  await title.fill('Left Behind, edited');
  const dashboard = sidebar(page).getByRole('link', { name: 'Dashboard' });
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  await dashboard.click();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(atPath(`${podcast.admin.edit}/${id}`));
  await expect(title).toHaveValue('Left Behind, edited');

  await dashboard.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(atPath('/admin/dashboard'));

  await page.goto(`${podcast.admin.edit}/${id}`);
  await expect(title).toHaveValue('Left Behind');
  await draftOffer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(title).toHaveValue('Left Behind, edited');
});

test('closing a tab with unsaved changes asks first; staying keeps the typing', async ({
  adminPage: page,
}) => {
  await page.goto(podcast.admin.add);
  const title = field(page, 'podcast', 'title');
  await title.fill('Not yet saved');
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(title).toHaveValue('Not yet saved');
});

test('site settings keep their unsaved changes too', async ({ adminPage: page }) => {
  await page.goto(site.admin);
  const tagline = page.getByRole('textbox', { name: site.fields.tagline.label, exact: true });
  const before = await tagline.inputValue();
  expect(before).not.toBe('');
  await tagline.fill('A tagline not saved yet');
  await draftHolding(page, 'A tagline not saved yet');
  await reloadAgreeing(page);

  await expect(tagline).toHaveValue(before);
  await draftOffer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(tagline).toHaveValue('A tagline not saved yet');
  // Put back as it was: the changes are then no longer unsaved.
  await tagline.fill(before);
  await expect.poll(() => storedDrafts(page)).toEqual([]);
});

test('a draft is offered only to the account that typed it', async ({ adminPage: page }) => {
  const editor = uniqueAccount('drafts-editor');
  await createUser(page, editor, 'editor');
  await page.goto(podcast.admin.add);
  await field(page, 'podcast', 'title').fill('Only for the admin');
  await draftHolding(page, 'Only for the admin');
  // Leaving for the login page asks first (the browser's own dialog); the test agrees.
  page.on('dialog', (dialog) => void dialog.accept());

  await signIn(page, editor);
  await page.goto(podcast.admin.add);
  await expect(field(page, 'podcast', 'title')).toHaveValue('');
  await expect(draftOffer(page)).toHaveCount(0);

  await signIn(page, ADMIN);
  await page.goto(podcast.admin.add);
  await draftOffer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(field(page, 'podcast', 'title')).toHaveValue('Only for the admin');
});

test('typing before the account is known is kept too', async ({ adminPage: page }) => {
  // The server is slow to say who is signed in; the form is there before it answers.
  await page.route(/\/trpc\/.*auth\.me/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(podcast.admin.add);
  await field(page, 'podcast', 'title').fill('Typed before the account');
  await draftHolding(page, 'Typed before the account');
  await page.unrouteAll();
  await reloadAgreeing(page);
  await draftOffer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(field(page, 'podcast', 'title')).toHaveValue('Typed before the account');
});

test.describe('a session that ends under a form with unsaved changes', () => {
  // The refused save answers 401, which the browser logs.
  test.use({ allowConsoleErrors: true });

  test('goes to /login without asking (a whole page load); the draft stays', async ({
    adminPage: page,
  }) => {
    await page.goto(podcast.admin.add);
    await field(page, 'podcast', 'title').fill('Typed as the session ended');
    await field(page, 'podcast', 'posterUrl').fill('/media/podcast/poster-02.svg');
    await field(page, 'podcast', 'videoUrl').fill('/media/video/doc-slide-1.mp4');
    await draftHolding(page, 'Typed as the session ended');
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    // Ended elsewhere (the same session's cookie): this page still holds its token.
    expect((await page.request.post('/api/logout')).ok()).toBe(true);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(atPath('/login'));
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await storedDrafts(page)).toHaveLength(1);
  });
});
