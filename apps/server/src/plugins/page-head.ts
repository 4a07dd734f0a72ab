import {
  escapeHtml,
  type HeadTag,
  headTags,
  htmlAttributes,
  type PageMatch,
} from '@studio/content';

const render = ({ tag, attrs }: HeadTag) => `<${tag} ${htmlAttributes(attrs)} data-head />`;

/**
 * index.html with the page's own head, so a crawler or link preview that runs no JavaScript
 * sees the right title, description, canonical URL and preview tags (the SPA keeps them in step
 * on navigation). `origin` is the site's public address (PUBLIC_URL, or the request's own).
 */
export function withPageHead(
  html: string,
  page: PageMatch,
  origin: string,
  /** Structured data about the page (schema.org), written as JSON-LD. */
  data?: object,
): string {
  const tags = headTags(page, origin).map(render);
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
