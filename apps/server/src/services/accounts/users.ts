import {
  access,
  createUserSchema,
  messages,
  newPassword,
  normalizeEmail,
  type UserSummary,
  updateUserSchema,
} from '@studio/contracts';
import {
  countActiveAdmins,
  type Database,
  deleteUser,
  deleteUserPasswordResets,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  serialTransaction,
  type UserRow,
  updateUser,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type Actor, authorize } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, ServiceError, validate } from '../errors';
import {
  noCredentials,
  recordRevokedCredentials,
  revokeAccountCredentials,
  revokeForReset,
} from './credentials';
import type { PasswordHasher } from './password';

const toSummary = (row: UserRow): UserSummary => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  disabled: row.disabled === 1,
  createdAt: row.createdAt,
  lastSignInAt: row.lastSignInAt,
});

const isActiveAdmin = (row: Pick<UserRow, 'role' | 'disabled'>) =>
  row.role === 'admin' && row.disabled === 0;

/** Who the activity log says did what the operator's commands do (they have no account). */
const OPERATOR = 'operator (command line)';

/** Accounts, managed by admins: create with a role, grant or change roles, disable, delete. */
export function createUsersService(deps: {
  db: Kysely<Database>;
  log: Logger;
  hasher: PasswordHasher;
  audit: AuditLog;
}) {
  const { db, log, hasher, audit } = deps;

  /** Checked inside the write's transaction, so two admins demoting each other cannot both win. */
  async function keepAnAdmin(
    trx: Kysely<Database>,
    before: UserRow,
    after: Pick<UserRow, 'role' | 'disabled'> | null,
  ) {
    if (
      isActiveAdmin(before) &&
      !(after && isActiveAdmin(after)) &&
      (await countActiveAdmins(trx)) <= 1
    ) {
      throw new ServiceError('conflict', messages.users.lastAdmin);
    }
  }

  /** Creates an account with a role (also the operator's `admin:create`, which has no caller). */
  async function add(input: unknown): Promise<UserSummary> {
    const { email, password, role } = validate(createUserSchema, input);
    const taken = () => new ServiceError('conflict', messages.users.emailTaken);
    if (await findUserByEmail(db, email)) throw taken();
    const passwordHash = await hasher.hash(password);
    const row = await serialTransaction(db, async (trx) => {
      if (await findUserByEmail(trx, email)) throw taken();
      return insertUser(trx, { email, passwordHash, role });
    });
    return toSummary(row);
  }

  /** The account with this e-mail; "not found" when there is none. */
  async function find(email: string): Promise<UserSummary> {
    const row = await findUserByEmail(db, normalizeEmail(email));
    if (!row) throw new ServiceError('notFound', messages.users.noSuchEmail);
    return toSummary(row);
  }

  return {
    add,
    find,

    /**
     * The operator's `admin:reset-password`: a new password, every session ended, and every API
     * token made, invitation sent and passkey added with the account revoked (whoever held it
     * may have made them).
     */
    async setPassword(input: {
      email: string;
      password: string;
    }): Promise<{ user: UserSummary; revokedTokens: number }> {
      const user = await find(input.email);
      const password = validate(z.object({ password: newPassword() }), input).password;
      const passwordHash = await hasher.hash(password);
      const revoked = await serialTransaction(db, async (trx) => {
        await updateUser(trx, user._id, { passwordHash });
        await deleteUserSessions(trx, user._id);
        return revokeForReset(trx, user._id);
      });
      log.info(
        {
          email: user.email,
          revokedTokens: revoked.tokens.length,
          revokedInvitations: revoked.invitations.length,
          removedPasskeys: revoked.passkeys.length,
        },
        'password reset by the operator',
      );
      await audit.record({
        actor: OPERATOR,
        action: 'password-reset',
        type: 'account',
        recordId: user._id,
        title: user.email,
      });
      await recordRevokedCredentials(audit, OPERATOR, revoked);
      return { user, revokedTokens: revoked.tokens.length };
    },

    async list(actor: Actor): Promise<UserSummary[]> {
      await authorize(access.users.list, actor);
      return (await listUsers(db)).map(toSummary);
    },

    async create(actor: Actor, input: unknown): Promise<UserSummary> {
      const admin = await authorize(access.users.create, actor);
      const user = await add(input);
      actor.log.info({ by: admin.email, email: user.email, role: user.role }, 'user created');
      await audit.record({
        actor: admin.email,
        action: 'user-created',
        type: 'user',
        recordId: user._id,
        title: `${user.email} (${user.role})`,
      });
      return user;
    },

    async update(actor: Actor, input: unknown): Promise<UserSummary> {
      const admin = await authorize(access.users.update, actor);
      const { id, role, disabled } = validate(updateUserSchema, input);
      if (id === admin.id && disabled) {
        throw new ServiceError('forbidden', messages.users.notYourself);
      }
      const { row, revoked } = await serialTransaction(db, async (trx) => {
        const before = await findUserById(trx, id);
        if (!before) throw notFound();
        const changes = {
          ...(role ? { role } : {}),
          ...(disabled === undefined ? {} : { disabled: disabled ? 1 : 0 }),
        };
        await keepAnAdmin(trx, before, { ...before, ...changes });
        const after = await updateUser(trx, id, changes);
        if (!after) throw notFound();
        // A disabled account is signed out everywhere at once, and its reset links end: enabled
        // again, it gets none back.
        if (after.disabled) {
          await deleteUserSessions(trx, id);
          await deleteUserPasswordResets(trx, id);
        }
        // Its tokens and invitations, which only an enabled admin's work, end for good: enabled
        // or made admin again, the account gets none back.
        const credentialsEnd = after.disabled === 1 || after.role !== 'admin';
        const revoked = credentialsEnd ? await revokeAccountCredentials(trx, id) : noCredentials;
        return { row: after, revoked };
      });
      actor.log.info({ by: admin.email, email: row.email, role, disabled }, 'user updated');
      await audit.record({
        actor: admin.email,
        action: 'user-changed',
        type: 'user',
        recordId: id,
        title: row.email,
        fields: [...(role ? ['role'] : []), ...(disabled === undefined ? [] : ['disabled'])],
      });
      await recordRevokedCredentials(audit, admin.email, revoked);
      return toSummary(row);
    },

    async delete(actor: Actor, id: string) {
      const admin = await authorize(access.users.delete, actor);
      if (id === admin.id) throw new ServiceError('forbidden', messages.users.notYourself);
      const { email, revoked } = await serialTransaction(db, async (trx) => {
        const before = await findUserById(trx, id);
        if (!before) throw notFound();
        await keepAnAdmin(trx, before, null);
        // Its tokens and invitations would go with it anyway (foreign keys): taken first, for
        // the log.
        const revoked = await revokeAccountCredentials(trx, id);
        await deleteUser(trx, id);
        return { email: before.email, revoked };
      });
      actor.log.info({ by: admin.email, email }, 'user deleted');
      await audit.record({
        actor: admin.email,
        action: 'user-deleted',
        type: 'user',
        recordId: id,
        title: email,
      });
      await recordRevokedCredentials(audit, admin.email, revoked);
      return { message: messages.deleted, _id: id };
    },
  };
}
