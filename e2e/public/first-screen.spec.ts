import type { Browser, Page } from '@playwright/test';
import { builtinContent } from '@studio/content';
import { messages } from '@studio/contracts';
import { expect, test } from '../fixtures';
import { publicPages } from './pages';

/** Every public page but home, whose first paint is its loading screen (home.spec.ts). */
const pages = publicPages.filter(({ path }) => path !== '/');

/** The parts of the first screen whose place must not change when the SPA takes over. */
const LANDMARKS = ['header', 'main h1', '[data-testid="page-hero"] img'];

/** What the root shows: its words, and where each landmark is. */
const rootView = (page: Page) =>
  page.evaluate((selectors) => {
    const root = document.getElementById('root');
    const boxes = selectors.map((selector) => {
      const box = root?.querySelector(selector)?.getBoundingClientRect();
      return box ? [box.x, box.y, box.width, box.height] : null;
    });
    return { text: root?.textContent ?? '', boxes };
  }, LANDMARKS);

/** The page as the server sent it, with no script run: errors (the CSP's too) collected. */
async function servedPage(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

for (const { path, ready } of pages) {
  test(`${path}: its first screen comes with the HTML, and the SPA renders the same`, async ({
    browser,
    baseURL,
    page,
  }) => {
    const served = await servedPage(browser, baseURL, path);
    await expect(served.page.locator('#root h1').first()).toBeVisible();
    await served.page.evaluate(() => document.fonts.ready);
    const first = await rootView(served.page);
    expect(served.errors).toEqual([]);
    await served.close();

    // The API held back: the SPA's first render is its page before any answer, as the build
    // rendered it. Watched from the start: the root is never empty and never the logo loader,
    // and its words are read the moment the SPA takes over (the forms' code, asked for once the
    // page has painted, may change them a moment later).
    await page.addInitScript(() => {
      const seen = { blank: false, loader: false, text: '' };
      Object.assign(window, { takeover: seen });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        if (root.childElementCount === 0) seen.blank = true;
        if (root.querySelector('.logo-loader')) seen.loader = true;
        if (!seen.text && root.childElementCount > 0 && !root.querySelector(':scope > [inert]')) {
          seen.text = root.textContent ?? '';
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/trpc/**', () => {});
    await page.goto(path);
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    expect((await rootView(page)).boxes).toEqual(first.boxes);
    expect(await page.evaluate(() => Reflect.get(window, 'takeover'))).toEqual({
      blank: false,
      loader: false,
      text: first.text,
    });
    expect(first.text.toLowerCase()).toContain(ready.toLowerCase());
  });
}

test('a first screen is inert and hidden until the SPA replaces it, and waits for its styles', async ({
  browser,
  baseURL,
  request,
}) => {
  const html = await (await request.get('/podcast')).text();
  // The stylesheet ahead of the screen: no unstyled flash before it arrives.
  expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(0);
  expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf('<div id="root">'));

  const served = await servedPage(browser, baseURL, '/podcast');
  await expect(served.page.locator('#root header a[href="/podcast"]')).toBeVisible();
  await expect(served.page.getByTestId('page-hero')).toHaveCSS('height', '500px');
  // Hidden from assistive technology (and so from role queries) until it works.
  await expect(served.page.getByRole('heading', { level: 1 })).toHaveCount(0);
  // Its links and buttons take no focus (the skip link would be the first) while inert.
  for (let press = 0; press < 3; press += 1) await served.page.keyboard.press('Tab');
  expect(await served.page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await served.close();
});

test('/contact comes with its contact details in the HTML, and the SPA starts from them', async ({
  browser,
  baseURL,
  page,
}) => {
  const email = builtinContent.contactinfo[0]?.email ?? '';
  const served = await servedPage(browser, baseURL, '/contact');
  await expect(served.page.locator('#root [data-testid="contact-info-cards"] li')).toHaveCount(4);
  await expect(served.page.locator('#root')).toContainText(email);
  await expect(served.page.locator('#root')).not.toContainText(messages.contact.loadingInfo);
  expect(served.errors).toEqual([]);
  await served.close();

  // The SPA: the cards from the first paint on, never the loading state, and not asked again.
  await page.addInitScript((loading) => {
    const seen = { loading: false };
    Object.assign(window, { contactSeen: seen });
    new MutationObserver(() => {
      if (document.getElementById('root')?.textContent?.includes(loading)) seen.loading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, messages.contact.loadingInfo);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('content.contactinfo.list')) asked.push(request.url());
  });
  await page.goto('/contact');
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  const cards = page.getByTestId('contact-info-cards').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(2)).toContainText(email);
  expect(await page.evaluate(() => Reflect.get(window, 'contactSeen'))).toEqual({
    loading: false,
  });
  expect(asked).toEqual([]);
});

test('the scripts start once the page has loaded, or without it when an image never arrives', async ({
  page,
}) => {
  // Held in the HTML, not fetched with it: the first paint does not share the link with them.
  const html = await (await page.request.get('/podcast')).text();
  expect(html).toMatch(/<template id="scripts-after-load"><script type="module"/);
  // The hero image stalls (a host that never answers): the load event never comes.
  await page.route('**/media/heroes/**', () => {});
  await page.goto('/podcast', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});
