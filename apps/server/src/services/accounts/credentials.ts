import {
  type Database,
  deleteUserApiTokens,
  deleteUserInvitations,
  deleteUserPasskeys,
  deleteUserPasswordResets,
  type RemovedPasskey,
  type RevokedApiToken,
  type RevokedInvitation,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit';
import { recordRevokedTokens } from './api-tokens';
import { recordRevokedInvitations } from './invitations';

/**
 * What an account handed out that works without its password: the API tokens it made and the
 * invitations it sent. They end for good with the account (disabled, no longer an admin,
 * deleted) and with a password reset: whoever briefly held the account may have made them.
 */
export interface RevokedCredentials {
  readonly tokens: readonly RevokedApiToken[];
  readonly invitations: readonly RevokedInvitation[];
}

/** Revokes them all; call it in the transaction of the change that ends them. */
export async function revokeAccountCredentials(
  trx: Kysely<Database>,
  userId: string,
): Promise<RevokedCredentials> {
  return {
    tokens: await deleteUserApiTokens(trx, userId),
    invitations: await deleteUserInvitations(trx, userId),
  };
}

export const noCredentials: RevokedCredentials = { tokens: [], invitations: [] };

/**
 * What a password reset ends besides: the account's passkeys, which sign in without it (a
 * change ends those its owner asks it to).
 */
export interface ResetCredentials extends RevokedCredentials {
  readonly passkeys: readonly RemovedPasskey[];
}

/**
 * A password reset (by link or by the operator) takes the account back from whoever held it:
 * its credentials, its passkeys (one they added would sign them in again) and its reset links
 * not used yet. Call it in the reset's transaction.
 */
export async function revokeForReset(
  trx: Kysely<Database>,
  userId: string,
): Promise<ResetCredentials> {
  await deleteUserPasswordResets(trx, userId);
  return {
    ...(await revokeAccountCredentials(trx, userId)),
    passkeys: await deleteUserPasskeys(trx, userId),
  };
}

/** Tells the activity log of them, by whoever ended them (never a secret). */
export async function recordRevokedCredentials(
  audit: AuditLog,
  actor: string | null,
  revoked: RevokedCredentials | ResetCredentials,
) {
  await recordRevokedTokens(audit, actor, revoked.tokens);
  await recordRevokedInvitations(audit, actor, revoked.invitations);
  for (const passkey of 'passkeys' in revoked ? revoked.passkeys : []) {
    await audit.record({
      actor,
      action: 'passkey-removed',
      type: 'account',
      recordId: passkey.userId,
      title: passkey.name,
    });
  }
}
