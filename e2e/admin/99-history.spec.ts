import { contentTypes, revisionMessages } from '@studio/contracts';
import { expect, test } from './support/admin';
import { field } from './support/content-flow';
import { samples } from './support/samples';

const { stem, admin } = contentTypes.music;

test("an edit page's History shows what changed, and restores an earlier version", async ({
  adminPage: page,
}) => {
  const before = `E2E History ${Date.now().toString(36)}`;
  const after = `${before} (a mistake)`;
  // As JSON: the genres a list of keys, not the form's typed text.
  const sample = { ...samples.music.add, genres: ['folk', 'film-score'] };
  const created = await page.request.post(`/api/${stem}`, { data: { ...sample, alt: before } });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = await created.json();
  try {
    const edited = await page.request.post(`/api/${stem}update/${id}`, {
      data: { ...sample, alt: after },
    });
    expect(edited.status(), await edited.text()).toBe(200);

    await page.goto(`${admin.edit}/${id}`);
    const history = page.getByRole('region', { name: 'History' });
    const versions = history.getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('current');
    // The older version, against the record now: its alt text was the one before.
    const older = versions.nth(1);
    await expect(older.getByRole('deletion')).toHaveText(before);
    await expect(older.getByRole('insertion')).toHaveText(after);

    await older.getByRole('button', { name: /^Restore the version of/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect(history.getByRole('status')).toHaveText(revisionMessages.restored);
    // The form starts again from the restored record, and the history has a third version.
    await expect(field(page, 'music', 'alt')).toHaveValue(before);
    await expect(versions).toHaveCount(3);
    const view = await page.request.get(`/api/${stem}view/${id}`);
    expect((await view.json()).alt).toBe(before);
  } finally {
    await page.request.delete(`/api/${stem}delete/${id}`);
  }
});
