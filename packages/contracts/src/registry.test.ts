import { describe, expect, it } from 'vitest';
import { contentSchema, contentTypeNames, contentTypes } from './registry';

describe('content-type registry', () => {
  it('gives every type its own REST stem and admin routes', () => {
    const stems = contentTypeNames.map((type) => contentTypes[type].stem);
    const routes = contentTypeNames.flatMap((type) => Object.values(contentTypes[type].admin));
    expect(new Set(stems).size).toBe(stems.length);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route).toMatch(/^\/admin\/[A-Za-z]+$/);
  });

  it('describes exactly the fields of each schema, in a form order', () => {
    for (const type of contentTypeNames) {
      const { schema, fields } = contentTypes[type];
      expect(Object.keys(fields).sort()).toEqual(Object.keys(schema.shape).sort());
    }
  });

  it('has every message filled in', () => {
    for (const type of contentTypeNames) {
      for (const message of Object.values(contentTypes[type].messages)) {
        expect(message.trim()).not.toBe('');
      }
    }
  });
});

describe('content schemas', () => {
  it('accepts http(s) URLs and site paths, refuses other schemes and bare words', () => {
    const podcast = contentSchema('podcast');
    const valid = { title: 'T', posterUrl: '/media/a.svg', videoUrl: 'https://example.com/v.mp4' };
    expect(podcast.safeParse(valid).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'ftp://h/x', 'poster.png', '']) {
      expect(podcast.safeParse({ ...valid, posterUrl: bad }).success).toBe(false);
    }
  });

  it('uses the spec message for bad production URLs', () => {
    const result = contentSchema('production').safeParse({
      cardTitle: 'Music',
      prodImg: 'not a url',
      link: 'https://example.com',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter valid URLs for image and link.');
  });

  it('treats a cleared optional video as absent and keeps text verbatim', () => {
    const parsed = contentSchema('music').parse({ src: '/m.svg', alt: ' <b>x</b> ', video: '' });
    expect(parsed).toEqual({ src: '/m.svg', alt: ' <b>x</b> ' });
  });

  it('refuses blank required text and a malformed contact e-mail', () => {
    const info = { address: 'a', phone: '1', email: 'studio@example.com', hours: '9-5' };
    expect(contentSchema('contactinfo').safeParse(info).success).toBe(true);
    expect(contentSchema('contactinfo').safeParse({ ...info, email: 'nope' }).success).toBe(false);
    expect(contentSchema('contactinfo').safeParse({ ...info, hours: '   ' }).success).toBe(false);
  });
});
