import type { Page } from '@playwright/test';
import { site } from '@studio/content';
import { messages, spamGuard } from '@studio/contracts';
import { expect, test } from '../fixtures';

interface StoredMessage {
  firstName: string;
  lastName: string;
  contact: string;
  email: string;
  message: string;
}

async function fill(page: Page, tag: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill(tag);
  await form.getByLabel('Contact Number').fill('+91 98765 43210');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Message').fill('We would like a music video shot in the hills.');
  return form;
}

test.describe('/contact', () => {
  test('shows the tiles, four social links and a labelled form', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'What we make' }).getByRole('link')).toHaveCount(
      site.contactTiles.length,
    );
    for (const name of ['Instagram', 'Facebook', 'Twitter', 'Youtube']) {
      await expect(
        main
          .getByRole('region', { name: 'Follow us' })
          .getByRole('link', { name: new RegExp(name, 'i') }),
      ).toHaveAttribute('target', '_blank');
    }
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Contact Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '5');
  });

  test('hides the honeypot from people, keyboards and screen readers', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const trap = form.locator(`input[name="${spamGuard.honeypot}"]`);
    await expect(trap).toHaveCount(1);
    await expect(trap).not.toBeInViewport();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(form.getByRole('textbox')).toHaveCount(5);
    // Tab from the last real field goes to the button, never into the trap.
    await form.getByLabel('First Name').focus();
    const reached: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''));
    }
    expect(reached).not.toContain(spamGuard.honeypot);
    expect(reached.slice(0, 4)).toEqual(['lastName', 'contact', 'email', 'message']);
  });

  test('on a phone the form comes before the four tiles', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const tiles = page.getByRole('region', { name: 'What we make' });
    const formTop = (await form.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const tilesTop = (await tiles.boundingBox())?.y ?? 0;
    expect(formTop).toBeLessThan(tilesTop);
  });

  test('requires every field', async ({ page, queryDb }) => {
    await page.goto('/contact');
    const count = 'select cast(count(*) as integer) as n from contact_message';
    const before = (await queryDb<{ n: number }>(count))[0]?.n;
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('This field is required.')).toHaveCount(5);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    expect((await queryDb<{ n: number }>(count))[0]?.n).toBe(before);
  });

  test('sends a message that is stored, then clears the form', async ({ page, queryDb }) => {
    const tag = `Lovelace-${Date.now()}`;
    const tokenIssued = page.waitForResponse('**/trpc/forms.token**');
    await page.goto('/contact');
    expect((await tokenIssued).ok()).toBe(true);
    const form = await fill(page, tag);
    // The request waits until the test has seen the submitting state (no race with a timer).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/contact.create**', async (route) => {
      await held;
      await route.fallback();
    });
    const request = page.waitForRequest('**/trpc/contact.create**');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The spam guard's render token and the empty honeypot travel with the fields.
    const sent: unknown = (await request).postDataJSON();
    expect(sent).toMatchObject({
      lastName: tag,
      [spamGuard.renderToken]: expect.stringMatching(/^\d{13}\.[\w-]+$/),
      [spamGuard.honeypot]: '',
    });
    await expect(form.getByRole('button', { name: messages.contact.submitting })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText(messages.contact.success);
    for (const label of ['First Name', 'Last Name', 'Contact Number', 'Email', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    const rows = await queryDb<StoredMessage>(
      'select * from contact_message where "lastName" = ?',
      tag,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Ada',
      contact: '+91 98765 43210',
      email: 'ada@example.com',
      message: 'We would like a music video shot in the hills.',
    });
  });

  test.describe('failures', () => {
    test.use({ allowConsoleErrors: true });

    test("shows the server's message", async ({ page }) => {
      await page.route('**/trpc/contact.create**', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          // Mutations travel alone (not batched): one error object, not an array.
          body: JSON.stringify({
            error: {
              message: 'Too many requests. Please try again later.',
              code: -32029,
              data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
            },
          }),
        }),
      );
      await page.goto('/contact');
      const form = await fill(page, 'Server');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('status')).toHaveText(
        'Too many requests. Please try again later.',
      );
      await expect(form.getByLabel('First Name')).toHaveValue('Ada');
    });

    test('falls back to "Something went wrong." without a server message', async ({ page }) => {
      await page.route('**/trpc/contact.create**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              message: '',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          }),
        }),
      );
      await page.goto('/contact');
      const form = await fill(page, 'Empty');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('status')).toHaveText(messages.contact.failure);
    });

    test('says so when the network fails', async ({ page }) => {
      await page.route('**/trpc/contact.create**', (route) => route.abort('connectionrefused'));
      await page.goto('/contact');
      const form = await fill(page, 'Network');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('status')).toHaveText(messages.contact.network);
    });
  });
});
