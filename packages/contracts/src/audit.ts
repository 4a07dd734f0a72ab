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
  'cv-downloaded',
  'signed-in',
  'sign-in-failed',
  'user-created',
  'user-changed',
  'user-deleted',
  'user-invited',
  'invitation-accepted',
  'invitation-revoked',
  'password-reset-requested',
  'password-reset',
  'two-factor-enabled',
  'two-factor-disabled',
  /** by the operator's `admin:reset-2fa` */
  'two-factor-reset',
  'recovery-code-used',
] as const;
export type AuditAction = (typeof auditActions)[number];

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
  /** a content type, "media", "account" or "user" */
  type: z.string().nullable(),
  recordId: z.string().nullable(),
  title: z.string().nullable(),
  /** an update's changed fields */
  fields: z.array(z.string()).nullable(),
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
