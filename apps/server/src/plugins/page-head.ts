import {
  escapeHtml,
  type HeadTag,
  headTags,
  htmlAttributes,
  type PageLanguage,
  type PageMatch,
} from '@studio/content';
import { PREVIEW_BANNER_ID, previewNotice } from '@studio/contracts';

const render = ({ tag, attrs }: HeadTag) => `<${tag} ${htmlAttributes(attrs)} data-head />`;

/**
 * The page's hero image (its largest paint), fetched at the priority its <img> asks for: as a
 * plain image preload it would be low priority, held back while the head's scripts load.
 */
function heroPreload(page: PageMatch): string {
  if (page.kind !== 'public' || !page.hero) return '';
  return `<link ${htmlAttributes({ rel: 'preload', as: 'image', href: page.hero, fetchpriority: 'high' })}>`;
}

/** The page's own script chunks: crossorigin as Vite's own links, so the preload is used. */
const chunkPreloads = (chunks: readonly string[]) =>
  chunks
    .map((href) => `<link rel="modulepreload" crossorigin ${htmlAttributes({ href })}>`)
    .join('');

/** The built page's entry script (Vite's module script). */
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>/;

/**
 * The page's own chunks preloaded right after the entry's script, so they start with it: once
 * the page has loaded, when the build holds it in a template (apps/web
 * build/scripts-after-load.ts).
 */
const withChunkPreloads = (html: string, chunks: readonly string[]) =>
  html.replace(ENTRY_SCRIPT, (entry) => `${entry}${chunkPreloads(chunks)}`);

interface PageHeadOptions {
  /** The site's public address (PUBLIC_URL, or the request's own). */
  origin: string;
  /** Structured data about the page (schema.org), written as JSON-LD. */
  data?: object;
  /** The page's own script chunks (the build's route-chunks.json), preloaded. */
  chunks?: readonly string[];
  /** The page's language among the site's: its other languages' addresses go in the head. */
  language?: PageLanguage;
}

/**
 * index.html with the page's own head, so a crawler or link preview that runs no JavaScript
 * sees the right title, description, canonical URL and preview tags (the SPA keeps them in step
 * on navigation), and the browser starts on the page's hero image and scripts at once.
 */
export function withPageHead(
  html: string,
  page: PageMatch,
  { origin, data, chunks = [], language }: PageHeadOptions,
): string {
  const tags = headTags(page, origin, language).map(render);
  // "<" escaped so no text in the data can close the script element.
  if (data) {
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    );
  }
  // The hero right after the title: before the head's style and scripts, so over HTTP/1.1's
  // six connections it is among the first requests, not behind a dozen script chunks.
  return withChunkPreloads(html, chunks)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(page.title)}</title>${heroPreload(page)}`,
    )
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
