import { rmSync } from 'node:fs';
import { messages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocales } from '../services/locales';
import { createTestApp, errorBody, type TestApp } from '../test-support/app';
import { webDistDir } from '../test-support/web-dist';
import { withCurrency, withLocales } from './html-locales';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Studio</title></head><body><div id="root"></div></body></html>';

describe('withLocales', () => {
  it('writes the page locale and every configured one on <html>, only with two or more', () => {
    expect(withLocales(INDEX_HTML, createLocales(['en']))).toBe(INDEX_HTML);
    expect(withLocales(INDEX_HTML, createLocales(['en', 'es']))).toContain(
      '<html lang="en" data-locales="en,es">',
    );
    expect(withLocales(INDEX_HTML, createLocales(['en', 'es']), 'es')).toContain(
      '<html lang="es" data-locales="en,es">',
    );
    expect(withLocales('<html><body></body></html>', createLocales(['en', 'es']))).toBe(
      '<html lang="en" data-locales="en,es"><body></body></html>',
    );
  });
});

describe('withCurrency', () => {
  it('writes CURRENCY on <html>, only when it is not the default', () => {
    expect(withCurrency(INDEX_HTML, 'INR')).toBe(INDEX_HTML);
    expect(withCurrency(INDEX_HTML, 'EUR')).toContain('<html data-currency="EUR" lang="en">');
  });
});

describe.each([
  ['en,es', undefined, '<html lang="en" data-locales="en,es">'],
  [undefined, undefined, '<html lang="en">'],
  ['en,es', 'EUR', '<html data-currency="EUR" lang="en" data-locales="en,es">'],
])('the SPA with LOCALES=%s and CURRENCY=%s', (locales, currency, htmlTag) => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = webDistDir(INDEX_HTML);
    t = await createTestApp({
      env: {
        WEB_DIST: webDist,
        ...(locales === undefined ? {} : { LOCALES: locales }),
        ...(currency === undefined ? {} : { CURRENCY: currency }),
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('tells the page the locales and the currency on <html> (nothing by default)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/podcast' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(htmlTag);
    expect(res.body.includes('data-locales')).toBe(locales !== undefined);
    expect(res.body.includes('data-currency')).toBe(currency !== undefined);
  });

  it('answers a locale prefix on an API, tRPC or admin path with the JSON 404', async () => {
    for (const url of [
      '/es/api/podcastdisplay',
      '/es/trpc/locales',
      '/es/admin',
      '/es/admin/podcast',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      if (locales !== undefined)
        expect(res.json(), url).toEqual(errorBody(messages.server.notFound));
    }
  });
});
