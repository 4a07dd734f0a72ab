import { privacyMessages } from '@studio/contracts';
import { expect, test } from './support/admin';

test('the Privacy page looks up an e-mail, names the counts, and erases all of it, CV included', async ({
  adminPage: page,
  queryDb,
  storedUpload,
}) => {
  const email = `Pat.Privacy.${Date.now().toString(36)}@Example.com`;
  const message = await page.request.post('/api/contact', {
    data: {
      firstName: 'Pat',
      lastName: 'Privacy',
      contact: '+1 555 0133',
      email,
      message: 'Please forget me afterwards.',
    },
  });
  expect(message.status()).toBe(201);
  const cv = Buffer.from('%PDF-1.4\n% a CV to erase\n%%EOF\n');
  const application = await page.request.post('/api/career', {
    multipart: {
      firstName: 'Pat',
      lastName: 'Privacy',
      email: email.toUpperCase(),
      phone: '+1 555 0134',
      position: 'Colourist',
      about: 'Grading for ten years.',
      cv: { name: 'pat-cv.pdf', mimeType: 'application/pdf', buffer: cv },
    },
  });
  expect(application.status()).toBe(201);
  const storedName: string = (await application.json()).cv;
  expect((await storedUpload(`cvs/${storedName}`))?.equals(cv)).toBe(true);

  await page.goto('/admin/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('button', { name: 'Administration' }).click();
  await sidebar.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();

  // By keyboard: the e-mail in another letter case, Enter looks it up.
  const field = page.getByRole('form', { name: 'Look up an e-mail' }).getByLabel('E-mail');
  await field.fill(email.toLowerCase());
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applications (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'pat-cv.pdf' })).toHaveAttribute(
    'href',
    `/uploads/cvs/${storedName}`,
  );

  const counts = { messages: 1, applications: 1 };
  const erase = page.getByRole('button', { name: 'Erase…' });
  await erase.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: privacyMessages.confirmErase(counts).title });
  await expect(dialog).toContainText(privacyMessages.confirmErase(counts).message);
  // Cancel first: nothing goes.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(
    await queryDb('select id from contact_message where lower(email) = lower(?)', email),
  ).toHaveLength(1);

  await erase.click();
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  // No webhook listens and no mail is sent here: no copies to count.
  await expect(page.getByRole('status')).toHaveText(
    privacyMessages.erased({ ...counts, webhookDeliveries: 0, queuedMail: 0 }),
  );
  await expect(page.getByRole('heading', { name: 'Contact messages (0)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applications (0)' })).toBeVisible();
  await expect(page.getByText(privacyMessages.nothingHeld)).toBeVisible();
  await expect(erase).toBeDisabled();

  // Gone from the database and from storage.
  expect(
    await queryDb('select id from contact_message where lower(email) = lower(?)', email),
  ).toEqual([]);
  expect(
    await queryDb('select id from career_application where lower(email) = lower(?)', email),
  ).toEqual([]);
  expect(await storedUpload(`cvs/${storedName}`)).toBeUndefined();
});
