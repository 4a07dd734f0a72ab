import { z } from 'zod';
import { email, requiredText, text } from './fields';
import { spamGuard } from './public-forms';
import { type RecordMeta, recordMetaSchema } from './record';
import type { NavPlacement } from './registry';

export const contactMessageSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  contact: requiredText(),
  email: email(),
  message: requiredText(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/**
 * The locale of the page a form was sent from (LOCALES), as the public forms send it beside
 * their fields. Anything else (unknown, not text) is taken as not known: never a refusal.
 */
export const sentLocaleSchema = z.object({ locale: z.string().optional().catch(undefined) });

/** A stored entry's locale: the page's it was sent from, when known (else left out). */
export const entryLocaleSchema = z.object({ locale: z.string().optional() });

/** A stored message: its fields, its record metadata and its locale, when known. */
export const contactRecordSchema = contactMessageSchema
  .extend(recordMetaSchema.shape)
  .extend(entryLocaleSchema.shape);
export type ContactMessage = z.output<typeof contactMessageSchema> &
  RecordMeta &
  z.output<typeof entryLocaleSchema>;

/** The text fields of a job application; the CV file travels beside them (multipart). */
export const careerApplicationSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: email(),
  phone: requiredText(),
  position: requiredText(),
  about: requiredText(),
});
export type CareerApplicationInput = z.input<typeof careerApplicationSchema>;

/** A stored application: its fields, its record metadata and its CV, if one was sent. */
export const careerRecordSchema = careerApplicationSchema.extend(recordMetaSchema.shape).extend({
  /** Stored file name under /uploads/cvs/, or null when no CV was sent. */
  cv: z.string().nullable(),
  /** The name the applicant's file had (at most CV_NAME_MAX characters, its extension kept). */
  cvOriginalName: z.string().nullable(),
  /** The locale of the page it was sent from, when known. */
  locale: z.string().optional(),
});
export type CareerApplication = z.output<typeof careerRecordSchema>;

/** An inbox's admin page: its name, route, sidebar place and words. */
export interface InboxDefinition {
  label: string;
  admin: string;
  nav: NavPlacement;
  empty: string;
  deleteFailed: string;
}

export const inboxes = {
  contact: {
    label: 'Contact',
    admin: '/admin/contact',
    nav: { section: 'main', order: 60 },
    empty: 'No messages found.',
    deleteFailed: 'Failed to delete contact',
  },
  career: {
    label: 'Career',
    admin: '/admin/career',
    nav: { section: 'main', order: 50 },
    empty: 'No applications found.',
    deleteFailed: 'Failed to delete entry',
  },
} as const satisfies Record<string, InboxDefinition>;

export type InboxName = keyof typeof inboxes;
/** The inboxes by name, in the order their pages are listed. */
export const inboxNames = ['contact', 'career'] as const satisfies readonly InboxName[];

export const spamGuardSchema = z.object({
  [spamGuard.honeypot]: text().max(1000).optional(),
  [spamGuard.renderToken]: text().max(200).optional(),
});

/** What the contact form sends: the message and the spam guard's fields. */
export const contactSubmissionSchema = contactMessageSchema
  .extend(spamGuardSchema.shape)
  .extend(sentLocaleSchema.shape);

/** What the career form sends beside its CV: the application and the spam guard's fields. */
export const careerSubmissionSchema = careerApplicationSchema
  .extend(spamGuardSchema.shape)
  .extend(sentLocaleSchema.shape);

/** The signed render time a public form fetches when it appears. */
export interface FormToken {
  token: string;
}
