import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

const ID = 'dQw4w9WgXcQ';
const youtube = {
  kind: 'embed',
  host: 'YouTube',
  src: `https://www.youtube-nocookie.com/embed/${ID}`,
};
const vimeo = (id: string) => ({
  kind: 'embed',
  host: 'Vimeo',
  src: `https://player.vimeo.com/video/${id}`,
});
const unplayable = { kind: 'unplayable' };

describe('videoSource', () => {
  describe('nothing to play', () => {
    it.each([
      ['undefined', undefined],
      ['an empty string', ''],
    ])('%s is unplayable', (_, value) => {
      expect(videoSource(value)).toEqual(unplayable);
    });
  });

  describe('files on this site', () => {
    it.each([
      '/media/clip.mp4',
      '/uploads/2026/11/intro.webm',
      '/media/clip.mp4?v=2#t=5',
      '/media/with space.mp4',
    ])('%s plays as a file, unchanged', (path) => {
      expect(videoSource(path)).toEqual({ kind: 'file', src: path });
    });

    it('a protocol-relative URL is not a site path (and has no scheme): unplayable', () => {
      expect(videoSource('//evil.example/clip.mp4')).toEqual(unplayable);
    });
  });

  describe('files on other hosts', () => {
    it.each([
      ['https://cdn.example.com/clip.mp4', 'https://cdn.example.com/clip.mp4'],
      ['http://media.example.org/a/b.webm', 'http://media.example.org/a/b.webm'],
      ['https://CDN.Example.com/clip.mp4?x=1', 'https://cdn.example.com/clip.mp4?x=1'],
      ['https://cdn.example.com/a b.mp4', 'https://cdn.example.com/a%20b.mp4'],
    ])('%s plays as a file (normalised: %s)', (value, src) => {
      expect(videoSource(value)).toEqual({ kind: 'file', src });
    });

    it.each([
      `https://notyoutube.com/watch?v=${ID}`,
      `https://youtube.com.evil.example/watch?v=${ID}`,
      'https://notvimeo.com/76979871',
      'https://vimeo.com.evil.example/76979871',
    ])('a look-alike host is not embedded: %s', (value) => {
      expect(videoSource(value)).toEqual({ kind: 'file', src: new URL(value).href });
    });
  });

  describe('YouTube', () => {
    it.each([
      // watch pages, any subdomain prefix the site accepts, extra parameters ignored
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
      `http://www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`,
      `https://www.youtube.com/watch?feature=share&v=${ID}`,
      `https://WWW.YouTube.com/watch?v=${ID}`,
      // short links
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?t=10`,
      `https://www.youtu.be/${ID}`,
      // embeds, shorts, live
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube.com/embed/${ID}?autoplay=1`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://youtube.com/shorts/${ID}`,
      `https://www.youtube.com/shorts/${ID}/`,
      `https://www.youtube.com/live/${ID}?si=abc`,
    ])('%s embeds the privacy-enhanced player', (value) => {
      expect(videoSource(value)).toEqual(youtube);
    });

    it('accepts the whole id alphabet (letters, digits, - and _)', () => {
      expect(videoSource('https://youtu.be/a-B_c1D2e3F')).toEqual({
        ...youtube,
        src: 'https://www.youtube-nocookie.com/embed/a-B_c1D2e3F',
      });
    });

    it.each([
      // ids of the wrong length or alphabet
      'https://www.youtube.com/watch?v=',
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}X`,
      'https://www.youtube.com/watch?v=dQw4w9WgX%3Cb',
      'https://www.youtube.com/watch?v=dQw4w9WgX.c',
      'https://youtu.be/',
      'https://youtu.be/abc',
      `https://youtu.be/${ID}/extra`,
      'https://youtu.be/%22%3E%3Cscript%3E',
      'https://www.youtube.com/embed/tooShort',
      `https://www.youtube.com/embed/${ID}123`,
      'https://www.youtube.com/shorts/a%20b%20c%20d%20e%20',
      'https://www.youtube.com/live/!!!!!!!!!!!',
    ])('%s (invalid id) is unplayable', (value) => {
      expect(videoSource(value)).toEqual(unplayable);
    });
  });

  describe('Vimeo', () => {
    it.each([
      ['https://vimeo.com/76979871', '76979871'],
      ['https://www.vimeo.com/76979871', '76979871'],
      ['http://vimeo.com/76979871#t=30s', '76979871'],
      ['https://vimeo.com/channels/staffpicks/123456', '123456'],
      ['https://player.vimeo.com/video/76979871?h=abc123', '76979871'],
    ])('%s embeds the Vimeo player for %s', (value, id) => {
      expect(videoSource(value)).toEqual(vimeo(id));
    });

    it.each([
      'https://vimeo.com/',
      'https://vimeo.com/about',
      'https://vimeo.com/12345',
      'https://player.vimeo.com/video/',
    ])('%s (no video id) is unplayable', (value) => {
      expect(videoSource(value)).toEqual(unplayable);
    });
  });

  describe('other schemes', () => {
    it.each([
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'ftp://example.com/clip.mp4',
      'file:///etc/passwd',
      'blob:https://example.com/5c1a2f4e',
      'ws://example.com/stream',
      `vbscript:${ID}`,
    ])('%s is unplayable', (value) => {
      expect(videoSource(value)).toEqual(unplayable);
    });
  });

  describe('garbage', () => {
    it.each([
      'not a url',
      'media/clip.mp4',
      'clip.mp4',
      '   ',
      'https://',
      'http://[::1',
      `youtube.com/watch?v=${ID}`,
      `youtu.be/${ID}`,
    ])('%j is unplayable', (value) => {
      expect(videoSource(value)).toEqual(unplayable);
    });
  });
});
