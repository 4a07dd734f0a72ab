import { contentTypeNames } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { es as esPageWords } from './locales/es';
import { esLater } from './locales/es-later';
import { localizedPath, splitLocalePath } from './locales/paths';
import { headTags, pageAt, pageInLanguage, publicPages } from './pages';

/** The Spanish catalogue whole, as the server reads it. */
const es = { ...esPageWords, ...esLater };

describe('pageAt', () => {
  it('finds a public page with or without a trailing slash', () => {
    expect(pageAt('/podcast')).toMatchObject({ kind: 'public', path: '/podcast' });
    expect(pageAt('/podcast/')).toMatchObject({ kind: 'public', path: '/podcast' });
    expect(pageAt('/')).toMatchObject({ kind: 'public', path: '/' });
  });

  it('keeps sign-in and the admin area from search engines, and knows no other path', () => {
    expect(pageAt('/login').kind).toBe('private');
    expect(pageAt('/admin/EditGallery/1').kind).toBe('private');
    expect(pageAt('/administrator').kind).toBe('notFound');
    expect(pageAt('/podcasts').kind).toBe('notFound');
  });

  it('gives every public page its own title and description, and real content types', () => {
    const pages = Object.values(publicPages);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) {
      for (const type of page.types) expect(contentTypeNames).toContain(type);
    }
  });
});

describe('headTags', () => {
  it('gives a public page absolute canonical and preview URLs', () => {
    const tags = headTags(pageAt('/music'), 'https://studio.example');
    expect(tags).toContainEqual({
      tag: 'link',
      attrs: { rel: 'canonical', href: 'https://studio.example/music' },
    });
    const image = tags.find((tag) => tag.attrs.property === 'og:image');
    expect(image?.attrs.content).toMatch(/^https:\/\/studio\.example\/media\//);
  });

  it('asks search engines not to index the others', () => {
    expect(headTags(pageAt('/nowhere'), 'https://studio.example')).toEqual([
      { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
    ]);
  });
});

describe('a page in its language', () => {
  const locales = ['en', 'es'];

  it('finds the page under its locale prefix; the default locale has none', () => {
    expect(splitLocalePath('/es/podcast', locales)).toEqual({ locale: 'es', path: '/podcast' });
    expect(splitLocalePath('/es', locales)).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/es/', locales)).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/podcast', locales)).toEqual({ locale: 'en', path: '/podcast' });
    expect(splitLocalePath('/en/podcast', locales)).toEqual({ locale: 'en', path: '/en/podcast' });
    expect(splitLocalePath('/es/podcast', ['en'])).toEqual({ locale: 'en', path: '/es/podcast' });
    expect(splitLocalePath('/esp/podcast', locales).locale).toBe('en');
    expect(localizedPath('/', 'es', locales)).toBe('/es/');
    expect(localizedPath('/music', 'es', locales)).toBe('/es/music');
    expect(localizedPath('/music', 'en', locales)).toBe('/music');
  });

  it('names every language with hreflang and x-default, canonical in its own', () => {
    const page = pageInLanguage(pageAt('/music'), es);
    const tags = headTags(page, 'https://studio.example', { locale: 'es', locales });
    const links = tags.filter(
      ({ attrs }) => attrs.rel === 'alternate' || attrs.rel === 'canonical',
    );
    expect(links.map(({ attrs }) => attrs)).toEqual([
      { rel: 'canonical', href: 'https://studio.example/es/music' },
      { rel: 'alternate', hreflang: 'en', href: 'https://studio.example/music' },
      { rel: 'alternate', hreflang: 'es', href: 'https://studio.example/es/music' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://studio.example/music' },
    ]);
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:locale', content: 'es' } });
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { property: 'og:locale:alternate', content: 'en' },
    });
    expect(page.title).toBe(es.pages['/music']?.title);
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { name: 'description', content: es.pages['/music']?.description },
    });
  });

  it('with one locale, the tags are as they always were', () => {
    const page = pageAt('/music');
    expect(headTags(page, 'https://a.example', { locale: 'en', locales: ['en'] })).toEqual(
      headTags(page, 'https://a.example'),
    );
    expect(pageInLanguage(page, undefined)).toBe(page);
    expect(pageInLanguage(pageAt('/nowhere'), es).title).toBe(es.notFound.title);
  });
});
