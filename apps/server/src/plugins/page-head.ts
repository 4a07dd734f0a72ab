import {
  escapeHtml,
  type HeadTag,
  headTags,
  htmlAttributes,
  type PageMatch,
} from '@studio/content';
import { PREVIEW_BANNER_ID, previewNotice } from '@studio/contracts';

const render = ({ tag, attrs }: HeadTag) => `<${tag} ${htmlAttributes(attrs)} data-head />`;

/** What a page fetches along with the HTML: its hero image and its own script chunks. */
function preloadTags(page: PageMatch, chunks: readonly string[]): string[] {
  const image =
    page.kind === 'public' && page.hero
      ? [`<link ${htmlAttributes({ rel: 'preload', as: 'image', href: page.hero })}>`]
      : [];
  // crossorigin as Vite's own modulepreload links, so the preloaded copy is the one used.
  return [
    ...image,
    ...chunks.map((href) => `<link rel="modulepreload" crossorigin ${htmlAttributes({ href })}>`),
  ];
}

export interface PageHeadOptions {
  /** The site's public address (PUBLIC_URL, or the request's own). */
  origin: string;
  /** Structured data about the page (schema.org), written as JSON-LD. */
  data?: object;
  /** The page's own script chunks (the build's route-chunks.json), preloaded. */
  chunks?: readonly string[];
}

/**
 * index.html with the page's own head, so a crawler or link preview that runs no JavaScript
 * sees the right title, description, canonical URL and preview tags (the SPA keeps them in step
 * on navigation), and the browser starts on the page's hero image and scripts at once.
 */
export function withPageHead(
  html: string,
  page: PageMatch,
  { origin, data, chunks = [] }: PageHeadOptions,
): string {
  const tags = [...headTags(page, origin).map(render), ...preloadTags(page, chunks)];
  // "<" escaped so no text in the data can close the script element.
  if (data) {
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    );
  }
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${tags.join('')}</head>`);
}

/**
 * A previewed page (a signed-in editor's `?preview=1`): the banner at the top of its body. The
 * SPA asks for drafts and scheduled records while the banner is there.
 */
export const withPreviewBanner = (html: string): string =>
  html.replace(
    /<body([^>]*)>/,
    `<body$1><p id="${PREVIEW_BANNER_ID}" role="status" class="preview-banner">${escapeHtml(previewNotice)}</p>`,
  );
