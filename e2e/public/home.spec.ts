import { builtinContent, site } from '@studio/content';
import { expect, test } from '../fixtures';
import { openHome } from './api';

declare global {
  interface Window {
    /** Set by the loading screen test's init script. */
    loaderTimes?: { shown: number; gone: number };
  }
}

test.describe('home', () => {
  test('shows the loading screen for 2 s, then the content', async ({ page }) => {
    // Watched from inside the page as the parser builds it, so a busy machine cannot miss the
    // 2 s between two looks: when the whole loader is there (and no content yet), and when it
    // goes, in ms from navigation start (SPEC's 2 s count from there).
    await page.addInitScript(() => {
      const times = { shown: -1, gone: -1 };
      window.loaderTimes = times;
      new MutationObserver(() => {
        const loader = document.querySelector('[data-testid="loading-screen"]');
        if (
          times.shown < 0 &&
          loader?.querySelectorAll('[data-testid="loader-slide"]').length === 6 &&
          loader.querySelector('[data-testid="loader-block"]') !== null &&
          document.querySelector('main') === null
        ) {
          times.shown = performance.now();
        }
        if (times.shown >= 0 && times.gone < 0 && !loader) times.gone = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unlock your potential' }),
    ).toBeVisible();
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    const times = await page.evaluate(() => window.loaderTimes);
    expect(times?.shown).toBeGreaterThanOrEqual(0);
    expect(times?.gone).toBeGreaterThanOrEqual(1900);
  });

  test('the loaders paint from the HTML, before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const settings = await (await page.request.get('/api/siteview')).json();
    await page.goto('/');
    const screen = page.getByTestId('loading-screen');
    await expect(screen).toBeVisible();
    await expect(screen.getByTestId('loader-slide')).toHaveCount(6);
    await expect(screen.getByTestId('loader-block')).toContainText(settings.tagline);
    // The fold is CSS: slide 6 goes to zero height with no script at all.
    await expect
      .poll(() =>
        screen
          .getByTestId('loader-slide')
          .nth(5)
          .evaluate((slide) => slide.clientHeight),
      )
      .toBe(0);
    // Beneath the strips, the hero's poster: covered by slide 1 at the top, uncovered where
    // slide 6 was, and loaded (the hero opens on it from the cache).
    const backdrop = screen.getByTestId('loader-backdrop');
    await expect(backdrop.locator('img')).toHaveAttribute('src', site.home.hero.poster);
    await expect
      .poll(() => backdrop.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Read at a set moment of the curtain, 1 s in (slides 6 and 5 folded, slide 1 not yet),
    // not whenever the checks above end: on a busy machine that can be past 1.75 s.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 1000;
      }
    });
    const topmost = (where: 'top' | 'bottom') =>
      page.evaluate((edge) => {
        const y = edge === 'top' ? 5 : window.innerHeight - 5;
        return document
          .elementFromPoint(window.innerWidth / 2, y)
          ?.closest('[data-testid]')
          ?.getAttribute('data-testid');
      }, where);
    expect(await topmost('top')).toBe('loader-slide');
    expect(await topmost('bottom')).toBe('loader-backdrop');

    // A page without a first screen of its own (first-screen.spec.ts) shows the logo loader.
    await page.goto('/no-such-page');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(
      page.getByRole('status').getByRole('img', { name: 'Goldhill Studios' }),
    ).toBeVisible();
    await context.close();
  });

  test('folds the slides from the sixth to the first, then the block, as SPEC times it', async ({
    browser,
    baseURL,
  }) => {
    // Without scripts the loader stays up, so its CSS animations can be read at leisure.
    const timings = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        reducedMotion,
      });
      const page = await context.newPage();
      await page.goto('/');
      const found = await page
        .getByTestId('loading-screen')
        .evaluate((screen) =>
          Array.from(
            screen.querySelectorAll('[data-testid="loader-slide"], [data-testid="loader-block"]'),
            (part) => part.getAnimations().map((animation) => animation.effect?.getTiming()),
          ),
        );
      await context.close();
      return found;
    };
    const fold = (delay: number) => [expect.objectContaining({ delay, duration: 250 })];
    // Slides 1 to 6 in page order, then the block: slide 6 first after 0.5 s, each 0.25 s.
    expect(await timings('no-preference')).toEqual([
      fold(1750),
      fold(1500),
      fold(1250),
      fold(1000),
      fold(750),
      fold(500),
      fold(2000),
    ]);
    expect(await timings('reduce')).toEqual([[], [], [], [], [], [], []]);
  });

  test('lays the sections out in SPEC order, with their content', async ({ page }) => {
    await openHome(page);
    const headings = await page.getByRole('main').locator('h1, h2').allInnerTexts();
    const order = [
      'UNLOCK YOUR POTENTIAL',
      builtinContent.about[0]?.title ?? '',
      'PRODUCTIONS',
      'LATEST CUTS',
      'Into the Music',
      'NO PAINT, NO CHIPS',
      'Documentaries',
      'SUBSCRIBE TO OUR YOUTUBE CHANNEL',
    ];
    const positions = order.map((text) =>
      headings.findIndex((heading) => heading.trim().toUpperCase() === text.toUpperCase()),
    );
    expect(
      positions.every((position) => position >= 0),
      headings.join(' | '),
    ).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);

    await expect(
      page.getByRole('link', { name: 'Read More', exact: true }).first(),
    ).toHaveAttribute('href', '#');
    const about = page.locator('section[aria-labelledby="about-heading"]');
    await expect(about.getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(about.getByRole('img')).toHaveAttribute('loading', 'lazy');

    // SPEC.md §2.4: the default cards link to /music, /documentary, then the podcast page.
    const strip = page.locator('section[aria-labelledby="productions-heading"]');
    const hrefs = await strip
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(builtinContent.production.map((card) => card.link));
    expect(hrefs.slice(0, 4)).toEqual(['/music', '/documentary', '/podcast', '/podcast']);

    const videos = page.locator('section[aria-labelledby="videos-heading"]');
    await expect(videos.locator('video')).toHaveCount(builtinContent.afterproduction.length);
    await expect(page.locator('section[aria-labelledby="music-panel-heading"]')).toHaveCSS(
      'background-attachment',
      'fixed',
    );
    const slider = page.getByRole('region', { name: 'Documentaries' });
    await expect(slider.locator('video')).toHaveCount(builtinContent.slider.length);
    const bullets = page.getByRole('group', { name: 'Documentary slides' }).getByRole('button');
    await expect(bullets).toHaveCount(builtinContent.slider.length);
    await slider.scrollIntoViewIfNeeded();
    await bullets.nth(1).click();
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: /Subscribe Now/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test("the banner's words are text on the page, not baked into its image", async ({ page }) => {
    await openHome(page);
    const banner = page.getByRole('region', { name: site.home.banner.title });
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(site.home.banner.title);
    await expect(banner).toContainText(site.home.banner.text);
    const art = await page.request.get(site.home.banner.src);
    expect(await art.text()).not.toContain('<text');
  });

  test('the hero bullets choose the slide and autoplay carries on after', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const bullets = page.getByRole('group', { name: 'Hero slides' }).getByRole('button');
    await expect(bullets).toHaveCount(2);
    await bullets.nth(1).click();
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await bullets.nth(0).click();
    await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(bullets.nth(1)).not.toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5500);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5500);
    await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('a chosen bullet gives its slide the full 5 s before the next advance', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const bullets = page.getByRole('group', { name: 'Hero slides' }).getByRole('button');
    const current = (index: number) =>
      expect(bullets.nth(index)).toHaveAttribute('aria-current', 'true');
    // From here the page's time moves only when the test moves it: in steps of 0.1 s up to
    // the next advance, so the test knows when that slide's 5 s began.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const start = await bullets.nth(0).getAttribute('aria-current');
    for (let step = 0; step < 60; step += 1) {
      await page.clock.runFor(100);
      if ((await bullets.nth(0).getAttribute('aria-current')) !== start) break;
    }
    await current(start === 'true' ? 1 : 0);
    if (start !== 'true') {
      // Advanced to the first slide: wait one more turn, to be on the second.
      await page.clock.runFor(5000);
      await current(1);
    }
    // 3 s into that slide's 5, the visitor picks the other one (from the keyboard: a pointer
    // on the slider itself restarts the autoplay anyway) ...
    await page.clock.runFor(3000);
    await bullets.nth(0).press('Enter');
    await current(0);
    // ... and it stays past the old timer's due time, then advances 5 s after the choice.
    await page.clock.runFor(4000);
    await current(0);
    await page.clock.runFor(1500);
    await current(1);
  });

  test('a pause button stops the hero slider and its clip; hidden slides take no focus', async ({
    page,
  }) => {
    // The clock stops once the page is up, so only runFor moves the slider: on a busy machine
    // the slow steps before the pause could otherwise take the 5 s of an advance.
    const start = Date.now();
    await page.clock.install({ time: start });
    await openHome(page);
    await page.clock.pauseAt(start + 60 * 60_000);
    const hero = page.getByRole('region', { name: 'Highlights' });
    const bullets = page.getByRole('group', { name: 'Hero slides' }).getByRole('button');
    const slides = hero.getByRole('article');

    await hero.getByRole('button', { name: 'Pause Highlights' }).click();
    // The slide in view when paused (the jump to the paused time may have advanced it once).
    const shown = await bullets.evaluateAll((buttons) =>
      buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'),
    );
    expect(shown).toBeGreaterThanOrEqual(0);
    const next = (shown + 1) % (await bullets.count());
    // Only the slide in view can take focus.
    await expect(slides.nth(shown)).not.toHaveAttribute('inert');
    await expect(slides.nth(next)).toHaveAttribute('inert');
    const video = slides.nth(shown).locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    await page.clock.runFor(11_000);
    await expect(bullets.nth(shown)).toHaveAttribute('aria-current', 'true');

    await hero.getByRole('button', { name: 'Play Highlights' }).click();
    await page.clock.runFor(5500);
    await expect(bullets.nth(next)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(next)).not.toHaveAttribute('inert');
  });

  test('only the hero clip loads at once; the others wait until they come near', async ({
    page,
  }) => {
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Highlights' }).locator('video').first();
    await expect(hero).toHaveAttribute('preload', 'metadata');
    await expect
      .poll(() => hero.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(0);
    const documentary = page
      .getByRole('region', { name: 'Documentaries' })
      .locator('video')
      .first();
    await expect(documentary).toHaveAttribute('preload', 'none');
    await expect(documentary).toHaveAttribute('poster', /\.jpg$/);
    expect(await documentary.evaluate((video: HTMLVideoElement) => video.readyState)).toBe(0);
    await documentary.scrollIntoViewIfNeeded();
    await expect(documentary).toHaveAttribute('preload', 'metadata');
    await expect
      .poll(() => documentary.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(0);
  });

  test('the pinned strips scrub sideways with the scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHome(page);
    const videos = page.getByTestId('pinned-videos-heading');
    // The two built-in videos fit 1280 px: nothing to move, so no pin.
    await expect.poll(async () => Math.round((await videos.boundingBox())?.height ?? 0)).toBe(800);
    // On a phone they do not: pinned for 70% of the viewport height (100vh + 70vh tall).
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(async () => Math.round((await videos.boundingBox())?.height ?? 0))
      .toBe(Math.round(800 * 1.7));
    await page.setViewportSize({ width: 1280, height: 800 });

    const strip = page.getByTestId('pinned-productions-heading');
    const track = strip.getByTestId('pinned-track');
    const top = await strip.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
    await page.evaluate((y) => window.scrollTo(0, y), top);
    const before = (await track.boundingBox())?.x ?? 0;
    await page.evaluate((y) => window.scrollTo(0, y + 600), top);
    await expect.poll(async () => (await track.boundingBox())?.x ?? 0).toBeLessThan(before - 100);
    // Still pinned: the strip's sticky frame stays at the top of the viewport.
    const frame = strip.locator('div.sticky');
    await expect.poll(async () => Math.round((await frame.boundingBox())?.y ?? -1)).toBe(0);
  });
});

test.describe('home with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('neither pins, scrubs nor autoplays', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await expect(page.getByTestId('pinned-productions-heading')).toHaveCount(0);
    await expect(page.getByTestId('pinned-videos-heading')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Productions' })).toBeAttached();
    const autoplaying = await page
      .locator('video')
      .evaluateAll((videos: HTMLVideoElement[]) => videos.filter((video) => video.autoplay).length);
    expect(autoplaying).toBe(0);
    const bullets = page.getByRole('group', { name: 'Hero slides' }).getByRole('button');
    await page.clock.runFor(11_000);
    await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
  });
});
