import type { Page, Route } from '@playwright/test';
import { pageSchema } from '@studio/contracts';

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

/** The inputs of a tRPC GET, one per procedure of its batch. */
function inputs(route: Route, batched: boolean, count: number): unknown[] {
  const raw = new URL(route.request().url()).searchParams.get('input');
  const parsed: unknown = raw ? JSON.parse(raw) : undefined;
  if (!batched) return [parsed];
  const byIndex = new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  return Array.from({ length: count }, (_, index) => byIndex.get(String(index)));
}

/** A gallery's page (`content.T.page`) of `items`, as the server cuts it for this input. */
function pageOf(items: unknown[], input: unknown) {
  const { cursor, limit } = pageSchema.parse(input ?? {});
  const start = cursor ?? 0;
  const end = start + limit;
  return {
    items: items.slice(start, end),
    total: items.length,
    nextCursor: end < items.length ? end : null,
  };
}

/**
 * Content procedures answer with what `lists` gives for them (by procedure name, e.g.
 * "content.about.list", or "content.podcast.page" for a gallery, which is answered in pages),
 * and with nothing otherwise; the other procedures of a batch (site settings, say) keep the
 * server's real answer.
 */
export async function apiLists(page: Page, lists: Record<string, unknown[]> = {}): Promise<void> {
  await page.route('**/trpc/**', async (route) => {
    const names = procedures(route);
    if (route.request().method() !== 'GET' || !names.some((name) => name.startsWith('content.'))) {
      return route.fallback();
    }
    const batched = new URL(route.request().url()).searchParams.has('batch');
    const answer: unknown = await (await route.fetch()).json();
    const real = Array.isArray(answer) ? answer : [answer];
    const given = inputs(route, batched, names.length);
    const body = names.map((name, index) => {
      if (!name.startsWith('content.')) return real[index];
      const items = lists[name] ?? [];
      const data = name.endsWith('.page') ? pageOf(items, given[index]) : items;
      return { result: { data } };
    });
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(batched ? body : body[0]),
    });
  });
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
