import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

/** The page with its stylesheet links moved to just before `end` (`</head>` or `</body>`). */
function moveStylesheets(html: string, end: '</head>' | '</body>'): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) return html;
  return html.replace(STYLESHEET, '').replace(end, `${links.join('')}${end}`);
}

/** index.html with its stylesheet links moved from the head to the end of the body. */
export const moveStylesheetsToBody = (html: string) => moveStylesheets(html, '</body>');

/** The reverse: the links at the end of the head, holding back the first paint until they load. */
export const moveStylesheetsToHead = (html: string) => moveStylesheets(html, '</head>');

/**
 * A stylesheet in the head holds back the first paint until it arrives; at the end of the body
 * it holds back only what follows it, so the loader the server writes into the page (styled
 * inline) paints from the HTML alone. The scripts still wait for it before they run. A page
 * with a first screen (first-screens.ts) moves it back: that screen needs it to paint.
 */
export function stylesheetAfterContent(): Plugin {
  return {
    name: 'studio-stylesheet-after-content',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsToBody },
  };
}
