import { publicPages } from '@studio/content';
import type { ContentTypeName } from '@studio/contracts';

/** The public page that shows a type (its preview shows the type's drafts there too). */
export const publicPathOf = (type: ContentTypeName): string | undefined =>
  Object.entries(publicPages).find(([, page]) => page.types.includes(type))?.[0];
