import type {
  AuditAction,
  ContentTypeName,
  PublishStatus,
  RevisionNote,
  Role,
  SpamReason,
  WebhookDelivery,
} from '@studio/contracts';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Each content type has its own table holding the record's fields as one JSON document,
 * validated by the type's zod schema on every write (docs/decisions/003-content-storage.md).
 */
export interface ContentTable {
  id: string;
  data: string;
  /** The record's place in its type's order (set by hand; a new record goes last). */
  position: Generated<number>;
  /** 'draft' or 'published' */
  status: Generated<PublishStatus>;
  /** ISO 8601 (UTC): a published record is public from then on; null: at once */
  publishAt: string | null;
  /** ISO 8601 (UTC): a published record leaves the public reads then; null: never */
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The record's own version (1 when created): raised by every write, compared by If-Match */
  version: Generated<number>;
  /**
   * JSON: per non-default locale, its values of the localized fields (`data` holds the
   * default locale's); `{}`: none (migration 2026-12-28-translations)
   */
  translations: Generated<string>;
}

export type ContentTableName = `content_${ContentTypeName}`;

export const contentTableName = <K extends ContentTypeName>(type: K) => `content_${type}` as const;

/** What every inbox entry (a contact message, a career application) carries. */
interface InboxEntryColumns {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  updatedAt: string;
  /** ISO time an admin first opened it; null while unread */
  readAt: string | null;
  /** ISO time it was archived; null while in the inbox */
  archivedAt: string | null;
  /** why the spam guard held it back (its spam folder); null for an entry of the inbox */
  spam: SpamReason | null;
  /** the locale of the page it was sent from; null: not known (or sent before 2026-12-28) */
  locale: Generated<string | null>;
}

export interface ContactMessageTable extends InboxEntryColumns {
  contact: string;
  message: string;
}

export interface CareerApplicationTable extends InboxEntryColumns {
  phone: string;
  position: string;
  about: string;
  /** random stored name under uploads/cvs, or null without a CV */
  cvFile: string | null;
  cvOriginalName: string | null;
}

export interface UserTable {
  id: string;
  /** stored normalised (lower-cased): unique without regard to case */
  email: string;
  passwordHash: string;
  /** null: registered, waiting for an admin to grant a role */
  role: Role | null;
  /** 1 when an admin disabled the account: no sign-in, no sessions */
  disabled: number;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface SessionTable {
  /** SHA-256 of the opaque token; the token itself is never stored */
  tokenHash: string;
  /** public handle of the session (the account page lists and revokes by it) */
  id: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  ip: string | null;
}

/** An account's TOTP secret (migration 2026-12-08-two-factor). */
export interface TotpTable {
  userId: string;
  /** base32 */
  secret: string;
  createdAt: string;
  /** null: set up, waiting for its first code; then in force */
  enabledAt: string | null;
  /** the time step (Unix seconds / 30) of the last code accepted: never accepted again */
  lastStep: number | null;
  /** wrong codes in a row since the last whole sign-in (migration 2026-12-30-second-factor-lockout) */
  wrongCodes: Generated<number>;
}

/** One unused recovery code of an account with two-factor sign-in. */
export interface RecoveryCodeTable {
  userId: string;
  /** SHA-256 of the normalised code; the code itself is never stored */
  codeHash: string;
  createdAt: string;
}

export interface ApiTokenTable {
  id: string;
  name: string;
  /** the secret's first characters, shown in the list */
  prefix: string;
  /** SHA-256 of the secret; the secret itself is never stored */
  tokenHash: string;
  /** space-separated scopes */
  scopes: string;
  /** the admin who created it (the token goes with the account) */
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** null: valid until revoked */
  expiresAt: string | null;
}

export interface WebhookTable {
  id: string;
  url: string;
  /** space-separated event patterns */
  events: string;
  /** kept as given: it signs each delivery */
  secret: string;
  /** 1 when deliveries are sent */
  enabled: number;
  createdAt: string;
}

/**
 * One event for one webhook: queued, retried with backoff, then delivered or failed. Its
 * columns are what the API shows of it (`nextAttemptAt`: a claim pushes it ahead while the
 * attempt runs), and the body sent.
 */
export interface WebhookDeliveryTable extends Omit<WebhookDelivery, '_id'> {
  id: string;
  /** the JSON body, exactly as sent and signed */
  payload: string;
  /** the `_id` of the record the event is about (its payload's), which an erasure looks for */
  recordId: string | null;
}

/** One file of the media library, stored once per content (its SHA-256). */
export interface MediaTable {
  id: string;
  /** hex SHA-256 of the uploaded bytes: the same file uploaded twice is one item */
  hash: string;
  /** 'image' | 'video' */
  kind: string;
  name: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** seconds (videos read by ffprobe) */
  duration: number | null;
  alt: string;
  /** a data: URI */
  placeholder: string | null;
  /** JSON array of {file, width, format}: names under the item's folder */
  variants: string;
  /** the original's file name under the item's folder */
  original: string;
  /** a video's poster frame's file name under the item's folder */
  poster: string | null;
  /** the focal point (fractions of width and height, 0..1); both null: the centre */
  focalX: number | null;
  focalY: number | null;
  /** JSON array of {file, width, format}: the 4:3 cuts around the focal point (images) */
  crops: string;
  /** why a video has no poster */
  notice: string | null;
  createdAt: string;
  updatedAt: string;
  /** raised by every change (see ContentTable's) */
  version: Generated<number>;
}

/** Each content table's version, raised by triggers on every write to it. */
export interface ContentVersionTable {
  table: ContentTableName;
  version: number;
}

/** The one record of each singleton kind (site settings): its fields as one JSON document. */
export interface SingletonTable {
  name: string;
  data: string;
  /** JSON: per non-default locale, its values of the localized fields (see ContentTable's) */
  translations: Generated<string>;
  updatedAt: string;
  /** raised by every save (see ContentTable's) */
  version: Generated<number>;
}

/** Server-wide values kept in the database, so every process shares them. */
export interface SettingTable {
  key: string;
  value: string;
}

export type Database = { [T in ContentTableName]: ContentTable } & {
  contact_message: ContactMessageTable;
  career_application: CareerApplicationTable;
  user: UserTable;
  session: SessionTable;
  totp: TotpTable;
  recovery_code: RecoveryCodeTable;
  api_token: ApiTokenTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  media: MediaTable;
  setting: SettingTable;
  singleton: SingletonTable;
  content_version: ContentVersionTable;
  content_revision: ContentRevisionTable;
  content_trash: ContentTrashTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  password_reset: PasswordResetTable;
  invitation: InvitationTable;
  passkey: PasskeyTable;
  passkey_challenge: PasskeyChallengeTable;
  presence: PresenceTable;
  publish_announcement: PublishAnnouncementTable;
};

export type ContentRow = Selectable<ContentTable>;

/** One version of a content record (see migration 2026-12-03-revisions). */
export interface ContentRevisionTable {
  id: string;
  type: ContentTypeName;
  recordId: string;
  /** The record's fields as JSON text */
  data: string;
  status: PublishStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  /** who wrote it; null: stored before history was kept */
  author: string | null;
  /** why it was written, when not by an ordinary save (see migration 2026-12-07-trash) */
  note: RevisionNote | null;
  /** the record's translations as JSON text (see ContentTable's) */
  translations: string;
  createdAt: string;
}
export type ContentRevisionRow = Selectable<ContentRevisionTable>;

/** A deleted content record's last state, restorable for a time (see migration 2026-12-07-trash). */
export interface ContentTrashTable {
  type: ContentTypeName;
  /** the record's own id, which it comes back under */
  id: string;
  /** the record's fields as JSON text */
  data: string;
  status: PublishStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string;
  /** who deleted it */
  deletedBy: string | null;
  /** the record's version when it was deleted */
  version: Generated<number>;
  /** the record's translations as JSON text */
  translations: string;
}
export type ContentTrashRow = Selectable<ContentTrashTable>;

/** One entry of the activity log (see migration 2026-12-04-audit). */
export interface AuditLogTable {
  id: string;
  at: string;
  actor: string | null;
  action: AuditAction;
  type: string | null;
  recordId: string | null;
  title: string | null;
  /** JSON array of field names, or null */
  fields: string | null;
  /** the locale of the translation a write wrote; null: the default locale's values */
  locale: Generated<string | null>;
}
export type AuditLogRow = Selectable<AuditLogTable>;

/** One mail waiting to be sent (see migration 2026-12-06-mail-outbox); sent mails leave it. */
export interface MailOutboxTable {
  id: string;
  /** which mail: its template */
  kind: string;
  /** comma-separated addresses */
  recipients: string;
  /** JSON: what the template makes the mail's text from */
  data: string;
  attempts: number;
  /** when a worker may try it next (a claim pushes it ahead while the attempt runs) */
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  /** no attempt is made after this */
  giveUpAt: string;
  /** the inbox entry a notification tells of (an erasure deletes it with it); null: other mail */
  entryId: string | null;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;

/** A password-reset link, single use: removed when used. */
export interface PasswordResetTable {
  id: string;
  /**
   * SHA-256 of the link's secret, made when its mail is sent (null until then); the secret
   * itself is never stored
   */
  tokenHash: string | null;
  userId: string;
  expiresAt: string;
  createdAt: string;
}
export type PasswordResetRow = Selectable<PasswordResetTable>;

/** An invitation to create an account with a role, single use: removed when accepted. */
export interface InvitationTable {
  id: string;
  /** SHA-256 of the link's secret, made when its mail is sent (null until then) */
  tokenHash: string | null;
  /** normalised */
  email: string;
  role: Role;
  /** the inviting admin's user id (the invitation is deleted with that account) */
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
}
export type InvitationRow = Selectable<InvitationTable>;
/** A passkey (WebAuthn credential) of an account (see migration 2026-12-09-passkeys). */
export interface PasskeyTable {
  id: string;
  userId: string;
  /** the credential's id, base64url */
  credentialId: string;
  /** its COSE public key, base64url */
  publicKey: string;
  /** the authenticator's signature counter at its last use (0: it keeps none) */
  counter: number;
  /** space-separated transports ("internal hybrid") */
  transports: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /**
   * the browser of the session that added it ("Chrome 131 on Linux"), its client address, and
   * the relying-party id it was registered under; null: added before they were kept (migration
   * 2026-12-29-passkey-origin)
   */
  browser: string | null;
  ip: string | null;
  rpId: string | null;
}
export type PasskeyRow = Selectable<PasskeyTable>;

/** What a challenge was handed out for. */
export type PasskeyPurpose = 'registration' | 'sign-in';

/** A challenge handed out for a passkey ceremony: single use, removed when answered. */
export interface PasskeyChallengeTable {
  /** SHA-256 of the challenge */
  challengeHash: string;
  purpose: PasskeyPurpose;
  /** the account adding a passkey; null for a sign-in */
  userId: string | null;
  /** a sign-in's client network (the rate limit it counted against) */
  network: string | null;
  expiresAt: string;
}
export type PasskeyChallengeRow = Selectable<PasskeyChallengeTable>;

/** Someone with a record open in the admin (see migration 2026-12-11-presence). */
export interface PresenceTable {
  /** a content type's or a singleton's name */
  type: string;
  recordId: string;
  userId: string;
  /** ISO 8601: when the page was opened */
  since: string;
  /** ISO 8601: its last heartbeat */
  seenAt: string;
}

export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
export type CareerApplicationRow = Selectable<CareerApplicationTable>;
export type NewCareerApplication = Insertable<CareerApplicationTable>;
export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type TotpRow = Selectable<TotpTable>;
export type ApiTokenRow = Selectable<ApiTokenTable>;
export type WebhookRow = Selectable<WebhookTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type MediaRow = Selectable<MediaTable>;
export type SingletonRow = Selectable<SingletonTable>;

/** A scheduled publication told to webhooks (see migration 2027-01-02-publish-announcements). */
export interface PublishAnnouncementTable {
  type: string;
  recordId: string;
  /** ISO 8601: the record's publishAt that came due */
  publishAt: string;
}
