import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './limits';

/** What the activity log records. */
export const auditActions = [
  'created',
  'updated',
  'deleted',
  'reordered',
  'published',
  'unpublished',
  'restored',
  'uploaded',
  'archived',
  'unarchived',
  /** an entry of the spam folder moved to the inbox */
  'not-spam',
  'cv-downloaded',
  'signed-in',
  'sign-in-failed',
  'passkey-added',
  'passkey-removed',
  'user-created',
  'user-changed',
  'user-deleted',
  'user-invited',
  'invitation-accepted',
  'invitation-revoked',
  'password-reset-requested',
  'password-reset',
  // Credentials for programs: who made or ended one (never its secret).
  'api-token-created',
  'api-token-revoked',
  'webhook-created',
  'webhook-deleted',
  'two-factor-enabled',
  'two-factor-disabled',
  /** by the operator's `admin:reset-2fa` */
  'two-factor-reset',
  'recovery-code-used',
  /** a visitor's messages and applications erased on request (the entry names counts only) */
  'privacy-erased',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Each action in words, as the Activity page shows and filters it. */
export const auditActionLabels: Record<AuditAction, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  reordered: 'Reordered',
  published: 'Published',
  unpublished: 'Unpublished',
  restored: 'Restored',
  uploaded: 'Uploaded',
  archived: 'Archived',
  unarchived: 'Unarchived',
  'not-spam': 'Marked not spam',
  'cv-downloaded': 'CV downloaded',
  'signed-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'user-created': 'User created',
  'user-changed': 'User changed',
  'user-deleted': 'User deleted',
  'user-invited': 'User invited',
  'invitation-accepted': 'Invitation accepted',
  'invitation-revoked': 'Invitation revoked',
  'password-reset-requested': 'Password reset requested',
  'password-reset': 'Password reset',
  'api-token-created': 'API token created',
  'api-token-revoked': 'API token revoked',
  'webhook-created': 'Webhook added',
  'webhook-deleted': 'Webhook deleted',
  'two-factor-enabled': 'Two-factor sign-in turned on',
  'two-factor-disabled': 'Two-factor sign-in turned off',
  'two-factor-reset': 'Two-factor sign-in reset',
  'recovery-code-used': 'Recovery code used',
  'privacy-erased': 'Personal data erased',
};

/** How long entries are kept unless AUDIT_RETENTION_DAYS says otherwise. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;

/** One entry of the activity log. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  /** ISO 8601 */
  at: z.string(),
  /** who: an account's e-mail, an API token's name, the e-mail a failed sign-in gave */
  actor: z.string().nullable(),
  action: z.enum(auditActions),
  /** a content type, an inbox, "media", "account", "user", "api-token" or "webhook" */
  type: z.string().nullable(),
  recordId: z.string().nullable(),
  title: z.string().nullable(),
  /** an update's changed fields */
  fields: z.array(z.string()).nullable(),
  /** the locale of the translation a write wrote (only then: the default locale's has none) */
  locale: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDay = z.iso.date({ error: 'Use a date such as 2026-12-24.' });

/** The filters of the activity log: type, actor (part of it), action, and a range of days. */
export const auditFilterSchema = z.object({
  type: z.string().trim().min(1).max(100).optional(),
  actor: z.string().trim().min(1).max(200).optional(),
  action: z.enum(auditActions, { error: 'Unknown action.' }).optional(),
  /** the first day shown (UTC) */
  from: isoDay.optional(),
  /** the last day shown (UTC) */
  to: isoDay.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** The admin's Activity page (tRPC `audit.list`): a page of the log, newest first. */
export const auditListSchema = auditFilterSchema.extend({
  limit: z.number().int().min(1).max(PAGE_LIMIT_MAX).default(25),
  cursor: z.number().int().min(0).nullish(),
});
export type AuditListInput = z.input<typeof auditListSchema>;
