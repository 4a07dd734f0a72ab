import { extname } from 'node:path';
import {
  access,
  type CareerApplication,
  type ContactMessage,
  careerApplicationSchema,
  contactMessageSchema,
  cvFileTypes,
  messages,
  type PageQuery,
} from '@studio/contracts';
import {
  type CareerApplicationRow,
  countCareerApplications,
  countContactMessages,
  type Database,
  deleteCareerApplication,
  deleteContactMessage,
  findCareerApplicationByCv,
  insertCareerApplication,
  insertContactMessage,
  listCareerApplications,
  listContactMessages,
  newId,
  now,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { type Actor, authorize } from './actor';
import { type CvStorage, type IncomingFile, isCvExtension, type StoredCv } from './cv-storage';
import { notFound, ServiceError, validate } from './errors';
import type { RateLimiters } from './rate-limiter';
import type { SpamGuard } from './spam-guard';
import type { WebhookEvents } from './webhooks/events';

/** What a dropped spam submission is answered with: the shape of a stored one. */
const lookStored = <T extends object>(fields: T) => {
  const timestamp = now();
  return { _id: newId(), ...fields, createdAt: timestamp, updatedAt: timestamp };
};

/** A page of a list and the length of the whole list. */
export interface Listed<T> {
  items: T[];
  total: number;
}

/** One part of a multipart form, as the transport reads it. */
export type FormPart =
  | { kind: 'field'; name: string; value: string }
  | ({ kind: 'file'; name: string } & IncomingFile);

const toApplication = ({ cvFile, ...row }: CareerApplicationRow): CareerApplication => ({
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
});

/** The two inboxes: contact messages and job applications. */
export function createInboxService(deps: {
  db: Kysely<Database>;
  config: Config;
  cvStorage: CvStorage;
  spamGuard: SpamGuard;
  rateLimiter: RateLimiters;
  events: WebhookEvents;
}) {
  const { db, config, cvStorage, spamGuard, rateLimiter, events } = deps;
  const contactLimiter = rateLimiter('contact', config.rateLimits.inbox);
  const careerLimiter = rateLimiter('career', config.rateLimits.inbox);

  /** True when the submission is spam: it is then answered like a success, but not kept. */
  async function isSpam(form: 'contact' | 'career', actor: Actor, fields: Record<string, unknown>) {
    const verdict = await spamGuard.judge(fields);
    if (verdict === 'ok') return false;
    actor.log.warn({ form, reason: verdict, ip: actor.ip }, 'spam submission dropped');
    return true;
  }

  return {
    contact: {
      async create(actor: Actor, input: unknown): Promise<ContactMessage> {
        await authorize(access.contact.create, actor);
        await contactLimiter.consume(actor.network);
        const fields = validate(contactMessageSchema, input);
        if (typeof input === 'object' && input && (await isSpam('contact', actor, { ...input }))) {
          return lookStored(fields);
        }
        const { id, ...row } = await insertContactMessage(db, fields);
        const message = { _id: id, ...row };
        await events.emit('contact.created', message);
        return message;
      },
      /** A page of the messages (all without `limit`), and how many there are. */
      async list(actor: Actor, page: PageQuery = {}): Promise<Listed<ContactMessage>> {
        await authorize(access.contact.list, actor);
        const [rows, total] = await Promise.all([
          listContactMessages(db, page),
          countContactMessages(db),
        ]);
        return { items: rows.map(({ id, ...row }) => ({ _id: id, ...row })), total };
      },
      async delete(actor: Actor, id: string) {
        await authorize(access.contact.delete, actor);
        if (!(await deleteContactMessage(db, id))) throw notFound();
        return { message: messages.deleted, _id: id };
      },
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
          if (await isSpam('career', actor, fields)) {
            if (cv) await cvStorage.remove(cv.file);
            return lookStored({ ...input, cv: null, cvOriginalName: null });
          }
          const row = await insertCareerApplication(db, {
            ...input,
            cvFile: cv?.file ?? null,
            cvOriginalName: cv?.originalName ?? null,
          });
          const application = toApplication(row);
          await events.emit('career.created', application);
          return application;
        } catch (error) {
          // Nothing half-done: a stored file without its row is removed.
          if (cv) await cvStorage.remove(cv.file);
          throw error;
        }
      },
      async list(actor: Actor, page: PageQuery = {}): Promise<Listed<CareerApplication>> {
        await authorize(access.career.list, actor);
        const [rows, total] = await Promise.all([
          listCareerApplications(db, page),
          countCareerApplications(db),
        ]);
        return { items: rows.map(toApplication), total };
      },
      async delete(actor: Actor, id: string) {
        await authorize(access.career.delete, actor);
        const row = await deleteCareerApplication(db, id);
        if (!row) throw notFound();
        if (row.cvFile) await cvStorage.remove(row.cvFile);
        return { message: messages.deleted, _id: id };
      },
      /** The stored CV as a download: its bytes, its original name and its content type. */
      async cv(actor: Actor, file: string) {
        await authorize(access.career.downloadCv, actor);
        const row = cvStorage.isStoredName(file)
          ? await findCareerApplicationByCv(db, file)
          : undefined;
        const stored = row ? await cvStorage.open(file) : undefined;
        if (!row || !stored) throw notFound();
        const ext = extname(file);
        return {
          ...stored,
          downloadName: row.cvOriginalName ?? file,
          contentType: isCvExtension(ext) ? cvFileTypes[ext].mime : 'application/octet-stream',
        };
      },
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
