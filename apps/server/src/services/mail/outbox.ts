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
import {
  type Database,
  insertMail,
  type MailOutboxRow,
  mintInvitation,
  mintPasswordReset,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config';
import { hashToken, newSecret } from '../accounts/secrets';
import { ServiceError } from '../errors';
import { type CvStorage, isCvExtension } from '../inbox/cv-storage';
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

/** Where a reset link leads: the sign-in page, with the secret in the fragment, which no server logs. */
const RESET_LINK = '/login#reset=';
/** Where an invitation leads: the registration page, with the secret in the fragment. */
const INVITATION_LINK = '/register#invite=';

/**
 * Each kind of mail with what its text is made from, kept as JSON until it is sent. A link's
 * mail holds the id of its row (`password_reset`, `invitation`), never a secret: the secret is
 * made as the mail is sent.
 */
const mailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('contact'),
    data: contactMessageSchema.extend(recordMetaSchema.shape),
  }),
  z.object({ kind: z.literal('career'), data: careerRecordSchema }),
  z.object({ kind: z.literal('password-reset'), data: z.object({ reset: z.string() }) }),
  z.object({
    kind: z.literal('invitation'),
    /** `invitedBy`: the inviting admin's e-mail, for the mail's words. */
    data: z.object({ invitation: z.string(), role: roleSchema, invitedBy: z.string() }),
  }),
]);
type Mail = z.output<typeof mailSchema>;

/** The inbox entry a notification tells of: an erasure of the entry deletes the mail too. */
const entryOf = (mail: Mail) =>
  mail.kind === 'contact' || mail.kind === 'career' ? mail.data._id : null;

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
      entryId: entryOf(mail),
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

  /**
   * A fresh secret for a link's row, its hash stored there (replacing an earlier attempt's,
   * which never arrived), and the link; null when the row is gone (used, expired, revoked) or
   * its account may no longer use it.
   */
  async function mintLink(
    mint: (db: Kysely<Database>, id: string, tokenHash: string) => Promise<boolean>,
    id: string,
    path: string,
    publicUrl: string,
  ): Promise<string | null> {
    const secret = newSecret();
    if (!(await mint(db, id, hashToken(secret)))) return null;
    return `${publicUrl}${path}${secret}`;
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

    /**
     * A queued mail as it is sent: its words from the templates, a small CV attached, a link's
     * secret made now. Null when there is nothing to send any more (the link is gone).
     */
    async compose(row: MailOutboxRow): Promise<OutgoingMail | null> {
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
      } else if (mail.kind === 'password-reset') {
        const link = await mintLink(mintPasswordReset, mail.data.reset, RESET_LINK, publicUrl);
        if (!link) return null;
        text = passwordResetMail(link);
      } else {
        const { invitation, role, invitedBy } = mail.data;
        const link = await mintLink(mintInvitation, invitation, INVITATION_LINK, publicUrl);
        if (!link) return null;
        text = invitationMail({ link, role, invitedBy });
      }
      return { to, ...text, attachments };
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
