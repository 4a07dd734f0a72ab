/** The banner of a previewed public page, written into the page by the server. */
export const previewNotice = 'Preview: drafts and scheduled records included.';

/** The banner's element id: the page's lists ask for drafts too while it is there. */
export const PREVIEW_BANNER_ID = 'preview-banner';
