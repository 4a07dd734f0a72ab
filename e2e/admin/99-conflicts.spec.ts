import type { Page } from '@playwright/test';
import { conflictMessages, contentTypes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { field } from './support/content-flow';
import { samples } from './support/samples';
import { createUser, signedInElsewhere, uniqueAccount } from './support/users';

const enquiry = contentTypes.contactinfo;

test.describe.configure({ timeout: 120_000 });
// The browser logs the refused stale save (409) as an error: it is the point of these tests.
test.use({ allowConsoleErrors: true });

const conflictDialog = (page: Page) => page.getByRole('dialog', { name: conflictMessages.title });

/** The dialog's row of one field (its header cell is the field's label). */
const mergeRow = (page: Page, label: string) =>
  conflictDialog(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });

test('two editors save one record: the second merges field by field and nothing is lost', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  const editor = uniqueAccount('conflict');
  await createUser(adminPage, editor, 'editor');
  const created = await adminPage.request.post(`/api/${enquiry.stem}`, {
    data: samples.contactinfo.add,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id }: { _id: string } = await created.json();
  const other = await signedInElsewhere(browser, baseURL ?? '', editor);
  const editorPage = other.page;
  try {
    // Both open the record.
    await adminPage.goto(`${enquiry.admin.edit}/${id}`);
    await editorPage.goto(`${enquiry.admin.edit}/${id}`);
    await expect(field(adminPage, 'contactinfo', 'phone')).toHaveValue(
      samples.contactinfo.add.phone,
    );
    await expect(field(editorPage, 'contactinfo', 'phone')).toHaveValue(
      samples.contactinfo.add.phone,
    );

    // The editor saves first: a new phone and new hours.
    await field(editorPage, 'contactinfo', 'phone').fill('+1 555 0199');
    await field(editorPage, 'contactinfo', 'hours').fill('Editor hours');
    await editorPage.getByRole('button', { name: 'Update' }).click();
    await expect(editorPage.getByRole('status')).toHaveText(enquiry.messages.updated);

    // The admin, on the old version, changes the address and the hours too.
    await field(adminPage, 'contactinfo', 'address').fill('Admin Street 1');
    await field(adminPage, 'contactinfo', 'hours').fill('Admin hours');
    await adminPage.getByRole('button', { name: 'Update' }).click();
    const dialog = conflictDialog(adminPage);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      new RegExp(`changed by ${editor.email.replace(/[.+]/g, '\\$&')} at \\d`),
    );
    // Not saved: no success message, and the stored record is the editor's.
    await expect(adminPage.getByText(enquiry.messages.updated)).toHaveCount(0);

    // Field by field: yours, saved, original.
    await expect(mergeRow(adminPage, 'Address')).toContainText(conflictMessages.merge.yours);
    await expect(mergeRow(adminPage, 'Phone')).toContainText(conflictMessages.merge.saved);
    await expect(mergeRow(adminPage, 'Phone')).toContainText('+1 555 0199');
    const hours = mergeRow(adminPage, 'Business hours');
    await expect(hours).toContainText(conflictMessages.merge.pick);
    await expect(hours.getByRole('cell')).toHaveText([
      'Admin hours',
      'Editor hours',
      samples.contactinfo.add.hours,
    ]);

    // Cancel keeps the form exactly as typed.
    await dialog.getByRole('button', { name: conflictMessages.cancel }).click();
    await expect(dialog).toHaveCount(0);
    // Focus goes back to the button the save was sent with (disabled while it sent).
    await expect(adminPage.getByRole('button', { name: 'Update' })).toBeFocused();
    await expect(field(adminPage, 'contactinfo', 'address')).toHaveValue('Admin Street 1');
    await expect(field(adminPage, 'contactinfo', 'hours')).toHaveValue('Admin hours');
    await expect(field(adminPage, 'contactinfo', 'phone')).toHaveValue(
      samples.contactinfo.add.phone,
    );

    // Update again: the same dialog; take the saved hours, and save the merge.
    await adminPage.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeVisible();
    await hours
      .getByRole('radio', { name: `Business hours: ${conflictMessages.columns.saved}` })
      .check();
    await dialog.getByRole('button', { name: conflictMessages.save }).click();
    await expect(adminPage.getByRole('status')).toHaveText(enquiry.messages.updated);

    const stored = await adminPage.request.get(`/api/${enquiry.stem}view/${id}`);
    expect(await stored.json()).toMatchObject({
      address: 'Admin Street 1',
      phone: '+1 555 0199',
      email: samples.contactinfo.add.email,
      hours: 'Editor hours',
    });
  } finally {
    await other.close();
    await adminPage.request.delete(`/api/${enquiry.stem}delete/${id}`);
  }
});

test('a draft restored after someone else saved merges with their change instead of undoing it', async ({
  adminPage: page,
}) => {
  const created = await page.request.post(`/api/${enquiry.stem}`, {
    data: samples.contactinfo.add,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id }: { _id: string } = await created.json();
  const edit = `${enquiry.admin.edit}/${id}`;
  try {
    await page.goto(edit);
    await field(page, 'contactinfo', 'address').fill('Drafted Street 5');
    // Kept in this browser (shortly after typing); then the page goes without saving.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) =>
        localStorage.getItem(key)?.includes('Drafted Street 5'),
      ),
    );
    await page.goto('about:blank');

    // Meanwhile someone else saves another field.
    const theirs = await page.request.post(`/api/${enquiry.stem}update/${id}`, {
      data: { ...samples.contactinfo.add, phone: '+1 555 0123' },
    });
    expect(theirs.ok(), await theirs.text()).toBe(true);

    await page.goto(edit);
    await page
      .getByRole('status')
      .filter({ hasText: 'You have unsaved changes from' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(field(page, 'contactinfo', 'address')).toHaveValue('Drafted Street 5');
    await page.getByRole('button', { name: 'Update' }).click();
    // Saved against the version the draft was typed on: their phone is seen and kept.
    const dialog = conflictDialog(page);
    await expect(mergeRow(page, 'Phone')).toContainText(conflictMessages.merge.saved);
    await expect(mergeRow(page, 'Address')).toContainText(conflictMessages.merge.yours);
    await dialog.getByRole('button', { name: conflictMessages.save }).click();
    await expect(page.getByRole('status')).toHaveText(enquiry.messages.updated);
    const stored = await (await page.request.get(`/api/${enquiry.stem}view/${id}`)).json();
    expect(stored).toMatchObject({ address: 'Drafted Street 5', phone: '+1 555 0123' });
  } finally {
    await page.request.delete(`/api/${enquiry.stem}delete/${id}`);
  }
});
