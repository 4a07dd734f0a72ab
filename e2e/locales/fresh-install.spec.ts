import type { Browser, Page } from '@playwright/test';
import {
  about,
  afterProductions,
  contactInfo,
  documentaries,
  english,
  equipment,
  loadCatalogue,
  type PageWords,
  podcasts,
  siteSettings,
  slides,
} from '@studio/content';
import { expect, test } from '../fixtures';

// Issue 39: on a fresh install with LOCALES=en,es (this project's server, SEED_DEMO on), the
// Spanish pages read Spanish from top to bottom: the demo records and site settings were seeded
// with their Spanish, and no fixed word is left in English.

let es: PageWords;
test.beforeAll(async () => {
  const words = await loadCatalogue('es');
  if (!words) throw new Error('No Spanish catalogue');
  es = words;
});

/** The demo content's English words no Spanish page may show. */
const englishDemo = [
  ...slides.flatMap(({ title, description }) => [title, description]),
  ...about.flatMap(({ title, description }) => [title, description]),
  ...afterProductions.flatMap(({ title, description }) => [title, description]),
  ...contactInfo.map(({ hours }) => hours),
  'Monday to Saturday',
  // The footer's tagline and the loading screen's line.
  siteSettings.tagline,
  // The admin spec of this server takes the first podcast's Spanish away for a while.
  ...podcasts.slice(1).map(({ title }) => title),
  ...documentaries.map(({ alt }) => alt),
  ...equipment.flatMap(({ title, features }) => [title, ...features]),
  `· ${english.galleries.frame}`,
].filter((words) => words !== undefined);

/** Which of the English demo words `text` holds. */
const englishIn = (text: string) => englishDemo.filter((words) => text.includes(words));

/**
 * The page's words: its text with its images' and controls' names (`alt`, `aria-label`), and
 * its elements' role descriptions.
 */
async function wordsOf(page: Page) {
  const named = await page
    .locator('[alt], [aria-label]')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          `${element.getAttribute('alt') ?? ''} ${element.getAttribute('aria-label') ?? ''}`,
      ),
    );
  const text = `${(await page.locator('html').textContent()) ?? ''} ${named.join(' ')}`;
  const roles = await page
    .locator('[aria-roledescription]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-roledescription')),
    );
  return { text, roles };
}

/** The page as the server sent it (its first screen, its loading screen), with no script run. */
async function served(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const words = await wordsOf(page);
  await context.close();
  return words;
}

/** The Spanish site settings as the server answers them now. */
const spanishSettings = async (page: Page): Promise<{ tagline: string }> =>
  (await page.request.get('/api/siteview?locale=es')).json();

test("/es/: the demo records, the loading screen's line and the sliders in Spanish, as served and once running", async ({
  page,
  browser,
  baseURL,
  strictPage: _strict,
}) => {
  const { tagline } = await spanishSettings(page);
  expect(tagline).not.toBe(siteSettings.tagline);
  const first = await served(browser, baseURL, '/es/');
  expect(englishIn(first.text)).toEqual([]);
  // The loading screen's line is the Spanish tagline.
  expect(first.text).toContain(tagline);

  await page.goto('/es/');
  const home = es.home.builtin;
  for (const slide of home.slides) {
    await expect(page.getByRole('heading', { name: slide.title })).toBeAttached({
      timeout: 15_000,
    });
  }
  await expect(page.getByRole('heading', { name: home.about[0]?.title })).toBeAttached();
  for (const video of home.videos) await expect(page.getByText(video.title).first()).toBeAttached();
  const running = await wordsOf(page);
  expect(englishIn(running.text)).toEqual([]);
  expect(running.roles.length).toBeGreaterThan(0);
  expect(new Set(running.roles)).toEqual(new Set([es.home.slider.roleDescription]));
});

test("/es/contact: the hours written the Spanish way, the footer's tagline in Spanish", async ({
  page,
  browser,
  baseURL,
  strictPage: _strict,
}) => {
  const hours = 'De lunes a sábado, de 10:00 a 19:00';
  const first = await served(browser, baseURL, '/es/contact');
  expect(first.text).toContain(hours);
  expect(englishIn(first.text)).toEqual([]);

  const { tagline } = await spanishSettings(page);
  await page.goto('/es/contact');
  await expect(page.getByText(hours)).toBeVisible();
  // The footer's tagline, from the Spanish site settings.
  await expect(page.getByRole('contentinfo').getByText(tagline)).toBeVisible();
  await expect(page.getByRole('heading', { name: es.copy.contact.message })).toBeVisible();
  expect(englishIn((await wordsOf(page)).text)).toEqual([]);
});

test('/es/podcast: the episodes titled in Spanish', async ({
  page,
  browser,
  baseURL,
  strictPage: _strict,
}) => {
  const shown: { title: string }[] = await (
    await page.request.get('/api/podcastdisplay?locale=es')
  ).json();
  const spanish = shown.slice(1).map(({ title }) => title);
  expect(spanish.length).toBeGreaterThan(0);
  const first = await served(browser, baseURL, '/es/podcast');
  expect(englishIn(first.text)).toEqual([]);
  for (const title of spanish) expect(first.text).toContain(title);

  await page.goto('/es/podcast');
  await expect(page.getByText(es.galleries.titles(podcasts.length))).toBeVisible();
  for (const title of spanish) await expect(page.getByText(title).first()).toBeAttached();
  expect(englishIn((await wordsOf(page)).text)).toEqual([]);
});

/** The first record a Spanish gallery shows: its words, as the API answers them in Spanish. */
const firstShown = async (page: Page, stem: string, field: 'title' | 'alt') => {
  const shown: Record<string, string>[] = await (
    await page.request.get(`/api/${stem}display?locale=es`)
  ).json();
  return shown[0]?.[field] ?? '';
};

for (const [path, stem, field] of [
  ['/es/equipment', 'equipment', 'title'],
  ['/es/documentary', 'documentary', 'alt'],
] as const) {
  test(`${path}: no demo word in English`, async ({ page, strictPage: _strict }) => {
    const first = await firstShown(page, stem, field);
    await page.goto(path);
    await expect(page.getByText(first).or(page.getByAltText(first)).first()).toBeAttached();
    expect(englishIn((await wordsOf(page)).text)).toEqual([]);
  });
}

test('/es/equipment and /es/documentary: day rates, hire and release dates in Spanish', async ({
  page,
  strictPage: _strict,
}) => {
  await page.goto('/es/equipment');
  const cards = page.getByTestId('equipment-grid').getByRole('article');
  // The demo's gimbal (2500 rupees a day) and its drone, out on hire: the 7th and 6th items.
  await expect(cards.nth(6)).toContainText(es.copy.equipment.perDay('2500,00 ₹'));
  await expect(cards.nth(5)).toContainText(es.copy.equipment.hiredOut);
  await expect(page.getByText(english.copy.equipment.hiredOut)).toHaveCount(0);

  await page.goto('/es/documentary');
  await page.getByTestId('poster-grid').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toContainText(
    es.modal.released('14 de noviembre de 2025'),
  );
});

test("/es/gallery: the placeholder tiles' word in Spanish", async ({
  page,
  strictPage: _strict,
}) => {
  await page.goto('/es/gallery');
  await expect(page.getByTestId('gallery-grid').getByRole('listitem').first()).toContainText(
    `01 · ${es.galleries.frame}`,
  );
  expect(englishIn((await wordsOf(page)).text)).toEqual([]);
});
