import type { ContentTypeName } from '@studio/contracts';

/** Query keys of the admin area; all start with "admin" so signing out can drop them at once. */
export const adminKeys = {
  all: ['admin'] as const,
  type: (type: ContentTypeName) => ['admin', type] as const,
  list: (type: ContentTypeName | 'contact' | 'career') => ['admin', type, 'list'] as const,
  record: (type: ContentTypeName, id: string) => ['admin', type, 'record', id] as const,
  count: (type: ContentTypeName) => ['admin', type, 'count'] as const,
  sessions: ['admin', 'account', 'sessions'] as const,
  users: ['admin', 'users', 'list'] as const,
};
