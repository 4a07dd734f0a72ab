import type { InboxFolder, InboxListInput } from '@studio/contracts';
import { PAGE_SIZE } from '../lists/browse-input';

/** A page of an inbox's folder, as its list asks for it (the route's preload too). */
export const inboxInput = (folder: InboxFolder, page: number): InboxListInput => ({
  folder,
  limit: PAGE_SIZE,
  cursor: (page - 1) * PAGE_SIZE,
});
