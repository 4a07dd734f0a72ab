import { readFile } from 'node:fs/promises';
import { inboxes } from '@studio/contracts';
import { expect, test } from './support/admin';

test('empty inboxes say so', async ({ adminPage: page }) => {
  await page.goto(inboxes.contact.admin);
  await expect(page.getByText(inboxes.contact.empty)).toBeVisible();
  await page.goto(inboxes.career.admin);
  await expect(page.getByText(inboxes.career.empty)).toBeVisible();
});

const contactMessage = {
  firstName: 'Ada',
  lastName: 'Inbox',
  contact: '+1 555 0111',
  email: 'ada.inbox@example.com',
  message: 'Hello studio,\nplease call me back about a music video.',
};

test('a contact message appears in the admin list, whole, and can be deleted', async ({
  adminPage: page,
  queryDb,
}) => {
  const sent = await page.request.post('/api/contact', { data: contactMessage });
  expect(sent.status()).toBe(201);

  await page.goto(inboxes.contact.admin);
  const row = page.getByRole('row').filter({ hasText: 'Ada Inbox' });
  await expect(row).toContainText('please call me back about a music video.');
  await expect(row).toContainText(contactMessage.contact);

  await row.getByRole('button', { name: 'Delete Ada Inbox' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Ada Inbox' })).toHaveCount(0);
  expect(
    await queryDb('select id from contact_message where email = ?', contactMessage.email),
  ).toEqual([]);
});

test('an application with a CV appears; the CV downloads for the admin only', async ({
  adminPage: page,
  playwright,
  baseURL,
  queryDb,
  storedUpload,
}) => {
  const cv = Buffer.from('%PDF-1.4\n% a tiny CV for the test suite\n%%EOF\n');
  const sent = await page.request.post('/api/career', {
    multipart: {
      firstName: 'Grace',
      lastName: 'Applicant',
      email: 'grace.applicant@example.com',
      phone: '+1 555 0122',
      position: 'Video editor',
      about: 'Ten years of cutting documentaries.',
      cv: { name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: cv },
    },
  });
  expect(sent.status()).toBe(201);
  const storedName = (await sent.json()).cv;
  expect((await storedUpload(`cvs/${storedName}`))?.equals(cv)).toBe(true);

  await page.goto(inboxes.career.admin);
  const row = page.getByRole('row').filter({ hasText: 'Grace Applicant' });
  await expect(row).toContainText('Video editor');
  const link = row.getByRole('link', { name: 'Download CV' });

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('grace-cv.pdf');
  const path = await download.path();
  expect(await readFile(path)).toEqual(cv);

  // Without the admin's session the same link is refused.
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/uploads\/cvs\//);
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(href ?? '')).status()).toBe(401);
  await anonymous.dispose();

  await row.getByRole('button', { name: 'Delete Grace Applicant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Grace Applicant' })).toHaveCount(0);
  expect(
    await queryDb(
      'select id from career_application where email = ?',
      'grace.applicant@example.com',
    ),
  ).toEqual([]);
  // Its CV goes with it.
  expect(await storedUpload(`cvs/${storedName}`)).toBeUndefined();
});
