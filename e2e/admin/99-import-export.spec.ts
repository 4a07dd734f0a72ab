import { readFile } from 'node:fs/promises';
import { transferColumns, transferMessages } from '@studio/contracts';
import { expect, test } from './support/admin';

// The bad file's dry run is answered 400 on purpose, which the browser logs as an error.
test.use({ allowConsoleErrors: true });

test('Export downloads the list as CSV; Import checks a file with a dry run first, then adds its records', async ({
  adminPage: page,
  queryDb,
}) => {
  const tag = `Imported ${Date.now().toString(36)}`;
  await page.goto(`/admin/afterproduction?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { name: 'After Productions', level: 1 })).toBeVisible();

  // Export: the type's every record, as the CSV the server wrote.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: transferMessages.export, exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('afterproduction.csv');
  const exported = await readFile((await file.path()) ?? '', 'utf8');
  expect(exported.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = exported.slice(1).trim().split('\n');
  expect(header).toBe(transferColumns('afterproduction').join(','));
  const stored = await queryDb<{ n: number }>(
    'select cast(count(*) as integer) as n from content_afterproduction',
  );
  expect(lines.length).toBeGreaterThanOrEqual(stored[0]?.n ?? 0);

  // Import, by keyboard where a person would: a file with a bad row shows every problem first.
  await page.getByRole('button', { name: transferMessages.import, exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: transferMessages.importTitle('After Productions'),
  });
  const chooser = dialog.getByLabel(transferMessages.chooseFile);
  const confirm = dialog.getByRole('button', { name: transferMessages.confirm, exact: true });
  await chooser.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`title,videoUrl\n${tag} bad,javascript:alert(1)\n`),
  });
  await dialog.getByRole('button', { name: transferMessages.check }).click();
  await expect(dialog.getByRole('alert')).toContainText(transferMessages.issuesHeading);
  await expect(dialog.getByRole('alert')).toContainText('Row 1, videoUrl:');
  await expect(confirm).toBeDisabled();

  const csv = [
    'title,videoUrl,description,status',
    `${tag} one,https://videos.example.com/one.mp4,First,published`,
    `"${tag} two","https://videos.example.com/two.mp4","=Second, with a comma",draft`,
  ].join('\n');
  await chooser.setInputFiles({ name: 'new.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: transferMessages.check }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    transferMessages.dryRun({ created: 2, updated: 0 }),
  );
  // The dry run wrote nothing.
  const matching = () =>
    queryDb<{ id: string }>(
      'select id from content_afterproduction where cast(data as text) like ?',
      `%${tag}%`,
    );
  expect(await matching()).toEqual([]);

  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    transferMessages.imported({ created: 2, updated: 0 }),
  );
  const table = page.getByRole('table', { name: 'After Productions' });
  await expect(table.getByRole('cell', { name: `${tag} one`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: `${tag} two`, exact: true })).toBeVisible();
  await expect(table.getByText('=Second, with a comma')).toBeVisible();
  expect(await matching()).toHaveLength(2);
});
