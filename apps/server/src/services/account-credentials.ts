import {
  type Database,
  deleteUserApiTokens,
  deleteUserInvitations,
  type RevokedApiToken,
  type RevokedInvitation,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { recordRevokedTokens } from './api-tokens';
import type { AuditLog } from './audit';
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

/** Tells the activity log of them, by whoever ended them (never a secret). */
export async function recordRevokedCredentials(
  audit: AuditLog,
  actor: string | null,
  revoked: RevokedCredentials,
) {
  await recordRevokedTokens(audit, actor, revoked.tokens);
  await recordRevokedInvitations(audit, actor, revoked.invitations);
}
