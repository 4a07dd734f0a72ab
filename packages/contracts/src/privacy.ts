import { z } from 'zod';
import { roles } from './access';
import { accountEmail } from './auth';
import { careerRecordSchema, contactMessageSchema } from './inbox';
import { inboxStateSchema } from './inbox-state';
import { recordMetaSchema } from './record';

/**
 * A visitor's access or erasure request: the e-mail they wrote from, whatever its letter case
 * or surrounding spaces.
 */
export const privacyRequestSchema = z.object({ email: accountEmail() });
export type PrivacyRequest = z.input<typeof privacyRequestSchema>;

/** An application as an access request shows it: with where its CV is downloaded. */
export const privacyApplicationSchema = careerRecordSchema.extend(inboxStateSchema.shape).extend({
  /** The CV's download path (signed-in admins), or null without one. */
  cvUrl: z.string().nullable(),
});

/** The account with that e-mail: what it is, never its secrets (password, second factor). */
export const privacyAccountSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(roles).nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});

/** Everything held on one e-mail: its messages and applications (spam folders too), its account. */
export const privacyExportSchema = z.object({
  email: z.string(),
  messages: z.array(
    contactMessageSchema.extend(recordMetaSchema.shape).extend(inboxStateSchema.shape),
  ),
  applications: z.array(privacyApplicationSchema),
  account: privacyAccountSchema.nullable(),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/**
 * How many of each an erasure deleted (accounts are never erased by it): the entries, and the
 * copies the server held of them: their events' webhook deliveries, their notification mail
 * not sent yet (mail already sent is out of its reach).
 */
export const privacyErasedSchema = z.object({
  messages: z.number().int(),
  applications: z.number().int(),
  webhookDeliveries: z.number().int(),
  queuedMail: z.number().int(),
});
export type PrivacyErased = z.infer<typeof privacyErasedSchema>;
/** The entries of an e-mail, as the confirmation counts them before the erasure. */
type EntryCounts = Pick<PrivacyErased, 'messages' | 'applications'>;

const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
const countsOf = ({ messages, applications }: EntryCounts) =>
  `${counted(messages, 'message')} and ${counted(applications, 'application')}`;
const erasedOf = (counts: PrivacyErased) => {
  const { webhookDeliveries, queuedMail } = counts;
  if (webhookDeliveries + queuedMail === 0) return countsOf(counts);
  const deliveries = counted(webhookDeliveries, 'webhook delivery', 'webhook deliveries');
  return `${countsOf(counts)}, with ${deliveries} and ${counted(queuedMail, 'queued mail')}`;
};

/** The privacy page's words, and the activity log's title of an erasure (counts only). */
export const privacyMessages = {
  nothingHeld: 'Nothing is held on this e-mail.',
  confirmErase: (counts: EntryCounts) => ({
    title: `Erase ${countsOf(counts)}?`,
    message: `${countsOf(counts)} will be deleted for good, with their CVs, webhook deliveries and notification mail not sent yet. The account, if any, stays.`,
  }),
  erased: (counts: PrivacyErased) => `Erased ${erasedOf(counts)}.`,
  /** The activity entry's title: never the e-mail or anything else of the person. */
  auditTitle: (counts: PrivacyErased) => erasedOf(counts),
  failed: 'The request could not be answered.',
} as const;
