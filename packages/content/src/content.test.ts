import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypeNames, contentTypes, isWebUrl, singletonSchema } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import {
  builtinContent,
  builtinRecords,
  builtinVideoPoster,
  contactInfo,
  site,
  siteSettings,
  socialNetworks,
} from './index';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const mediaDir = join(publicDir, 'media');

/** Every string inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const mediaPaths = [
  ...new Set(strings({ builtinContent, site }).filter((s) => s.startsWith('/media/'))),
];
const read = (path: string) => readFileSync(join(publicDir, path), 'utf8');
const xmlEscape = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('builtinContent', () => {
  it('has lists for types of the registry only (a type without one has none)', () => {
    expect(contentTypeNames).toEqual(expect.arrayContaining(Object.keys(builtinContent)));
  });

  it.each(contentTypeNames)('every %s item is already a valid, stored record', (name) => {
    const { schema } = contentTypes[name];
    for (const item of builtinRecords(name)) {
      const result = schema.safeParse(item);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(result.data).toEqual(item);
    }
  });

  it('has the fallback list sizes of SPEC §9 (types added later have their own)', () => {
    const sizes = Object.fromEntries(
      contentTypeNames.map((name) => [name, builtinRecords(name).length]),
    );
    expect(sizes).toMatchObject({
      slider: 2,
      production: 5,
      afterproduction: 2,
      about: 1,
      podcast: 12,
      music: 12,
      documentary: 12,
      equipment: 12,
      contactinfo: 1,
    });
  });

  it('links the production cards as SPEC §2.4 says', () => {
    expect(builtinContent.production.map((p) => [p.cardTitle, p.link])).toEqual([
      ['Music', '/music'],
      ['Documentary', '/documentary'],
      ['Podcast', '/podcast'],
      ['Advertisement', '/podcast'],
      ['Advertisement', '/podcast'],
    ]);
  });

  it('gives every equipment item exactly three features', () => {
    for (const item of builtinContent.equipment) expect(item.features).toHaveLength(3);
  });

  it('leaves two music releases without a trailer and gives the rest one', () => {
    const withoutVideo = builtinContent.music.filter((m) => m.video === undefined);
    expect(withoutVideo.map((m) => m.alt)).toEqual(['Northbound', 'Kites Over Landour']);
  });

  it('uses only addresses the site may render (isWebUrl)', () => {
    const urls = strings(builtinContent).filter((s) => s.startsWith('/') || s.startsWith('http'));
    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) expect(isWebUrl(url), url).toBe(true);
  });

  it('names each item on its own poster', () => {
    const posters = [
      ...builtinContent.podcast.map((p) => [p.posterUrl, p.title]),
      ...builtinContent.music.map((m) => [m.src, m.alt]),
      ...builtinContent.documentary.map((d) => [d.src, d.alt]),
    ];
    for (const [path = '', title = ''] of posters) {
      expect(read(path), path).toContain(`<title>${xmlEscape(title)}`);
    }
  });
});

describe('site', () => {
  it('has valid default site settings: two phones, one studio e-mail, https social links', () => {
    const settings = singletonSchema('site').parse(siteSettings);
    expect(settings.phones).toHaveLength(2);
    expect(site.careersEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    for (const { field } of Object.values(socialNetworks))
      expect(settings[field]).toMatch(/^https:\/\//);
    // The footer and the contact page name the same address, phone and e-mail.
    expect(contactInfo[0]).toMatchObject({
      address: settings.address,
      phone: settings.phones[0],
      email: settings.email,
    });
  });

  it('has six loader slides and sixteen gallery tiles', () => {
    expect(site.home.loaderSlides).toHaveLength(6);
    expect(site.galleryTileCount).toBe(16);
  });
});

describe('built-in media', () => {
  it('has every /media path referenced by the content and the site', () => {
    expect(mediaPaths.length).toBeGreaterThan(80);
    const missing = mediaPaths.filter((path) => !existsSync(join(publicDir, path)));
    expect(missing).toEqual([]);
  });

  it('has a poster frame for every built-in clip', () => {
    const clips = mediaPaths.filter((path) => path.endsWith('.mp4'));
    for (const clip of clips) {
      const poster = builtinVideoPoster(clip);
      expect(poster, clip).toBe(clip.replace(/\.mp4$/, '.jpg'));
      expect(existsSync(join(publicDir, poster ?? '')), clip).toBe(true);
    }
    expect(builtinVideoPoster('https://www.youtube.com/watch?v=abc')).toBeUndefined();
  });

  it('stays under 10 MB in total', () => {
    const total = files(mediaDir).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(10 * 1024 * 1024);
  });

  it('ships self-contained SVGs (no external fonts, images or links)', () => {
    const svgs = files(mediaDir).filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(70);
    for (const file of svgs) {
      const text = readFileSync(file, 'utf8').replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(text.startsWith('<svg '), file).toBe(true);
      expect(text, file).not.toMatch(/https?:|<image|@import|@font-face|<script/i);
    }
  });

  it('ships web-ready clips: MP4 with the index before the media data, no sound track', () => {
    const clips = mediaPaths.filter((path) => path.endsWith('.mp4'));
    expect(clips.length).toBeGreaterThanOrEqual(9);
    for (const clip of clips) {
      const data = readFileSync(join(publicDir, clip));
      const boxes: string[] = [];
      for (let at = 0; at + 8 <= data.length; ) {
        const size = data.readUInt32BE(at);
        boxes.push(data.toString('latin1', at + 4, at + 8));
        if (size < 8) break;
        at += size;
      }
      expect(boxes[0], clip).toBe('ftyp');
      expect(boxes.indexOf('moov'), clip).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov'), clip).toBeLessThan(boxes.indexOf('mdat'));
      const moovAt = data.indexOf('moov');
      const moov = data.subarray(moovAt, moovAt + data.readUInt32BE(moovAt - 4));
      expect(moov.includes('vide'), clip).toBe(true);
      expect(moov.includes('soun'), clip).toBe(false);
    }
  });
});
