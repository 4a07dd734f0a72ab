import { expect, test } from '../fixtures';

test('the page, its main script and its styles arrive compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    encodings.set(pathname, (await response.allHeaders())['content-encoding']);
  });
  await page.goto('/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'PODCAST' })).toBeVisible();
  const compressed = (pattern: RegExp) =>
    [...encodings].filter(([path]) => pattern.test(path)).map(([, encoding]) => encoding);
  expect(compressed(/^\/podcast$/)).toEqual([expect.stringMatching(/^(br|gzip)$/)]);
  // The entry script and the stylesheet; chunks under 1 KB are not worth it and go as they are.
  expect(compressed(/^\/assets\/index-[\w-]+\.js$/)).toEqual(['br']);
  expect(compressed(/^\/assets\/index-[\w-]+\.css$/)).toEqual(['br']);
});

test('a JSON list arrives compressed, and built-in media is cached for a day', async ({
  request,
}) => {
  const list = await request.get('/api/podcastdisplay', { headers: { 'accept-encoding': 'br' } });
  expect(list.headers()['content-encoding']).toBe('br');
  expect(await list.json()).toHaveLength(12);
  const media = await request.get('/media/brand/mark.svg');
  expect(media.headers()['cache-control']).toBe('public, max-age=86400');
});
