import { PREVIEW_BANNER_ID } from '@studio/contracts';

/**
 * A signed-in editor's preview of the public pages (opened with `?preview=1`): the server then
 * writes the preview banner into the page, and while it is there (the tab's whole visit) the
 * lists ask for drafts and scheduled records too. Read from the page, not the router: its
 * search hooks would add to every visitor's first load. The build's first screens (no document)
 * are never a preview.
 */
export const previewing = (): boolean =>
  typeof document !== 'undefined' && document.getElementById(PREVIEW_BANNER_ID) !== null;
