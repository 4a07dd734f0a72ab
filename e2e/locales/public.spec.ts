import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { type Catalogue, loadCatalogue, publicPages } from '@studio/content';
import { formMessages, messages } from '@studio/contracts';
import { expect, test } from '../fixtures';
import { test as ownSiteTest } from '../own-site';

/** The public site in Spanish, on the server that runs with LOCALES=en,es. */
let es: Catalogue;
test.beforeAll(async () => {
  const words = await loadCatalogue('es');
  if (!words) throw new Error('No Spanish catalogue');
  es = words;
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The switch of the page's header or footer, named in the page's language. */
const languageSwitch = (page: Page, where: 'banner' | 'contentinfo', name: string) =>
  page.getByRole(where).getByRole('list', { name });

test.describe('the language switch', () => {
  test('in the light header: the same page in Spanish and back, by mouse and by keyboard', async ({
    page,
  }) => {
    await page.goto('/podcast');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = languageSwitch(page, 'banner', 'Language');
    await expect(english.getByText('English')).toHaveAttribute('aria-current', 'true');
    await english.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/podcast$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.heroes.podcast.heading);
    await expect(page).toHaveTitle(es.pages['/podcast']?.title ?? '');
    // The menus in Spanish too; their links stay under the prefix.
    await page
      .getByRole('banner')
      .getByRole('link', { name: es.nav.lightHeader['/music'] })
      .click();
    await expect(page).toHaveURL(/\/es\/music$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.heroes.music.heading);

    const back = languageSwitch(page, 'banner', es.nav.language).getByRole('link', {
      name: 'English',
    });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/music$/);
    expect(pathOf(page)).toBe('/music');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RELEASED MUSIC');
  });

  test('in the footer and the transparent header, keeping the address and its search', async ({
    page,
  }) => {
    await page.goto('/contact?enquire=Sony%20FX6');
    await languageSwitch(page, 'contentinfo', 'Language')
      .getByRole('link', { name: 'Español' })
      .click();
    await expect(page).toHaveURL(/\/es\/contact\?enquire=Sony(%20|\+)FX6$/);
    await expect(page.getByRole('form', { name: es.forms.contact.label })).toBeVisible();
    await expect(page.getByLabel(es.forms.contact.fields.message, { exact: true })).toHaveValue(
      es.copy.equipment.enquiryMessage('Sony FX6'),
    );

    await page.goto('/gallery');
    await languageSwitch(page, 'banner', 'Language').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.galleries.gallery.heading);
  });

  for (const path of ['/es/podcast', '/es/gallery', '/contact']) {
    test(`${path}: its headers and footer with the switch have no serious axe violations`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByTestId('language-switch').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(severe, severe.join('\n')).toEqual([]);
    });
  }

  test('a Spanish-speaking browser is not sent anywhere: the visitor chooses', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/podcast');
    expect(pathOf(page)).toBe('/podcast');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});

test.describe('the forms in Spanish', () => {
  test('/es/contact sends a message, answered in Spanish and stored with its language', async ({
    page,
    queryDb,
  }) => {
    const tag = `Lovelace-es-${Date.now()}`;
    const tokenIssued = page.waitForResponse('**/trpc/forms.token**');
    await page.goto('/es/contact');
    expect((await tokenIssued).ok()).toBe(true);
    const words = es.forms.contact;
    const form = page.getByRole('form', { name: words.label });
    await form.getByLabel(words.fields.firstName).fill('Ada');
    await form.getByLabel(words.fields.lastName).fill(tag);
    await form.getByLabel(words.fields.contact).fill('+34 612 345 678');
    await form.getByLabel(words.fields.email).fill('ada@example.com');
    await form.getByLabel(words.fields.message).fill('Queremos grabar un videoclip en la sierra.');
    await form.getByRole('button', { name: words.submitLabel }).click();
    await expect(form.getByRole('status')).toHaveText(es.contact.success);
    const rows = await queryDb<{ locale: string | null }>(
      'select locale from contact_message where "lastName" = ?',
      tag,
    );
    expect(rows).toEqual([{ locale: 'es' }]);
  });

  test('/es/career sends an application stored with its language; /career names English', async ({
    page,
    queryDb,
  }) => {
    const apply = async (path: string, words: Catalogue['forms']['career'], tag: string) => {
      const tokenIssued = page.waitForResponse('**/trpc/forms.token**');
      await page.goto(path);
      expect((await tokenIssued).ok()).toBe(true);
      const form = page.getByRole('form', { name: words.label });
      await form.getByLabel(words.fields.firstName).fill('Grace');
      await form.getByLabel(words.fields.lastName).fill(tag);
      await form.getByLabel(words.fields.email).fill('grace@example.com');
      await form.getByLabel(words.fields.phone).fill('+34 612 345 678');
      await form.getByLabel(words.fields.position).fill('Colorista');
      await form.getByLabel(words.fields.about).fill('Diez años de etalonaje.');
      await form.getByRole('button', { name: words.submitLabel }).click();
      return form;
    };
    const spanish = `Hopper-es-${Date.now()}`;
    const form = await apply('/es/career', es.forms.career, spanish);
    await expect(form.getByRole('status')).toHaveText(es.career.success);
    const english = `Hopper-en-${Date.now()}`;
    const englishForm = await apply(
      '/career',
      {
        label: 'Job application form',
        submitLabel: 'Submit Application',
        cv: 'CV (optional: PDF, DOC or DOCX)',
        fields: {
          firstName: 'First Name',
          lastName: 'Last Name',
          email: 'Email',
          phone: 'Phone',
          position: 'Position',
          about: 'Tell us about yourself',
        },
      },
      english,
    );
    await expect(englishForm.getByRole('status')).toHaveText(messages.career.success);
    const locales = await queryDb<{ lastName: string; locale: string | null }>(
      'select "lastName", locale from career_application where "lastName" in (?, ?) order by "lastName"',
      english,
      spanish,
    );
    expect(locales).toEqual([
      { lastName: english, locale: 'en' },
      { lastName: spanish, locale: 'es' },
    ]);
  });
});

test.describe('the validation messages in Spanish', () => {
  test('/es/contact sent empty: each field says it in Spanish, as does a wrong address', async ({
    page,
  }) => {
    await page.goto('/es/contact');
    const words = es.forms.contact;
    const form = page.getByRole('form', { name: words.label });
    await form.getByRole('button', { name: words.submitLabel }).click();
    for (const label of Object.values(words.fields)) {
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(es.validation.required);
    }
    await expect(form.getByText(formMessages.required)).toHaveCount(0);
    await form.getByLabel(words.fields.email).fill('not an address');
    await expect(form.getByLabel(words.fields.email)).toHaveAccessibleDescription(
      es.validation.email,
    );
  });

  test('/es/career: a CV of the wrong type is refused in Spanish', async ({ page }) => {
    await page.goto('/es/career');
    const form = page.getByRole('form', { name: es.forms.career.label });
    await form.getByLabel(es.forms.career.cv).setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await expect(form.getByLabel(es.forms.career.cv)).toHaveAccessibleDescription(
      es.validation.server.unsupportedFileType,
    );
  });
});

test.describe('the home page in Spanish', () => {
  test('its loading screen is announced in Spanish, by the server', async ({ request }) => {
    const html = await (await request.get('/es/')).text();
    expect(html).toContain(`class="loading-screen" role="status" aria-label="${es.loader.label}"`);
  });

  ownSiteTest.describe('on a site with no records', () => {
    ownSiteTest(
      'the built-in ones and the sections speak Spanish',
      async ({ page, site: _empty }) => {
        await page.goto('/es/');
        await expect(
          page.getByRole('heading', { level: 1, name: es.home.hero.headline }),
        ).toBeVisible({
          timeout: 15_000,
        });
        const about = es.home.builtin.about[0];
        await expect(page.getByRole('heading', { name: about?.title })).toBeVisible();
        await expect(
          page.getByRole('heading', { name: es.home.productions.heading }),
        ).toBeAttached();
        await expect(
          page.getByRole('group', { name: es.home.documentaries.bullets }).getByRole('button'),
        ).toHaveCount(es.home.builtin.slides.length);
        for (const slide of es.home.builtin.slides) {
          await expect(page.getByRole('heading', { name: slide.title })).toBeAttached();
        }
        await expect(page.getByRole('link', { name: es.skipLink.label })).toBeAttached();
        await expect(page.getByText('Read More')).toHaveCount(0);
      },
    );
  });
});

test("/es/music labels a release's genres in Spanish", async ({ page }) => {
  await page.goto('/es/music');
  // The first demo release's genres: film score and classical (their keys are every language's).
  await expect(page.getByTestId('poster-tags').first()).toHaveText(
    `${es.options['film-score']}, ${es.options.classical}`,
  );
  expect(es.options['film-score']).toBe('Música de cine');
});

ownSiteTest.describe('the gallery in Spanish, on a site of its own', () => {
  ownSiteTest(
    '/es/gallery: its images open in a viewer whose words are Spanish',
    async ({ page, site }) => {
      await site.add('gallery', [
        { imageUrl: '/media/home/about.svg', title: 'Estudio A', link: '/contact' },
      ]);
      await page.goto('/es/gallery');
      await page
        .getByTestId('gallery-grid')
        .getByRole('button', { name: es.galleries.view('Estudio A') })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Estudio A' });
      await expect(dialog.getByRole('link', { name: es.modal.openLink })).toBeVisible();
      await expect(dialog.getByRole('button', { name: es.modal.close })).toBeVisible();
    },
  );
});

test('every public page names its languages for search engines, in its head and the sitemap', async ({
  request,
  baseURL,
}) => {
  for (const path of Object.keys(publicPages)) {
    const spanish = path === '/' ? '/es/' : `/es${path}`;
    for (const [url, lang] of [
      [path, 'en'],
      [spanish, 'es'],
    ] as const) {
      const html = await (await request.get(url)).text();
      expect(html, url).toContain(`<html lang="${lang}" data-locales="en,es">`);
      expect(html, url).toContain(`<link rel="canonical" href="${baseURL}${url}" data-head />`);
      for (const [code, href] of [
        ['en', path],
        ['es', spanish],
        ['x-default', path],
      ]) {
        expect(html, url).toContain(
          `<link rel="alternate" hreflang="${code}" href="${baseURL}${href}" data-head />`,
        );
      }
    }
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="es" href="${baseURL}/es/music"/>`,
  );
  expect((await request.get('/es/admin')).status()).toBe(404);
  expect((await request.get('/es/nowhere')).status()).toBe(404);
});

/** The page as the server sent it, with no script run. */
async function servedRoot(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const text = (await page.locator('#root').textContent()) ?? '';
  await context.close();
  return text;
}

for (const [path, heading, titles] of [
  ['/music', 'Releases', (n: number) => `${n} titles`],
  ['/es/music', 'Lanzamientos', (n: number) => `${n} títulos`],
] as const) {
  test(`${path}: the first screen shows the published records, and the SPA's first render is the same`, async ({
    browser,
    baseURL,
    page,
    queryDb,
  }) => {
    const [count] = await queryDb<{ n: number }>(
      `select cast(count(*) as integer) as n from content_music where status = 'published'`,
    );
    const served = await servedRoot(browser, baseURL, path);
    expect(served).toContain(heading);
    expect(served.toLowerCase()).toContain(titles(count?.n ?? -1).toLowerCase());

    // The API held back: the SPA's first render starts from the records the page came with.
    await page.addInitScript(() => {
      const seen = { text: '' };
      Object.assign(window, { takeover: seen });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (
          !seen.text &&
          root &&
          root.childElementCount > 0 &&
          !root.querySelector(':scope > [inert]')
        ) {
          seen.text = root.textContent ?? '';
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/trpc/**', () => {});
    await page.goto(path);
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.get(window, 'takeover'))).toEqual({ text: served });
  });
}
