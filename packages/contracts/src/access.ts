/**
 * Who may call each operation: declared once here, enforced by the server's service layer
 * for tRPC and REST alike.
 */
export type Access = 'public' | 'admin';

export const access = {
  content: {
    list: 'public',
    get: 'public',
    create: 'admin',
    update: 'admin',
    delete: 'admin',
    count: 'admin',
  },
  contact: { create: 'public', list: 'admin', delete: 'admin' },
  career: { create: 'public', list: 'admin', delete: 'admin', downloadCv: 'admin' },
} as const satisfies Record<string, Record<string, Access>>;
