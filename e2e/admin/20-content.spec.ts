import { type ContentTypeName, contentTypeNames, contentTypes } from '@studio/contracts';
import { expect, nextDialog, test } from './support/admin';
import {
  dashboardCount,
  expectDashboardCount,
  expectOnPublicPage,
  field,
  fillField,
  removeAll,
  storedRecords,
} from './support/content-flow';
import { sampleOf } from './support/samples';
import { atPath } from './support/urls';

// The types touch different tables, so they can run side by side.
test.describe.configure({ mode: 'parallel' });

/** The sample's values as entries, in the registry's form order. */
function sampleEntries(type: ContentTypeName): [string, string][] {
  const values = sampleOf(type).add;
  return Object.keys(contentTypes[type].fields).map((name) => [name, values[name] ?? '']);
}

for (const type of contentTypeNames) {
  const definition = contentTypes[type];
  const sample = sampleOf(type);
  const title = new Map(sampleEntries(type)).get(sample.titleField) ?? '';
  const edited = `${title} (edited)`;

  const shown = sample.publicPath ? ` and on ${sample.publicPath}` : '';
  test(`${type}: add, see in the admin${shown}, edit, delete`, async ({
    adminPage: page,
    queryDb,
  }) => {
    if (sample.firstOnly) await removeAll(page, type);
    await page.goto(definition.admin.add);
    const countBefore = definition.counted ? await dashboardCount(page, type) : 0;
    if (definition.counted) await page.goBack();

    // Add through the form; it resets after success.
    for (const [name, value] of sampleEntries(type)) await fillField(page, type, name, value);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText(definition.messages.added);
    await expect(field(page, type, sample.titleField)).toHaveValue('');
    const [stored] = (await storedRecords(queryDb, type)).filter(
      (record) => record.data[sample.titleField] === title,
    );
    expect(stored).toBeDefined();
    if (type === 'equipment')
      expect(stored?.data.features).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    // Genres are stored as their keys, in the options' order, and listed by their labels.
    if (type === 'music') expect(stored?.data.genres).toEqual(['film-score', 'folk']);
    // A reference is stored as the ids of the records picked.
    if (type === 'documentary') {
      expect(stored?.data.relatedPodcasts).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    }

    // On the admin list (equipment rows show three features at most).
    await page.getByRole('link', { name: 'Back to list' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    if (type === 'equipment') {
      await expect(row.getByRole('listitem')).toHaveText(['Alpha', 'Beta', 'Gamma']);
    }
    if (type === 'music') await expect(row).toContainText('Film score, Folk');
    if (definition.counted) await expectDashboardCount(page, type, countBefore + 1);

    // On the public page, for a type that has one.
    if (sample.publicPath) {
      await page.goto(sample.publicPath);
      await expectOnPublicPage(page, title);
      // The film's player lists the podcasts it names.
      if (type === 'documentary') {
        await page.getByRole('button', { name: `Play ${title}`, exact: true }).click();
        const player = page.getByRole('dialog', { name: title });
        await expect(player.getByRole('heading', { name: 'Related podcasts' })).toBeVisible();
        await expect(player.getByRole('listitem')).toHaveText(['Field Notes']);
        await page.keyboard.press('Escape');
      }
    }

    // Edit: the form loads the record by id, saves, and returns to the list.
    await page.goto(definition.admin.list);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${definition.admin.edit}/${stored?.id}$`));
    const titleInput = field(page, type, sample.titleField);
    await expect(titleInput).toHaveValue(title);
    if (type === 'documentary') {
      const related = contentTypes.documentary.fields.relatedPodcasts.label;
      await expect(page.getByRole('list', { name: `Chosen: ${related}` })).toHaveText(
        'Field Notes×',
      );
    }
    await titleInput.fill(edited);
    if (type === 'equipment') {
      const rows = page.getByRole('textbox', { name: /^Features \d+$/ });
      await expect(rows).toHaveCount(4);
      await page.getByRole('button', { name: 'Remove features 2' }).click();
      await page.getByRole('button', { name: 'Add a row' }).click();
      await page.getByRole('textbox', { name: 'Features 4' }).fill('Epsilon');
    }
    if (type === 'slider') {
      // The slider edit form alerts and goes back at once (SPEC.md §4).
      const alert = nextDialog(page);
      await page.getByRole('button', { name: 'Update' }).click();
      expect(await alert).toBe(definition.messages.updated);
    } else {
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('status')).toHaveText(definition.messages.updated);
    }
    await expect(page).toHaveURL(atPath(definition.admin.list));
    await expect(page.getByRole('row').filter({ hasText: edited })).toBeVisible();
    const [updated] = (await storedRecords(queryDb, type)).filter(
      (record) => record.id === stored?.id,
    );
    expect(updated?.data[sample.titleField]).toBe(edited);
    if (type === 'equipment')
      expect(updated?.data.features).toEqual(['Alpha', 'Gamma', 'Delta', 'Epsilon']);

    // Delete, after confirming; the row leaves the list without a reload.
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: edited })).toHaveCount(0);
    expect(
      (await storedRecords(queryDb, type)).filter((record) => record.id === stored?.id),
    ).toEqual([]);

    if (definition.counted) await expectDashboardCount(page, type, countBefore);
  });
}
