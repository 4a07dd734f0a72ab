import { moveStylesheetsToHead } from '../../build/stylesheet-after-content.ts';
import { FIRST_SCREEN_LISTS_ID, type FirstScreenLists } from './lists';

const ROOT = '<div id="root"></div>';

/**
 * Why a rendered screen cannot go into a page, if it cannot: React's sign of a render that
 * failed on the server (the browser would render it from scratch), or what the CSP refuses in
 * HTML: an inline script, or a style attribute (styles set from script are allowed; a class
 * works in both).
 */
export function unusableScreen(screen: string): string | undefined {
  if (screen.includes('<template data-msg')) return 'it failed to render without a browser';
  if (/\sstyle="/.test(screen)) return 'it has a style attribute, which the CSP refuses';
  if (screen.includes('<script')) return 'it has a script, which the CSP refuses';
  return undefined;
}

/**
 * The lists as JSON the page carries beside its root: data, which the CSP does not run ("<"
 * escaped, so no text in a record can close the element).
 */
const listsJson = (lists: FirstScreenLists) =>
  lists.length === 0
    ? ''
    : `<script type="application/json" id="${FIRST_SCREEN_LISTS_ID}">${JSON.stringify(lists).replace(/</g, '\\u003c')}</script>`;

/**
 * index.html with a first screen in its root, the stylesheet it needs ahead of it, and the
 * lists it was rendered with. Inert and hidden from assistive technology until the SPA replaces
 * it: its buttons do nothing without their scripts, so nothing on it takes a click or the
 * focus, and a screen reader meets the page once it works.
 */
export const pageWithScreen = (indexHtml: string, screen: string, lists: FirstScreenLists = []) =>
  // A function, not a string: "$&" or "$'" in a record is text, not a replacement pattern.
  moveStylesheetsToHead(indexHtml).replace(
    ROOT,
    () => `<div id="root"><div inert aria-hidden="true">${screen}</div></div>${listsJson(lists)}`,
  );
