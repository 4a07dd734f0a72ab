import { MEDIA_VARIANT_WIDTHS, type MediaRender, mediaVariantFormats } from '@studio/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';
import { VideoBlock } from './video-block';

const base = '/files/media/abc';
const widths = MEDIA_VARIANT_WIDTHS.slice(0, 2);

const image: MediaRender = {
  kind: 'image',
  width: 640,
  height: 360,
  alt: 'A studio at dusk',
  placeholder: 'data:image/webp;base64,AAAA',
  variants: mediaVariantFormats.flatMap((format) =>
    widths.map((width) => ({ url: `${base}/${width}.${format}`, width, format })),
  ),
  focalPoint: null,
  crops: [],
};

const video: MediaRender = {
  kind: 'video',
  width: 1920,
  height: 1080,
  alt: '',
  placeholder: null,
  variants: [],
  focalPoint: null,
  crops: [],
  poster: `${base}/poster.jpg`,
};

// Tests run in Node, with no DOM: a tag's attributes are read off the markup, names lowercased
// as HTML reads them.
function tag(markup: string, name: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [
        (key ?? '').toLowerCase(),
        value ?? '',
      ]),
    ),
  );
}

const srcSet = (format: string) =>
  widths.map((width) => `${base}/${width}.${format} ${width}w`).join(', ');

describe('ResponsiveImage', () => {
  it('renders a library image as a picture of its AVIF and WebP sources and JPEG img', () => {
    const markup = renderToStaticMarkup(
      <ResponsiveImage src={`${base}/original.jpg`} media={image} sizes="50vw" alt="" />,
    );
    expect(markup.startsWith('<picture')).toBe(true);
    expect(tag(markup, 'source')).toEqual([
      { type: 'image/avif', srcset: srcSet('avif'), sizes: '50vw' },
      { type: 'image/webp', srcset: srcSet('webp'), sizes: '50vw' },
    ]);
    const [img] = tag(markup, 'img');
    expect(img).toMatchObject({
      src: `${base}/640.jpeg`,
      srcset: srcSet('jpeg'),
      sizes: '50vw',
      width: '640',
      height: '360',
      alt: 'A studio at dusk',
      loading: 'lazy',
    });
    expect(img?.style).toBe('background:center/cover url(&quot;data:image/webp;base64,AAAA&quot;)');
  });

  it('loads a library image above the fold at once and first', () => {
    const markup = renderToStaticMarkup(
      <ResponsiveImage src={`${base}/original.jpg`} media={image} sizes="100vw" alt="" aboveFold />,
    );
    const [img] = tag(markup, 'img');
    expect(img).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  });

  it('keeps its focal point in view where the page cuts it (object-position), placeholder too', () => {
    const focused = { ...image, focalPoint: { x: 0.95, y: 0.125 } };
    const markup = renderToStaticMarkup(
      <ResponsiveImage
        src="/x.jpg"
        media={focused}
        sizes="100vw"
        alt=""
        className="object-cover"
      />,
    );
    expect(tag(markup, 'img')[0]?.style).toBe(
      'object-position:95% 12.5%;background:95% 12.5%/cover url(&quot;data:image/webp;base64,AAAA&quot;)',
    );
  });

  it("keeps the page's own alt text", () => {
    const markup = renderToStaticMarkup(
      <ResponsiveImage src="/x.jpg" media={image} sizes="100vw" alt="Page's words" />,
    );
    expect(tag(markup, 'img')[0]?.alt).toBe('Page&#x27;s words');
  });

  it('leaves a plain URL the img the page asks for', () => {
    const src = 'https://example.com/poster.jpg';
    const img = {
      width: 600,
      height: 900,
      loading: 'lazy',
      decoding: 'async',
      className: 'w-full',
    } as const;
    const markup = renderToStaticMarkup(<ResponsiveImage src={src} alt="" {...img} sizes="50vw" />);
    expect(markup).toBe(renderToStaticMarkup(<img src={src} alt="" {...img} />));
  });
});

describe('VideoBlock', () => {
  it("shows a library clip's poster frame and fetches nothing until it is near", () => {
    const markup = renderToStaticMarkup(
      <VideoBlock src={`${base}/original.mp4`} poster="/builtin.jpg" media={video} />,
    );
    expect(tag(markup, 'video')[0]).toMatchObject({
      poster: `${base}/poster.jpg`,
      preload: 'none',
    });
  });

  it("keeps a clip's focal point in view", () => {
    const focused = { ...video, focalPoint: { x: 0, y: 1 } };
    const markup = renderToStaticMarkup(
      <VideoBlock src={`${base}/original.mp4`} media={focused} />,
    );
    expect(tag(markup, 'video')[0]?.style).toBe('width:100%;object-position:0% 100%');
  });
});
