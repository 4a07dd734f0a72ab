import { readFile } from 'node:fs/promises';
import { inboxes, inboxMessages, spamGuard, spamReasonLabels } from '@studio/contracts';
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

test('the inbox tracks what was read, archives, exports and deletes in bulk', async ({
  adminPage: page,
  queryDb,
}) => {
  const tag = Date.now().toString(36);
  const names = [`Read${tag}`, `Kept${tag}`];
  for (const firstName of names) {
    const sent = await page.request.post('/api/contact', {
      data: { ...contactMessage, firstName, message: `Message from ${firstName}` },
    });
    expect(sent.status()).toBe(201);
  }
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  const sidebarContact = page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: inboxes.contact.label, exact: true });

  // The dashboard counts them, beside every type's records and the latest activity.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('region', { name: 'Contact inbox' })).toContainText('2 unread');
  await expect(page.getByRole('table', { name: 'Records of every content type' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();

  await page.goto(inboxes.contact.admin);
  await expect(rowOf(names[0] ?? '')).toContainText('(unread)');
  await expect(sidebarContact).toHaveAccessibleDescription('2 unread');
  await page.getByRole('button', { name: 'Unread (2)' }).click();
  await expect(rowOf(tag)).toHaveCount(2);

  // Opening an entry shows it whole, with a Reply that has the subject filled in.
  await rowOf(names[0] ?? '')
    .getByRole('link', { name: `Open ${names[0]} Inbox` })
    .click();
  await expect(page.getByRole('heading', { name: `${names[0]} Inbox`, level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toContainText(`Message from ${names[0]}`);
  await expect(page.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    `mailto:${contactMessage.email}?subject=${encodeURIComponent('Re: your message to the studio')}`,
  );
  await expect(sidebarContact).toHaveAccessibleDescription('1 unread');
  await page.getByRole('link', { name: `Back to ${inboxes.contact.label}` }).click();
  await expect(rowOf(names[0] ?? '')).not.toContainText('(unread)');
  await expect(rowOf(names[1] ?? '')).toContainText('(unread)');

  // Both archived at once, after a confirmation: they leave "All" for "Archived".
  for (const name of names) await page.getByLabel(`Select ${name} Inbox`).check();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 entries archived.' })).toBeVisible();
  await expect(rowOf(tag)).toHaveCount(0);
  await page.getByRole('button', { name: 'Archived' }).click();
  await expect(rowOf(tag)).toHaveCount(2);

  // The folder's CSV, with the admin's own session.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', '/api/contactexport?folder=archived');
  const csv = await page.request.get('/api/contactexport?folder=archived');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trim().split('\n');
  expect(lines[0]).toBe('firstName,lastName,contact,email,message,received,read,archived,spam');
  expect(lines.filter((line) => line.includes(tag))).toHaveLength(2);

  await page.getByLabel('Select all on this page').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(tag)).toHaveCount(0);
  expect(
    await queryDb('select id from contact_message where "firstName" like ?', `%${tag}`),
  ).toEqual([]);
});

test('what the spam guard holds back waits in Spam; one click on Not spam moves it to the inbox', async ({
  adminPage: page,
  queryDb,
}) => {
  const name = `Spam${Date.now().toString(36)}`;
  // A bot fills in the hidden field (FORM_MIN_SECONDS is 0 here, so none is too fast).
  const sent = await page.request.post('/api/contact', {
    data: { ...contactMessage, firstName: name, [spamGuard.honeypot]: 'https://spam.example' },
  });
  expect(sent.status()).toBe(201);
  const rowOf = () => page.getByRole('row').filter({ hasText: name });

  await page.goto(inboxes.contact.admin);
  await page.getByRole('button', { name: /^Spam \(\d+\)$/ }).click();
  await expect(rowOf()).toContainText(spamReasonLabels.honeypot);
  // Not counted as unread there, so not marked so either.
  await expect(rowOf()).not.toContainText('(unread)');
  await page.getByRole('button', { name: /^All/ }).click();
  await expect(
    page.getByRole('table', { name: 'Contact: All' }).or(page.getByText(inboxes.contact.empty)),
  ).toBeVisible();
  await expect(rowOf()).toHaveCount(0);

  await page.getByRole('button', { name: /^Spam/ }).click();
  await rowOf()
    .getByRole('button', { name: `Not spam: ${name} Inbox` })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: inboxMessages.notSpam(1) }),
  ).toBeVisible();
  await expect(rowOf()).toHaveCount(0);
  await page.getByRole('button', { name: /^Unread/ }).click();
  await expect(rowOf()).toContainText('(unread)');
  expect(await queryDb('select spam from contact_message where "firstName" = ?', name)).toEqual([
    { spam: null },
  ]);

  await rowOf()
    .getByRole('button', { name: `Delete ${name} Inbox` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf()).toHaveCount(0);
});
