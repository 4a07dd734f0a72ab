import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

/** index.html with its stylesheet links moved from the head to the end of the body. */
export function moveStylesheetsToBody(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) return html;
  return html.replace(STYLESHEET, '').replace('</body>', `${links.join('')}</body>`);
}

/**
 * A stylesheet in the head holds back the first paint until it arrives; at the end of the body
 * it holds back only what follows it, so the loader the server writes into the page (styled
 * inline) paints from the HTML alone. The scripts still wait for it before they run.
 */
export function stylesheetAfterContent(): Plugin {
  return {
    name: 'studio-stylesheet-after-content',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsToBody },
  };
}
