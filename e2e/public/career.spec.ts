import type { Page } from '@playwright/test';
import { messages, spamGuard } from '@studio/contracts';
import { expect, test } from '../fixtures';

interface StoredApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  about: string;
  cvFile: string | null;
  cvOriginalName: string | null;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function fill(page: Page, tag: string) {
  const form = page.getByRole('form', { name: 'Job application form' });
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill(tag);
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Phone').fill('+91 91234 56789');
  await form.getByLabel('Position').fill('Colourist');
  await form.getByLabel('Tell us about yourself').fill('Ten years grading features and ads.');
  return form;
}

test.describe('/career', () => {
  test('shows the heading, the note, the careers address and a labelled form', async ({ page }) => {
    await page.goto('/career');
    await expect(page.getByRole('heading', { level: 1, name: 'JOIN OUR TEAM.' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toBeVisible();
    const form = page.getByRole('form', { name: 'Job application form' });
    await expect(form.getByLabel(/^CV/)).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('This field is required.')).toHaveCount(6);
  });

  test('submits an application with a CV, stored with its file', async ({
    page,
    queryDb,
    storedUpload,
  }) => {
    const tag = `Hopper-${Date.now()}`;
    const tokenIssued = page.waitForResponse('**/trpc/forms.token**');
    await page.goto('/career');
    expect((await tokenIssued).ok()).toBe(true);
    const form = await fill(page, tag);
    await form
      .getByLabel(/^CV/)
      .setInputFiles({ name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    // The request waits until the test has seen the submitting state (no race with a timer).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/career', async (route) => {
      await held;
      await route.fallback();
    });
    const request = page.waitForRequest('**/api/career');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    // The spam guard's render token is a text part; the empty honeypot is left out.
    const body = (await request).postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toMatch(new RegExp(`name="${spamGuard.renderToken}"\\r\\n\\r\\n\\d{13}\\.`));
    expect(body).not.toContain(`name="${spamGuard.honeypot}"`);
    await expect(form.getByRole('button', { name: messages.career.submitting })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText(messages.career.success);
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Position',
      'Tell us about yourself',
    ]) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByLabel(/^CV/)).toHaveValue('');

    const rows = await queryDb<StoredApplication>(
      'select * from career_application where "lastName" = ?',
      tag,
    );
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      firstName: 'Grace',
      email: 'grace@example.com',
      phone: '+91 91234 56789',
      position: 'Colourist',
      about: 'Ten years grading features and ads.',
      cvOriginalName: 'grace-cv.pdf',
    });
    const stored = await storedUpload(`cvs/${row?.cvFile}`);
    expect(stored?.equals(PDF)).toBe(true);
  });

  test('sends no CV part when none is chosen', async ({ page, queryDb }) => {
    const tag = `NoCv-${Date.now()}`;
    await page.goto('/career');
    const form = await fill(page, tag);
    const request = page.waitForRequest('**/api/career');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const body = (await request).postData() ?? '';
    expect(body).not.toContain('name="cv"');
    await expect(form.getByRole('status')).toHaveText(messages.career.success);
    const rows = await queryDb<StoredApplication>(
      'select * from career_application where "lastName" = ?',
      tag,
    );
    expect(rows[0]?.cvFile ?? null).toBeNull();
  });

  test('refuses a CV of another type before sending', async ({ page, queryDb }) => {
    const tag = `Wrong-${Date.now()}`;
    await page.goto('/career');
    const form = await fill(page, tag);
    const cv = form.getByLabel(/^CV/);
    const refusal = form.getByText(messages.server.unsupportedFileType);
    await cv.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(refusal).toBeVisible();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/career')) sent += 1;
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(refusal).toBeVisible();

    // The same form with a PDF is sent: a request of the refused attempt, however late, would
    // have left before this one: one request is seen, and what the server stored is the PDF.
    await cv.setInputFiles({ name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(refusal).toHaveCount(0);
    const answered = page.waitForResponse('**/api/career');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answered).ok()).toBe(true);
    await expect(form.getByRole('status')).toHaveText(messages.career.success);
    expect(sent).toBe(1);
    const rows = await queryDb<StoredApplication>(
      'select * from career_application where "lastName" = ?',
      tag,
    );
    expect(rows.map((row) => row.cvOriginalName)).toEqual(['grace-cv.pdf']);
  });

  test.describe('failures', () => {
    test.use({ allowConsoleErrors: true });

    test("shows the server's message", async ({ page }) => {
      await page.route('**/api/career', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Invalid input.' }),
        }),
      );
      await page.goto('/career');
      const form = await fill(page, 'Server');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByRole('status')).toHaveText('Invalid input.');
    });

    test('falls back to the generic failure without a message', async ({ page }) => {
      await page.route('**/api/career', (route) => route.fulfill({ status: 500, body: 'oops' }));
      await page.goto('/career');
      const form = await fill(page, 'Generic');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByRole('status')).toHaveText(messages.career.failure);
    });

    test('says so when the network fails', async ({ page }) => {
      await page.route('**/api/career', (route) => route.abort('connectionrefused'));
      await page.goto('/career');
      const form = await fill(page, 'Network');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByRole('status')).toHaveText(messages.career.network);
    });
  });
});
