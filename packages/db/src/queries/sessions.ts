import type { Role } from '@studio/contracts';
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../schema';
import { newId, now } from './ids';

export async function insertSession(
  db: Kysely<Database>,
  session: {
    tokenHash: string;
    userId: string;
    expiresAt: string;
    userAgent?: string | null;
    ip?: string | null;
    /** When the account signed in (the service's clock); now when not given. */
    createdAt?: string;
  },
): Promise<SessionRow> {
  const timestamp = now();
  const row: SessionRow = {
    userAgent: null,
    ip: null,
    createdAt: timestamp,
    ...session,
    id: newId(),
    lastUsedAt: timestamp,
  };
  await db.insertInto('session').values(row).execute();
  return row;
}

/** An unexpired session of an enabled account that holds a role, with that account. */
export interface SessionUserRow {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
  lastUsedAt: string;
  /** When the session was made: when the account signed in. */
  signedInAt: string;
}

export async function findSessionUser(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionUserRow | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select([
      'user.id',
      'user.email',
      'user.role',
      'session.id as sessionId',
      'session.lastUsedAt',
      'session.createdAt as signedInAt',
    ])
    .where('session.tokenHash', '=', tokenHash)
    .where('session.expiresAt', '>', now())
    .where('user.disabled', '=', 0)
    .where('user.role', 'is not', null)
    .executeTakeFirst();
  return row?.role ? { ...row, role: row.role } : undefined;
}

export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  seen: { ip: string; userAgent: string | null },
): Promise<void> {
  await db
    .updateTable('session')
    .set({ lastUsedAt: now(), ...seen })
    .where('id', '=', sessionId)
    .execute();
}

export function listUserSessions(db: Kysely<Database>, userId: string): Promise<SessionRow[]> {
  return db
    .selectFrom('session')
    .selectAll()
    .where('userId', '=', userId)
    .where('expiresAt', '>', now())
    .orderBy('lastUsedAt', 'desc')
    .execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('session').where('tokenHash', '=', tokenHash).execute();
}

/** Ends one of a user's sessions by its public id; false when the user has no such session. */
export async function deleteUserSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('session')
    .where('userId', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of a user, but the one given (if any). */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('session').where('userId', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('session').where('expiresAt', '<=', now()).execute();
}

/** Ends every session (a restored backup must not revive sign-ins revoked since). */
export async function deleteAllSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('session').execute();
}
