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
  deleteInboxEntries,
  findUserByEmail,
  inboxEntriesFrom,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize, authorOf } from './actor';
import type { AuditLog } from './audit';
import type { CvStorage } from './cv-storage';
import { validate } from './errors';
import { toApplication, toMessage } from './inbox';

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
 * A visitor's access and erasure requests (decision 043): what the inboxes and the accounts
 * hold on one e-mail, and deleting the inboxes' part of it, CVs included.
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
     * Deletes the e-mail's messages and applications (spam folders too) and their CVs; the
     * account stays. The CVs go first: a storage failure leaves the rows to erase again,
     * never a file no row leads to.
     */
    async erase(actor: Actor, input: unknown): Promise<PrivacyErased> {
      const caller = await authorize(access.privacy.erase, actor);
      const { email } = validate(privacyRequestSchema, input);
      const { messages, applications } = await held(email);
      for (const { cvFile } of applications) if (cvFile) await cvStorage.remove(cvFile);
      const messageIds = messages.map(({ id }) => id);
      const applicationIds = applications.map(({ id }) => id);
      const counts = await db.transaction().execute(async (trx) => {
        let [erasedMessages, erasedApplications] = [0, 0];
        for (const ids of slices(messageIds)) {
          erasedMessages += (await deleteInboxEntries(trx, 'contact_message', ids)).length;
          await clearAuditTitles(trx, 'contact', ids);
        }
        for (const ids of slices(applicationIds)) {
          erasedApplications += (await deleteInboxEntries(trx, 'career_application', ids)).length;
          await clearAuditTitles(trx, 'career', ids);
        }
        return { messages: erasedMessages, applications: erasedApplications };
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
