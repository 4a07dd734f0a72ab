import { contentTypeNames } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { headTags, pageAt, publicPages } from './pages';

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
