import { extname } from 'node:path';
import {
  access,
  type CareerApplication,
  type ContactMessage,
  CV_NAME_MAX,
  careerApplicationSchema,
  contactMessageSchema,
  cvFileTypes,
  cvPath,
  messages,
  sentLocaleSchema,
} from '@studio/contracts';
import {
  type CareerApplicationRow,
  type ContactMessageRow,
  type Database,
  deleteInboxEntries,
  findCareerApplicationByCv,
  findInboxEntry,
  insertCareerApplication,
  insertContactMessage,
  listInbox,
  moveOutOfSpam,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { type Actor, authorize, authorOf } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, ServiceError, validate } from '../errors';
import { senderFileName } from '../file-name';
import type { InboxNotifier } from '../mail/outbox';
import type { RateLimiters } from '../rate-limiter';
import type { WebhookEvents } from '../webhooks/events';
import { type CvStorage, type IncomingFile, isCvExtension, type StoredCv } from './cv-storage';
import { createInboxDesk, type InboxKind } from './desk';
import type { SpamGuard } from './spam-guard';

/** One part of a multipart form, as the transport reads it. */
export type FormPart =
  | { kind: 'field'; name: string; value: string }
  | ({ kind: 'file'; name: string } & IncomingFile);

/** A stored message as the inbox answers it (also the privacy export's base). */
export const toMessage = ({
  id,
  readAt,
  archivedAt,
  spam,
  locale,
  ...row
}: ContactMessageRow): ContactMessage => ({
  _id: id,
  ...row,
  ...(locale === null ? {} : { locale }),
});

/** A stored application as the inbox answers it (also the privacy export's base). */
export const toApplication = ({ cvFile, ...row }: CareerApplicationRow): CareerApplication => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  position: row.position,
  about: row.about,
  cv: cvFile,
  cvOriginalName: row.cvOriginalName,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  ...(row.locale === null ? {} : { locale: row.locale }),
});

const DAY_MS = 86_400_000;

const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`;

/** The contact inbox as the desk reads it; its export's columns are the message's fields. */
const contactKind = (
  announce: (row: ContactMessageRow) => Promise<void>,
): InboxKind<ContactMessageRow, ContactMessage> => ({
  name: 'contact',
  rules: access.contact,
  table: 'contact_message',
  list: (db, query) => listInbox(db, 'contact_message', query),
  find: (db, id) => findInboxEntry(db, 'contact_message', id),
  remove: (db, ids) => deleteInboxEntries(db, 'contact_message', ids),
  unspam: (db, ids) => moveOutOfSpam(db, 'contact_message', ids),
  entry: toMessage,
  title: fullName,
  announce,
  csv: [
    ...contactMessageSchema
      .keyof()
      .options.map((field) => [field, (row: ContactMessageRow) => row[field]] as const),
    ['received', (row) => row.createdAt],
    ['read', (row) => row.readAt ?? ''],
    ['archived', (row) => row.archivedAt ?? ''],
    ['spam', (row) => row.spam ?? ''],
  ],
});

/** The two inboxes: contact messages and job applications. */
export function createInboxService(deps: {
  db: Kysely<Database>;
  config: Config;
  cvStorage: CvStorage;
  spamGuard: SpamGuard;
  rateLimiter: RateLimiters;
  events: WebhookEvents;
  /** Mails the staff of each new submission (NOTIFY_EMAILS). */
  notify: InboxNotifier;
  audit: AuditLog;
  now: () => number;
  log: Pick<Logger, 'error'>;
}) {
  const { db, config, cvStorage, spamGuard, rateLimiter, events, audit, notify, log } = deps;
  const contactLimiter = rateLimiter('contact', config.rateLimits.inbox);
  const careerLimiter = rateLimiter('career', config.rateLimits.inbox);
  const arrivedAt = () => new Date(deps.now()).toISOString();
  /** The locale a form says it was sent from, if it is one of LOCALES (else not known). */
  const sentLocale = (sent: unknown): string | null => {
    const { locale } = sentLocaleSchema.parse(typeof sent === 'object' && sent ? sent : {});
    return locale !== undefined && config.locales.includes(locale) ? locale : null;
  };

  // A real arrival, or one an admin moved out of the spam folder (decision 041).
  async function announceMessage(message: ContactMessage) {
    await events.emit('contact.created', message);
    await notify.contact(message);
  }
  async function announceApplication(application: CareerApplication) {
    await events.emit('career.created', application);
    await notify.career(application);
  }

  const contactDesk = createInboxDesk(
    contactKind((row) => announceMessage(toMessage(row))),
    deps,
  );
  const careerDesk = createInboxDesk(
    {
      name: 'career',
      rules: access.career,
      table: 'career_application',
      list: (db, query) => listInbox(db, 'career_application', query),
      find: (db, id) => findInboxEntry(db, 'career_application', id),
      remove: (db, ids) => deleteInboxEntries(db, 'career_application', ids),
      unspam: (db, ids) => moveOutOfSpam(db, 'career_application', ids),
      async afterRemove(rows) {
        for (const { cvFile } of rows) {
          if (!cvFile) continue;
          // The rows are gone already: a file left behind is logged, not the delete's failure.
          await cvStorage.remove(cvFile).catch((error: unknown) => {
            log.error({ err: error, cv: cvFile }, 'could not remove a deleted application’s CV');
          });
        }
      },
      entry: toApplication,
      title: fullName,
      csv: [
        ...careerApplicationSchema
          .keyof()
          .options.map((field) => [field, (row: CareerApplicationRow) => row[field]] as const),
        // The CV's download address: the export opens on the admin's own signed-in browser.
        ['cv', (row) => (row.cvFile ? cvPath(row.cvFile) : '')],
        ['received', (row) => row.createdAt],
        ['read', (row) => row.readAt ?? ''],
        ['archived', (row) => row.archivedAt ?? ''],
        ['spam', (row) => row.spam ?? ''],
      ],
      announce: (row) => announceApplication(toApplication(row)),
    },
    deps,
  );

  /**
   * When and how a submission arrives: spam (with why) is answered like a success and kept in
   * the spam folder, unannounced.
   */
  async function arrival(form: 'contact' | 'career', actor: Actor, sent: unknown) {
    const verdict = await spamGuard.judge(typeof sent === 'object' && sent ? { ...sent } : {});
    if (verdict === 'ok') return { at: arrivedAt(), spam: null };
    actor.log.warn({ form, reason: verdict, ip: actor.ip }, 'spam submission kept as spam');
    return { at: arrivedAt(), spam: verdict };
  }

  return {
    contact: {
      async create(actor: Actor, input: unknown): Promise<ContactMessage> {
        await authorize(access.contact.create, actor);
        await contactLimiter.consume(actor.network);
        const fields = validate(contactMessageSchema, input);
        const how = await arrival('contact', actor, input);
        const locale = sentLocale(input);
        const message = toMessage(await insertContactMessage(db, { ...fields, locale }, how));
        if (!how.spam) await announceMessage(message);
        return message;
      },
      ...contactDesk,
    },

    career: {
      /** Reads a multipart form: the text fields and at most one "cv" file. */
      async create(actor: Actor, parts: AsyncIterable<FormPart>): Promise<CareerApplication> {
        await authorize(access.career.create, actor);
        await careerLimiter.consume(actor.network);
        const fields: Record<string, string> = {};
        let cv: StoredCv | undefined;
        try {
          for await (const part of parts) {
            if (part.kind === 'field') {
              fields[part.name] = part.value;
            } else if (part.name === 'cv' && !cv) {
              cv = await cvStorage.save(part);
            } else {
              part.stream.resume();
              throw new ServiceError('invalid', messages.server.oneFile);
            }
          }
          const input = validate(careerApplicationSchema, fields);
          const how = await arrival('career', actor, fields);
          const row = await insertCareerApplication(
            db,
            {
              ...input,
              cvFile: cv?.file ?? null,
              cvOriginalName: cv?.originalName ?? null,
              locale: sentLocale(fields),
            },
            how,
          );
          const application = toApplication(row);
          if (!how.spam) await announceApplication(application);
          return application;
        } catch (error) {
          // Nothing half-done: a stored file without its row is removed.
          if (cv) await cvStorage.remove(cv.file);
          throw error;
        }
      },
      ...careerDesk,
      /** The stored CV as a download: its bytes, its original name and its content type. */
      async cv(actor: Actor, file: string) {
        const caller = await authorize(access.career.downloadCv, actor);
        const row = cvStorage.isStoredName(file)
          ? await findCareerApplicationByCv(db, file)
          : undefined;
        const stored = row ? await cvStorage.open(file) : undefined;
        if (!row || !stored) throw notFound();
        // Applicants' data leaving the server: each download is on record.
        await audit.record({
          actor: authorOf(caller),
          action: 'cv-downloaded',
          type: 'career',
          recordId: row.id,
          title: fullName(row),
        });
        const ext = extname(file);
        return {
          ...stored,
          // A name stored before names were capped is capped here: it goes out in a header.
          downloadName: senderFileName(row.cvOriginalName ?? file, CV_NAME_MAX),
          contentType: isCvExtension(ext) ? cvFileTypes[ext].mime : 'application/octet-stream',
        };
      },
    },

    inbox: {
      /** Unread, not-archived and spam entries of each inbox (admins: both inboxes' readers). */
      async counts(actor: Actor) {
        await authorize(access.contact.list, actor);
        await authorize(access.career.list, actor);
        const [contact, career] = await Promise.all([contactDesk.count(), careerDesk.count()]);
        return { contact, career };
      },
      /** INBOX_RETENTION_DAYS: what was received before then goes, CVs with it. */
      async purge() {
        const days = config.inboxRetentionDays;
        if (days === undefined) return { contact: 0, career: 0 };
        const before = new Date(deps.now() - days * DAY_MS);
        const [contact, career] = await Promise.all([
          contactDesk.purge(before),
          careerDesk.purge(before),
        ]);
        return { contact, career };
      },
      /** SPAM_RETENTION_DAYS: the spam folders' entries received before then go, CVs with them. */
      async purgeSpam() {
        const before = new Date(deps.now() - config.spamRetentionDays * DAY_MS);
        const [contact, career] = await Promise.all([
          contactDesk.purge(before, true),
          careerDesk.purge(before, true),
        ]);
        return { contact, career };
      },
    },
  };
}
