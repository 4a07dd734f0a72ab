import type { ContentData } from '@studio/contracts';

/** No demo records: /gallery shows SPEC's 16 numbered tiles until an admin adds some. */
export const galleryItems: ContentData<'gallery'>[] = [];
