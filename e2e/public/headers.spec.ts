import { expect, test } from '../fixtures';

const GOLD_DEEP = 'rgb(139, 107, 13)';
const BLACK = 'rgb(0, 0, 0)';
const lightLinks = ['HOME', 'Podcast', 'Documentary', 'Music', 'GALLERY', 'CONTACT US'];
const transparentLinks = ['Home', 'Podcast', 'Documentary', 'Music', 'Gallery', 'Contact Us'];

test.describe('light header', () => {
  test('shows the Spanish banner and marks the current page in gold', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/podcast');
    const header = page.getByRole('banner');
    await expect(header.locator('p[lang="es"]')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Ver ahora' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const label of lightLinks) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const current = nav.getByRole('link', { name: 'Podcast', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveCSS('color', GOLD_DEEP);
    await expect(nav.getByRole('link', { name: 'Music', exact: true })).toHaveCSS('color', BLACK);

    await nav.getByRole('link', { name: 'Music', exact: true }).click();
    await expect(page).toHaveURL(/\/music$/);
    await expect(nav.getByRole('link', { name: 'Music', exact: true })).toHaveCSS(
      'color',
      GOLD_DEEP,
    );
    await expect(nav.getByRole('link', { name: 'Podcast', exact: true })).toHaveCSS('color', BLACK);
  });

  test('opens and closes the mobile dropdown with its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/documentary');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Podcast', exact: true })).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#light-header-menu');
    await expect(menu).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const label of lightLinks) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Documentary', exact: true })).toHaveCSS(
      'color',
      GOLD_DEEP,
    );
    await nav.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await nav.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'CONTACT US' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('transparent header', () => {
  test('turns black only past 120 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/gallery');
    const header = page.getByTestId('transparent-header');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const label of transparentLinks) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 121));
    await expect(header).toHaveCSS('background-color', BLACK);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('opens a full-viewport overlay menu and closes it again', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/gallery');
    const header = page.getByTestId('transparent-header');
    await header.getByRole('button', { name: 'Open menu' }).click();
    const overlay = page.getByTestId('overlay-menu');
    await expect(overlay).toBeVisible();
    await expect.poll(async () => (await overlay.boundingBox())?.height).toBe(800);
    await expect(overlay.getByRole('list')).toHaveCSS('opacity', '1');
    for (const label of transparentLinks) {
      await expect(overlay.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await header.getByRole('button', { name: 'Close menu' }).click();
    await expect(overlay).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await overlay.getByRole('link', { name: 'Podcast', exact: true }).click();
    await expect(page).toHaveURL(/\/podcast$/);
    await expect(page.getByRole('heading', { level: 1, name: 'PODCAST' })).toBeVisible();
  });

  test('the overlay menu keeps Tab inside, and Escape closes it back to its toggle', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const overlay = page.getByTestId('overlay-menu');
    await expect(overlay).toBeVisible();
    const links = await overlay.getByRole('link').count();
    expect(links).toBeGreaterThan(0);
    // Toggle, then each link, then back to the toggle: focus never reaches the page behind.
    for (let step = 0; step < links; step++) await page.keyboard.press('Tab');
    await expect(overlay.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(overlay.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test("the light header's mobile menu closes on Escape, back to its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/music');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#light-header-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('a focused link on the ivory header shows a ring that stands out from the ivory', async ({
  page,
}) => {
  await page.goto('/podcast');
  const link = page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Podcast', exact: true });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // The dark halo (ink on ivory, far above 3:1) around the gold outline.
  await expect(link).toHaveCSS('box-shadow', /rgb\(11, 11, 13\) 0px 0px 0px 5px/);
  await expect(link).toHaveCSS('outline-style', 'solid');
});

test.describe('footer', () => {
  test('has the logo, tagline, links, contact details and copyright', async ({ page }) => {
    await page.goto('/career');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img').first()).toBeVisible();
    const social = footer.getByRole('list', { name: 'Social links' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`, 'i') });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Important Links' })).toBeVisible();
    const links = {
      Career: '/career',
      Equipment: '/equipment',
      'Contact Us': '/contact',
      Documentary: '/documentary',
    };
    for (const [name, path] of Object.entries(links)) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer).toContainText('2025');
  });

  test('appears only on the pages SPEC.md gives it', async ({ page }) => {
    for (const path of [
      '/podcast',
      '/contact',
      '/music',
      '/documentary',
      '/equipment',
      '/career',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    }
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Links' })).toHaveCount(0);
  });
});
