import type { Page, Route } from '@playwright/test';

/** The procedures of one batched tRPC GET, e.g. "/trpc/content.slider.list,content.about.list". */
function procedures(route: Route): string[] {
  const path = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '');
  return decodeURIComponent(path).split(',');
}

/** Every tRPC call answers 500, as when the API is down behind a proxy. */
export async function apiFails(page: Page): Promise<void> {
  await page.route('**/trpc/**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
}

/** Every tRPC call fails at the network level. */
export async function apiUnreachable(page: Page): Promise<void> {
  await page.route('**/trpc/**', (route) => route.abort('connectionrefused'));
}

/**
 * Holds every tRPC call that includes `name` (alone or in a batch) until the returned function
 * is called, so a test can see the loading state.
 */
export async function holdProcedure(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/**', async (route) => {
    if (procedures(route).includes(name)) await held;
    await route.fallback();
  });
  return release;
}

/** Resolves once the home page's loading screen has given way to its content. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Unlock your potential' }).waitFor();
}

/**
 * /contact as the server sends it when it could not read the contact info itself: the page
 * without the lists its first screen was rendered with, so the page asks the API for them.
 * (Otherwise a page loaded at /contact has that info in its HTML, read by the server.)
 */
export async function openContactWithoutLists(page: Page): Promise<void> {
  await page.route('**/contact', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="first-screen-lists">.*?<\/script>/s,
      '',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/contact');
}
