import {
  access,
  cvPath,
  type PrivacyErased,
  type PrivacyExport,
  privacyMessages,
  privacyRequestSchema,
} from '@studio/contracts';
import {
  type CareerApplicationRow,
  type ContactMessageRow,
  clearAuditTitles,
  type Database,
  deleteDeliveriesOf,
  deleteInboxEntries,
  deleteQueuedMailOf,
  findUserByEmail,
  inboxEntriesFrom,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize, authorOf } from '../actor';
import type { AuditLog } from '../audit';
import { validate } from '../errors';
import type { CvStorage } from './cv-storage';
import { toApplication, toMessage } from './service';

/** One statement's ids stay few on both databases (a spam flood can send thousands). */
const SLICE = 500;
const slices = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) =>
    items.slice(i * SLICE, (i + 1) * SLICE),
  );

const stateOf = (row: ContactMessageRow | CareerApplicationRow) => ({
  readAt: row.readAt,
  archived: row.archivedAt !== null,
  spam: row.spam,
});

const messageOf = (row: ContactMessageRow) => ({ ...toMessage(row), ...stateOf(row) });

const applicationOf = (row: CareerApplicationRow) => ({
  ...toApplication(row),
  cvUrl: row.cvFile ? cvPath(row.cvFile) : null,
  ...stateOf(row),
});

/**
 * A visitor's access and erasure requests (decisions 043 and 064): what the inboxes and the
 * accounts hold on one e-mail, and deleting the inboxes' part of it, CVs included, with the
 * copies the server still holds (webhook deliveries, notification mail not yet sent).
 */
export function createPrivacyService({
  db,
  cvStorage,
  audit,
}: {
  db: Kysely<Database>;
  cvStorage: CvStorage;
  audit: AuditLog;
}) {
  const held = async (email: string) => {
    const [messages, applications] = await Promise.all([
      inboxEntriesFrom(db, 'contact_message', email),
      inboxEntriesFrom(db, 'career_application', email),
    ]);
    return { messages, applications };
  };

  return {
    /** Everything held on the e-mail, as JSON: messages, applications (with CV links), account. */
    async export(actor: Actor, input: unknown): Promise<PrivacyExport> {
      await authorize(access.privacy.export, actor);
      const { email } = validate(privacyRequestSchema, input);
      const [{ messages, applications }, user] = await Promise.all([
        held(email),
        findUserByEmail(db, email),
      ]);
      return {
        email,
        messages: messages.map(messageOf),
        applications: applications.map(applicationOf),
        account: user
          ? {
              _id: user.id,
              email: user.email,
              role: user.role,
              disabled: user.disabled === 1,
              createdAt: user.createdAt,
              lastSignInAt: user.lastSignInAt,
            }
          : null,
      };
    },

    /**
     * Deletes the e-mail's messages and applications (spam folders too), their CVs, the
     * webhook deliveries of their events and their notification mail still queued; the account
     * stays. The CVs go first: a storage failure leaves the rows to erase again, never a file
     * no row leads to.
     */
    async erase(actor: Actor, input: unknown): Promise<PrivacyErased> {
      const caller = await authorize(access.privacy.erase, actor);
      const { email } = validate(privacyRequestSchema, input);
      const { messages, applications } = await held(email);
      for (const { cvFile } of applications) if (cvFile) await cvStorage.remove(cvFile);
      const messageIds = messages.map(({ id }) => id);
      const applicationIds = applications.map(({ id }) => id);
      const counts = await db.transaction().execute(async (trx) => {
        const erased = { messages: 0, applications: 0, webhookDeliveries: 0, queuedMail: 0 };
        const copiesOf = async (ids: readonly string[]) => {
          erased.webhookDeliveries += await deleteDeliveriesOf(trx, ids);
          erased.queuedMail += await deleteQueuedMailOf(trx, ids);
        };
        for (const ids of slices(messageIds)) {
          erased.messages += (await deleteInboxEntries(trx, 'contact_message', ids)).length;
          await clearAuditTitles(trx, 'contact', ids);
          await copiesOf(ids);
        }
        for (const ids of slices(applicationIds)) {
          erased.applications += (await deleteInboxEntries(trx, 'career_application', ids)).length;
          await clearAuditTitles(trx, 'career', ids);
          await copiesOf(ids);
        }
        return erased;
      });
      await audit.record({
        actor: authorOf(caller),
        action: 'privacy-erased',
        title: privacyMessages.auditTitle(counts),
      });
      return counts;
    },
  };
}
