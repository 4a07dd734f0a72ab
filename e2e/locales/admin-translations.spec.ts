import AxeBuilder from '@axe-core/playwright';
import {
  conflictMessages,
  contentTypes,
  inboxes,
  localizedFields,
  singletonTypes,
} from '@studio/contracts';
import { ADMIN, signIn } from '../admin/support/admin';
import { expect, test } from '../fixtures';

// The `locales` project's server runs with LOCALES=en,es and no other spec signs in: this one
// registers the first admin itself (403: it already exists, from a retry).
test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/register', { data: ADMIN });
  expect(answer.ok() || answer.status() === 403, await answer.text()).toBe(true);
  await signIn(page);
});

const podcast = contentTypes.podcast;

test('a podcast translated in the admin shows on /es/podcast, the English page unchanged', async ({
  page,
  strictPage: _strict,
}) => {
  // The first podcast the public page shows.
  const shown: ({ _id: string; title: string } & Record<string, unknown>)[] = await (
    await page.request.get(`/api/${podcast.stem}display`)
  ).json();
  const record = shown[0];
  if (!record) throw new Error('The demo data has no podcast');
  const spanish = `Episodio traducido ${Date.now()}`;
  // The demo podcasts come with their Spanish: this one's is taken away (an empty title is no
  // translation), so the test starts from a record that has none.
  const fields = Object.fromEntries(
    Object.keys(podcast.fields).map((name) => [name, record[name]]),
  );
  const untranslated = await page.request.post(
    `/api/${podcast.stem}update/${record._id}?locale=es`,
    { data: { ...fields, title: '' } },
  );
  expect(untranslated.ok(), await untranslated.text()).toBe(true);

  // The list marks it as missing its Spanish translation, and the filter lists it.
  await page.goto(podcast.admin.list);
  await page.getByLabel('Translations').selectOption({ label: 'Missing Español' });
  await expect(page).toHaveURL(/[?&]missing=es\b/);
  const row = page.getByRole('row').filter({ has: page.getByText(record.title, { exact: true }) });
  await expect(row.getByText('ES missing')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await row.getByRole('link', { name: `Edit ${record.title}` }).click();

  // The English tab is today's form; the Spanish one has only the translated fields, empty,
  // the English title as placeholder.
  const tabs = page.getByRole('tablist', { name: 'Language' });
  await expect(tabs.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Poster URL' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'English' }).press('ArrowRight');
  const spanishTab = tabs.getByRole('tab', { name: 'Español' });
  await expect(spanishTab).toBeFocused();
  await expect(spanishTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Español' });
  const title = panel.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('');
  await expect(title).toHaveAttribute('placeholder', record.title);
  await expect(panel.getByRole('textbox', { name: 'Poster URL' })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await title.fill(spanish);
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel.getByRole('status')).toHaveText(podcast.messages.updated);
  // Back on its list (still filtered), the record is no longer missing Spanish.
  await expect(page).toHaveURL(/\/admin\/podcast\?.*missing=es/);
  await expect(page.getByRole('link', { name: `Edit ${record.title}` })).toHaveCount(0);

  // The API answers it in Spanish, the English answer as it was.
  const inSpanish = await page.request.get(`/api/${podcast.stem}display?locale=es`);
  expect(await inSpanish.json()).toContainEqual(
    expect.objectContaining({ _id: record._id, title: spanish }),
  );
  const inEnglish = await page.request.get(`/api/${podcast.stem}display`);
  expect(await inEnglish.json()).toContainEqual(
    expect.objectContaining({ _id: record._id, title: record.title }),
  );

  // The Spanish page shows the translation; the English page the record as it was.
  await page.goto('/es/podcast');
  await expect(page.getByText(spanish).first()).toBeVisible();
  await page.goto('/podcast');
  await expect(page.getByText(record.title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(spanish)).toHaveCount(0);

  // Opened again, the Spanish tab holds the translation.
  await page.goto(podcast.admin.list);
  await page.getByRole('link', { name: `Edit ${record.title}` }).click();
  await page.getByRole('tab', { name: 'Español' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Español' }).getByRole('textbox', { name: 'Title' }),
  ).toHaveValue(spanish);
});

test("the Spanish tab's live preview shows the Spanish page as typed, the English words where none is", async ({
  page,
  strictPage: _strict,
}) => {
  const shown: { _id: string; title: string }[] = await (
    await page.request.get(`/api/${podcast.stem}display?locale=es`)
  ).json();
  const record = shown[1];
  if (!record) throw new Error('The demo data has fewer than two podcasts');
  // What an emptied Spanish title falls back to: the English one.
  const english: { _id: string; title: string }[] = await (
    await page.request.get(`/api/${podcast.stem}display`)
  ).json();
  const fallback = english.find(({ _id }) => _id === record._id)?.title ?? '';
  const typed = `Vista previa ${Date.now()}`;
  page.on('dialog', (dialog) => void dialog.accept());

  await page.goto(`${podcast.admin.edit}/${record._id}`);
  await page.getByRole('tab', { name: 'Español' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Español' });
  await panel.getByRole('button', { name: 'Live preview' }).click();
  const frame = page.frameLocator('iframe[title="Live preview of /es/podcast"]');
  // The framed page is the Spanish one.
  await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
  await panel.getByRole('textbox', { name: 'Title' }).fill(typed);
  await expect(frame.getByRole('figure', { name: typed })).toBeVisible();
  // Emptied, the field has no translation: the page shows what it falls back to.
  await panel.getByRole('textbox', { name: 'Title' }).fill('');
  await expect(frame.getByRole('figure', { name: fallback })).toBeVisible();
  await expect(frame.getByRole('figure', { name: typed })).toHaveCount(0);
  // Nothing was saved.
  const after: { _id: string; title: string }[] = await (
    await page.request.get(`/api/${podcast.stem}display?locale=es`)
  ).json();
  expect(after).toContainEqual(expect.objectContaining({ _id: record._id, title: record.title }));
});

test('unsaved Spanish typing is kept as a draft of its own, the English form untouched', async ({
  page,
  strictPage: _strict,
}) => {
  const site = singletonTypes.site;
  await page.goto(site.admin);
  await page.getByRole('tab', { name: 'Español' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Español' });
  const tagline = panel.getByRole('textbox', { name: site.fields.tagline.label, exact: true });
  await tagline.fill('Lema sin guardar');
  // Kept shortly after typing; a reload offers it back in the Spanish tab only.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('site%40es'))),
    )
    .toBe(true);
  await page.reload();
  await expect(
    page.getByRole('tabpanel', { name: 'English' }).getByRole('button', { name: 'Restore' }),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: 'Español' }).click();
  const restored = page.getByRole('tabpanel', { name: 'Español' });
  await restored.getByRole('button', { name: 'Restore' }).click();
  await expect(
    restored.getByRole('textbox', { name: site.fields.tagline.label, exact: true }),
  ).toHaveValue('Lema sin guardar');
});

test('the inbox shows the language a message was sent in', async ({
  page,
  strictPage: _strict,
}) => {
  // As the Spanish contact page sends it: the page's locale beside the fields.
  const sent = await page.request.post('/api/contact', {
    data: {
      firstName: 'Lucía',
      lastName: 'Buzón',
      contact: '+34 600 000 111',
      email: 'lucia.buzon@example.com',
      message: 'Hola, quisiera un presupuesto.',
      locale: 'es',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto(inboxes.contact.admin);
  const row = page.getByRole('row').filter({ hasText: 'Lucía Buzón' });
  await expect(row.getByRole('cell', { name: 'Español' })).toBeVisible();
  await row.getByRole('link', { name: 'Open Lucía Buzón' }).click();
  const entry = page.getByRole('article');
  await expect(entry.getByRole('term').filter({ hasText: 'Language' })).toBeVisible();
  await expect(entry.getByRole('definition').filter({ hasText: 'Español' })).toBeVisible();
});

test.describe('a Spanish translation saved meanwhile', () => {
  // The browser logs the refused stale save (409) as an error: it is the point of this test.
  test.use({ allowConsoleErrors: true });

  test('merges over the Spanish values; the English tab then saves without a conflict', async ({
    page,
  }) => {
    const site = singletonTypes.site;
    const label = (name: keyof typeof site.fields) => site.fields[name].label;
    // The Spanish tagline both saves started from (the seeded one).
    const { tagline: seeded } = await (
      await page.request.get(`/api/${site.stem}view?locale=es`)
    ).json();
    await page.goto(site.admin);
    await page.getByRole('tab', { name: 'Español' }).click();
    const spanish = page.getByRole('tabpanel', { name: 'Español' });
    await spanish.getByRole('textbox', { name: label('tagline'), exact: true }).fill('Lema mío');

    // Someone else saves a Spanish tagline and address: the shared fields as they are.
    const stored: Record<string, unknown> = await (
      await page.request.get(`/api/${site.stem}view`)
    ).json();
    const localized = localizedFields('site');
    const shared = Object.fromEntries(
      Object.keys(site.fields)
        .filter((name) => !localized.includes(name))
        .map((name) => [name, stored[name]]),
    );
    const theirs = await page.request.post(`/api/${site.stem}update?locale=es`, {
      data: { ...shared, tagline: 'Lema suyo', address: 'Calle Suya 1' },
    });
    expect(theirs.ok(), await theirs.text()).toBe(true);

    // The save meets it: the dialog compares the Spanish values, and keeps both changes.
    await spanish.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog', { name: conflictMessages.title });
    await expect(dialog).toBeVisible();
    const row = (field: string) =>
      dialog
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${field}`) }) });
    await expect(row(label('tagline'))).toContainText(conflictMessages.merge.pick);
    await expect(row(label('tagline')).getByRole('cell')).toHaveText([
      'Lema mío',
      'Lema suyo',
      seeded,
    ]);
    await expect(row(label('address'))).toContainText(conflictMessages.merge.saved);
    await dialog.getByRole('button', { name: conflictMessages.save }).click();
    await expect(spanish.getByRole('status')).toHaveText(site.messages.updated);
    const inSpanish = await (await page.request.get(`/api/${site.stem}view?locale=es`)).json();
    expect(inSpanish).toMatchObject({ tagline: 'Lema mío', address: 'Calle Suya 1' });

    // The English tab names the version the Spanish save wrote: no conflict of its own.
    await page.getByRole('tab', { name: 'English' }).click();
    const english = page.getByRole('tabpanel', { name: 'English' });
    const tagline = `Tagline ${Date.now()}`;
    await english.getByRole('textbox', { name: label('tagline'), exact: true }).fill(tagline);
    await english.getByRole('button', { name: 'Update' }).click();
    await expect(english.getByRole('status')).toHaveText(site.messages.updated);
    await expect(dialog).toHaveCount(0);
    const after = await (await page.request.get(`/api/${site.stem}view?locale=es`)).json();
    // Saving English kept the Spanish translation.
    expect(after).toMatchObject({ tagline: 'Lema mío', address: 'Calle Suya 1' });
    expect(await (await page.request.get(`/api/${site.stem}view`)).json()).toMatchObject({
      tagline,
    });
  });
});
