import type { Locator, Page } from '@playwright/test';
import { loadMoreCopy } from '@studio/content';
import { PUBLIC_PAGE_SIZE } from '@studio/contracts';
import { expect, type OwnSite, test } from '../own-site';

const TOTAL = 30;
const numbered = <T>(make: (n: number) => T): T[] =>
  Array.from({ length: TOTAL }, (_, index) => make(index + 1));

// Each gallery with more records than a screenful: the first page, then the rest on scroll.
// The records are the site's own, added through the REST API (see own-site.ts).
const galleries = [
  {
    path: '/podcast',
    noun: 'episodes',
    items: (page: Page) => page.getByTestId('poster-grid').getByRole('listitem'),
    add: (site: OwnSite) =>
      site.add(
        'podcast',
        numbered((n) => ({
          title: `Episode ${n}`,
          posterUrl: '/media/podcast/poster-01.svg',
          videoUrl: '/media/video/trailer-1.mp4',
        })),
      ),
  },
  {
    path: '/music',
    noun: 'releases',
    items: (page: Page) => page.getByTestId('poster-grid').getByRole('listitem'),
    add: (site: OwnSite) =>
      site.add(
        'music',
        numbered((n) => ({ src: '/media/music/cover-01.svg', alt: `Cover ${n}` })),
      ),
  },
  {
    path: '/documentary',
    noun: 'films',
    items: (page: Page) => page.getByTestId('poster-grid').getByRole('listitem'),
    add: (site: OwnSite) =>
      site.add(
        'documentary',
        numbered((n) => ({
          src: '/media/music/cover-02.svg',
          alt: `Film ${n}`,
          video: '/media/video/trailer-2.mp4',
        })),
      ),
  },
  {
    path: '/equipment',
    noun: 'equipment',
    items: (page: Page) => page.getByTestId('equipment-grid').getByRole('article'),
    add: (site: OwnSite) =>
      site.add(
        'equipment',
        numbered((n) => ({
          title: `Camera ${n}`,
          src: '/media/equipment/camera.svg',
          features: ['Light'],
        })),
      ),
  },
  {
    path: '/gallery',
    noun: 'images',
    items: (page: Page) => page.getByTestId('gallery-grid').getByRole('listitem'),
    add: (site: OwnSite) =>
      site.add(
        'gallery',
        numbered((n) => ({ imageUrl: '/media/home/about.svg', title: `Still ${n}` })),
      ),
  },
] as const;

const procedureOf = (path: string) => `content.${path.slice(1)}.page`;

/** Scrolls to the page's end, as a visitor reading on would. */
async function readToTheEnd(page: Page, items: Locator) {
  await items.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 10_000);
}

/** Where each page asked for by `procedure` starts (null: the first page), in order. */
function pageStarts(page: Page, procedure: string): (number | null)[] {
  const starts: (number | null)[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (!url.includes(procedure)) return;
    const cursor = /"cursor":(\d+)/.exec(url)?.[1];
    starts.push(cursor === undefined ? null : Number(cursor));
  });
  return starts;
}

for (const { path, noun, items, add } of galleries) {
  test(`${path} shows a screenful, then the rest as the visitor scrolls`, async ({
    page,
    site,
  }) => {
    await add(site);
    const starts = pageStarts(page, procedureOf(path));
    await page.goto(path);
    // The button comes with the server's first page (the built-in list, shown until then, has none).
    const more = page.getByRole('button', { name: loadMoreCopy.show(noun) });
    await expect(more).toBeVisible();
    await expect(items(page)).toHaveCount(PUBLIC_PAGE_SIZE);

    // A page may follow the one before at once while the end is still near: read on until all show.
    await expect(async () => {
      await readToTheEnd(page, items(page));
      await expect(items(page)).toHaveCount(TOTAL, { timeout: 1_000 });
    }).toPass();
    // Each page was asked for once, in order; with all shown, nothing asks for more.
    expect(starts).toEqual([null, PUBLIC_PAGE_SIZE, 2 * PUBLIC_PAGE_SIZE]);
    await expect(more).toHaveCount(0);
  });
}

test('the poster pages count the whole list, not the pages loaded so far', async ({
  page,
  site,
}) => {
  const [podcast] = galleries;
  await podcast.add(site);
  await page.goto(podcast.path);
  await expect(page.getByText(`${TOTAL} titles`)).toBeVisible();
  await expect(podcast.items(page)).toHaveCount(PUBLIC_PAGE_SIZE);
});

test('a record removed while the visitor reads on costs no other record its place', async ({
  page,
  site,
}) => {
  const [podcast] = galleries;
  const [first] = await podcast.add(site);
  await page.goto(podcast.path);
  await expect(page.getByRole('button', { name: loadMoreCopy.show(podcast.noun) })).toBeVisible();
  await expect(podcast.items(page)).toHaveCount(PUBLIC_PAGE_SIZE);

  // The first record goes: the second page now starts one record further on, and its total
  // says so. The first page is then read again; it is held while the visitor reads on, so a
  // next page asked for meanwhile (which would cancel that read) would be seen.
  if (first === undefined) throw new Error('No podcast was added');
  await site.remove('podcast', first);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/**', async (route) => {
    const url = decodeURIComponent(route.request().url());
    if (url.includes(procedureOf(podcast.path)) && !url.includes('"cursor"')) await held;
    await route.fallback();
  });
  const reread = page.waitForRequest(
    (request) =>
      decodeURIComponent(request.url()).includes(procedureOf(podcast.path)) &&
      !decodeURIComponent(request.url()).includes('"cursor"'),
  );
  await readToTheEnd(page, podcast.items(page));
  await reread;
  await readToTheEnd(page, podcast.items(page));
  // Two frames: any intersection seen by the scroll has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  release();

  await expect(async () => {
    await readToTheEnd(page, podcast.items(page));
    await expect(podcast.items(page)).toHaveCount(TOTAL - 1, { timeout: 1_000 });
  }).toPass();
  const titles = podcast.items(page).getByRole('figure');
  await expect(titles.first()).toHaveAccessibleName('Episode 2');
  await expect(titles.nth(PUBLIC_PAGE_SIZE - 1)).toHaveAccessibleName('Episode 13');
  await expect(titles.nth(PUBLIC_PAGE_SIZE)).toHaveAccessibleName('Episode 14');
});

test.describe('when a later page fails', () => {
  test.use({ allowConsoleErrors: true });

  test('the posters shown stay, it says so, and the button asks again', async ({ page, site }) => {
    const [podcast] = galleries;
    await podcast.add(site);
    let failing = true;
    // The second page answers 500 until told otherwise; every other read reaches the server.
    await page.route('**/trpc/**', (route) => {
      const input = new URL(route.request().url()).searchParams.get('input') ?? '';
      if (failing && input.includes(`"cursor":${PUBLIC_PAGE_SIZE}`)) {
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' });
      }
      return route.fallback();
    });
    await page.goto(podcast.path);
    await expect(page.getByRole('button', { name: loadMoreCopy.show(podcast.noun) })).toBeVisible();
    await readToTheEnd(page, podcast.items(page));

    await expect(page.getByRole('status')).toHaveText(loadMoreCopy.failed(podcast.noun));
    await expect(podcast.items(page)).toHaveCount(PUBLIC_PAGE_SIZE);
    const retry = page.getByRole('button', { name: loadMoreCopy.retry });
    await expect(retry).toBeVisible();

    failing = false;
    await retry.click();
    await expect(podcast.items(page)).toHaveCount(2 * PUBLIC_PAGE_SIZE);
    await expect(page.getByRole('status')).toHaveText('');
  });
});
