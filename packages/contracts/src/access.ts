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

/**
 * What an API token may be granted: integrators' reads and writes, never accounts. `mcp`: the
 * token may connect an AI assistant (POST /mcp), whose tools need the other scopes beside it.
 */
export const tokenScopes = ['content:read', 'content:write', 'inbox:read', 'mcp'] as const;
export type TokenScope = (typeof tokenScopes)[number];

/**
 * Who may call one operation: the accounts of a level, and an API token that holds `scope`.
 * An operation without a scope is for signed-in accounts only (accounts, users, tokens).
 */
export interface Rule<
  L extends Access = Access,
  S extends TokenScope | undefined = TokenScope | undefined,
> {
  level: L;
  scope: S;
  /**
   * Open to a session that must first set up a second factor (TWO_FACTOR=required-for-admins):
   * setting one up. Such a session is refused every other call that needs an account.
   */
  enrolment?: true;
  /**
   * Adds or changes a way of signing in: only a session signed in within the last
   * RECENT_SIGN_IN_MINUTES may, so a stolen session cannot plant a factor of its own.
   */
  recentSignIn?: true;
}

const rule = <L extends Access>(level: L): Rule<L, undefined> => ({ level, scope: undefined });
const ruleWithToken = <L extends Exclude<Access, 'public'>>(
  level: L,
  scope: TokenScope,
): Rule<L, TokenScope> => ({ level, scope });
/** A signed-in account's own call that enrols a second factor. */
const enrolment: Rule<'signedIn', undefined> = { ...rule('signedIn'), enrolment: true };
/** A signed-in account's own call that adds or changes a way of signing in. */
const recentSignIn: Rule<'signedIn', undefined> = { ...rule('signedIn'), recentSignIn: true };

/** Anyone, with or without an account or token: sign-in, registration, the forms' token. */
export const anyone = rule('public');

/** The inboxes: `view` opens one entry (and marks it read); `triage` marks and archives. */
const inboxRules = {
  create: anyone,
  list: ruleWithToken('admin', 'inbox:read'),
  view: ruleWithToken('admin', 'inbox:read'),
  export: ruleWithToken('admin', 'inbox:read'),
  triage: rule('admin'),
  delete: rule('admin'),
};

export const access = {
  content: {
    list: anyone,
    get: anyone,
    /** A public gallery's pages, loaded as the visitor scrolls. */
    page: anyone,
    /** The admin's paged, searchable list. */
    browse: ruleWithToken('editor', 'content:read'),
    /** A record's stored translation in one locale, without fallback (the admin's locale tab). */
    translation: ruleWithToken('editor', 'content:read'),
    create: ruleWithToken('editor', 'content:write'),
    update: ruleWithToken('editor', 'content:write'),
    delete: ruleWithToken('editor', 'content:write'),
    /** The order of a type's records, set by hand. */
    reorder: ruleWithToken('editor', 'content:write'),
    /** Publish, unpublish or delete many records at once, as the single writes may. */
    bulk: ruleWithToken('editor', 'content:write'),
    /** Drafts and scheduled records beside the public ones (`?status=all`, preview). */
    preview: ruleWithToken('editor', 'content:read'),
    /** A record's versions, and putting one back. */
    history: ruleWithToken('editor', 'content:read'),
    restore: ruleWithToken('editor', 'content:write'),
    count: ruleWithToken('editor', 'content:read'),
  },
  /**
   * Every record of a type as a file, and such a file read back (decision 046): admins, and
   * tokens by scope. Not editors: a whole type at once, and an import rewrites many records.
   */
  contentTransfer: {
    export: ruleWithToken('admin', 'content:read'),
    import: ruleWithToken('admin', 'content:write'),
  },
  /** The media library: editors and admins, and tokens with the content scopes. */
  media: {
    upload: ruleWithToken('editor', 'content:write'),
    list: ruleWithToken('editor', 'content:read'),
    get: ruleWithToken('editor', 'content:read'),
    update: ruleWithToken('editor', 'content:write'),
    delete: ruleWithToken('editor', 'content:write'),
  },
  singleton: {
    get: anyone,
    update: ruleWithToken('editor', 'content:write'),
    translation: ruleWithToken('editor', 'content:read'),
  },
  /** The configured locales (LOCALES): the public site's language switch, the admin's tabs. */
  locales: { list: anyone },
  contact: inboxRules,
  career: { ...inboxRules, downloadCv: ruleWithToken('admin', 'inbox:read') },
  account: {
    changePassword: rule('signedIn'),
    sessions: rule('signedIn'),
    revokeSession: rule('signedIn'),
    /** How many API tokens were made with the account (its password form offers to revoke them). */
    apiTokenCount: rule('signedIn'),
    /** How many pending invitations the account sent (its password form offers to revoke them). */
    invitationCount: rule('signedIn'),
  },
  /**
   * Passkeys: each account registers (signed in recently), lists, renames and removes its own
   * (a session, never an API token); anyone may sign in with one (the passkey's signature is
   * the proof).
   */
  passkeys: {
    list: rule('signedIn'),
    add: recentSignIn,
    rename: rule('signedIn'),
    remove: rule('signedIn'),
    signIn: anyone,
  },
  /**
   * Two-factor sign-in (TOTP) of the caller's own account, sessions only (never an API token);
   * an admin who must enrol may see it, set it up and turn it on. Setting it up and turning it
   * on need a recent sign-in; turning it off asks the password.
   */
  twoFactor: {
    status: enrolment,
    setup: { ...enrolment, ...recentSignIn },
    enable: { ...enrolment, ...recentSignIn },
    disable: rule('signedIn'),
  },
  /**
   * Accounts by e-mail (only when the server sends mail): anyone may ask for a reset link or use
   * one, or accept an invitation (the link's secret is the proof); admins invite, list the
   * pending invitations and revoke them.
   */
  passwordReset: { request: anyone, complete: anyone },
  invitations: {
    create: rule('admin'),
    accept: anyone,
    list: rule('admin'),
    revoke: rule('admin'),
  },
  /** Whether the server sends mail: the sign-in and users pages show their e-mail links by it. */
  mail: { status: anyone },
  users: {
    list: rule('admin'),
    create: rule('admin'),
    update: rule('admin'),
    delete: rule('admin'),
  },
  apiTokens: { list: rule('admin'), create: rule('admin'), revoke: rule('admin') },
  /** Deleted content records, restorable for TRASH_DAYS: who may delete them may see and restore them. */
  trash: {
    list: ruleWithToken('editor', 'content:read'),
    restore: ruleWithToken('editor', 'content:write'),
  },
  /**
   * Who is editing what: whoever may edit content, by their session (a token is no one at a
   * page). `announce` also answers who else is there; `list` marks a type's list.
   */
  presence: { announce: rule('editor'), leave: rule('editor'), list: rule('editor') },
  /**
   * A visitor's access and erasure requests: every message, application and account of one
   * e-mail. Accounts only, never a token: the export holds an account record (tokens never
   * reach accounts) and the erasure deletes beyond what `inbox:read` may even change.
   */
  privacy: { export: rule('admin'), erase: rule('admin') },
  /** The activity log: who did what, sign-ins included. */
  audit: { list: rule('admin') },
  /**
   * An AI assistant's connection (POST /mcp, MCP=on): an API token with the `mcp` scope, never a
   * session (the endpoint reads no cookie). Each tool then passes the rule of what it calls.
   */
  mcp: { connect: ruleWithToken('admin', 'mcp') },
  /** Webhooks carry signing secrets and reach out to other hosts: accounts only, never tokens. */
  webhooks: {
    list: rule('admin'),
    create: rule('admin'),
    delete: rule('admin'),
    deliveries: rule('admin'),
    resend: rule('admin'),
  },
} as const satisfies Record<string, Record<string, Rule>>;
