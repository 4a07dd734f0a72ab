/**
 * Who may call each operation: declared once here, enforced by the server's service layer
 * for tRPC and REST alike, and read by the admin UI to hide what a role may not do.
 */

/** The roles an account can hold; an account without one has no rights until an admin grants one. */
export const roles = ['admin', 'editor'] as const;
export type Role = (typeof roles)[number];

/**
 * - public: anyone
 * - signedIn: any signed-in account (its own password and sessions)
 * - editor: content types (editors and admins)
 * - admin: everything, including inboxes, CVs and users
 */
export type Access = 'public' | 'signedIn' | 'editor' | 'admin';

/** What each level asks of the caller's role; `null` means no role is needed. */
const requiredRoles: Record<Access, readonly Role[] | null> = {
  public: null,
  signedIn: null,
  editor: ['editor', 'admin'],
  admin: ['admin'],
};

/** Whether a signed-in account with this role passes this access level. */
export const roleAllows = (role: Role, level: Access): boolean =>
  requiredRoles[level]?.includes(role) ?? true;

export const access = {
  content: {
    list: 'public',
    get: 'public',
    /** A public gallery's pages, loaded as the visitor scrolls. */
    page: 'public',
    /** The admin's paged, searchable list. */
    browse: 'editor',
    create: 'editor',
    update: 'editor',
    delete: 'editor',
    count: 'editor',
  },
  singleton: { get: 'public', update: 'editor' },
  contact: { create: 'public', list: 'admin', delete: 'admin' },
  career: { create: 'public', list: 'admin', delete: 'admin', downloadCv: 'admin' },
  account: { changePassword: 'signedIn', sessions: 'signedIn', revokeSession: 'signedIn' },
  users: { list: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
} as const satisfies Record<string, Record<string, Access>>;
