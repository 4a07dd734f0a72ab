import { extname } from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  type CareerApplication,
  type ContactMessage,
  careerRecordSchema,
  contactMessageSchema,
  cvFileTypes,
  cvPath,
  type MailStatus,
  mailMessages,
  recordMetaSchema,
  roleSchema,
} from '@studio/contracts';
import { type Database, insertMail, type MailOutboxRow } from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config';
import { type CvStorage, isCvExtension } from '../cv-storage';
import { ServiceError } from '../errors';
import {
  applicationMail,
  type CvInMail,
  contactMail,
  invitationMail,
  type MailText,
  passwordResetMail,
} from './templates';
import type { OutgoingMail } from './transport';

export type MailSettings = NonNullable<Config['mail']>;

/** A CV up to this size travels attached; a larger one as a link to its download. */
export const CV_ATTACH_MAX_BYTES = 5 * 1024 * 1024;

/** Retries stop a day after a mail was queued, or sooner when the link it carries expires. */
const GIVE_UP_MS = 24 * 3_600_000;

/** Each kind of mail with what its text is made from, kept as JSON until it is sent. */
const mailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('contact'),
    data: contactMessageSchema.extend(recordMetaSchema.shape),
  }),
  z.object({ kind: z.literal('career'), data: careerRecordSchema }),
  z.object({ kind: z.literal('password-reset'), data: z.object({ link: z.string() }) }),
  z.object({
    kind: z.literal('invitation'),
    data: z.object({ link: z.string(), role: roleSchema, invitedBy: z.string() }),
  }),
]);
export type Mail = z.output<typeof mailSchema>;

/** What the inboxes tell once a submission has committed; never throws (a failure is logged). */
export interface InboxNotifier {
  contact(message: ContactMessage): Promise<void>;
  career(application: CareerApplication): Promise<void>;
}

/**
 * The mails the site sends, queued in the database (the `mail_outbox` table) and sent by the
 * worker (worker.ts), which asks `compose` for each one's words and attachment when it is due.
 */
export function createMailOutbox(deps: {
  db: Kysely<Database>;
  log: Pick<Logger, 'error'>;
  settings: MailSettings | undefined;
  cvStorage: CvStorage;
}) {
  const { db, log, settings, cvStorage } = deps;

  /** The mail settings, or the 503 that a call needing mail answers without them. */
  function required(): MailSettings {
    if (!settings) throw new ServiceError('unavailable', mailMessages.unavailable);
    return settings;
  }

  /** Queues a mail (in `trx`, to commit with what it is about); throws when it cannot. */
  async function queue(trx: Kysely<Database>, mail: Mail, to: readonly string[], expiresAt?: Date) {
    const giveUpAt = Math.min(Date.now() + GIVE_UP_MS, expiresAt?.getTime() ?? Infinity);
    await insertMail(trx, {
      kind: mail.kind,
      recipients: to.join(','),
      data: JSON.stringify(mail.data),
      giveUpAt: new Date(giveUpAt).toISOString(),
    });
  }

  async function notifyStaff(mail: Mail) {
    if (!settings || settings.notify.length === 0) return;
    try {
      await queue(db, mail, settings.notify);
    } catch (error) {
      // The submission itself is stored and answered; the lost notification is logged.
      log.error({ err: error, kind: mail.kind }, 'notification mail not queued');
    }
  }

  /** How the CV of an application travels, and the attachment when it is attached. */
  async function cvOf(application: CareerApplication, publicUrl: string) {
    if (!application.cv) return { cv: null, attachments: [] };
    const name = application.cvOriginalName ?? application.cv;
    const stored = await cvStorage.open(application.cv);
    if (!stored) return { cv: { kind: 'gone', name } satisfies CvInMail, attachments: [] };
    if (stored.bytes > CV_ATTACH_MAX_BYTES) {
      stored.body.destroy();
      const url = `${publicUrl}${cvPath(application.cv)}`;
      return { cv: { kind: 'linked', name, url } satisfies CvInMail, attachments: [] };
    }
    const ext = extname(application.cv);
    const contentType = isCvExtension(ext) ? cvFileTypes[ext].mime : 'application/octet-stream';
    return {
      cv: { kind: 'attached', name } satisfies CvInMail,
      attachments: [{ filename: name, content: await buffer(stored.body), contentType }],
    };
  }

  return {
    /** Whether the server sends mail (SMTP_URL is set). */
    status: (): MailStatus => ({ enabled: settings !== undefined }),

    required,

    queue,

    notify: {
      contact: (message) => notifyStaff({ kind: 'contact', data: message }),
      career: (application) => notifyStaff({ kind: 'career', data: application }),
    } satisfies InboxNotifier,

    /** A queued mail as it is sent: its words from the templates, a small CV attached. */
    async compose(row: MailOutboxRow): Promise<OutgoingMail> {
      const { publicUrl } = required();
      const mail = mailSchema.parse({ kind: row.kind, data: JSON.parse(row.data) });
      const to = row.recipients.split(',');
      let text: MailText;
      let attachments: OutgoingMail['attachments'] = [];
      if (mail.kind === 'contact') text = contactMail(mail.data, publicUrl);
      else if (mail.kind === 'career') {
        const { cv, attachments: files } = await cvOf(mail.data, publicUrl);
        text = applicationMail(mail.data, cv, publicUrl);
        attachments = files;
      } else if (mail.kind === 'password-reset') text = passwordResetMail(mail.data.link);
      else text = invitationMail(mail.data);
      return { to, ...text, attachments };
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
