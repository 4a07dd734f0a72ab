import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN,
  type ApiTokenSummary,
  access,
  type CreatedApiToken,
  createApiTokenSchema,
  messages,
  revokeApiTokenSchema,
  type TokenScope,
  tokenScopes,
} from '@studio/contracts';
import {
  type ApiTokenRow,
  type Database,
  deleteApiToken,
  findUsableApiToken,
  insertApiToken,
  listApiTokens,
  type RevokedApiToken,
  touchApiToken,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize, type TokenCaller } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, validate } from '../errors';
import { hashToken, newSecret, TOUCH_INTERVAL_MS } from './secrets';
import type { AccountStandings } from './standing';

const knownScopes: ReadonlySet<string> = new Set(tokenScopes);
const isScope = (value: string): value is TokenScope => knownScopes.has(value);
const scopesOf = (row: ApiTokenRow) => row.scopes.split(' ').filter(isScope);

const summaryOf = (row: ApiTokenRow): ApiTokenSummary => ({
  _id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: scopesOf(row),
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  expiresAt: row.expiresAt,
});

/**
 * Tells the activity log of tokens revoked, by whoever revoked them: an admin on the tokens
 * page, or the end of the account that made them (a reset, a disable). Names only, never secrets.
 */
export async function recordRevokedTokens(
  audit: AuditLog,
  actor: string | null,
  tokens: readonly RevokedApiToken[],
) {
  for (const token of tokens) {
    await audit.record({
      actor,
      action: 'api-token-revoked',
      type: 'api-token',
      recordId: token.id,
      title: token.name,
    });
  }
}

/** Whether a presented bearer credential is an API token rather than a session token. */
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/**
 * Integrators' API tokens: created, listed and revoked by admins (never by a token), each
 * with scopes the access table matches against the operations it calls.
 */
export function createApiTokenService(deps: {
  db: Kysely<Database>;
  audit: AuditLog;
  standing: Pick<AccountStandings, 'of'>;
}) {
  const { db, audit, standing } = deps;
  return {
    async list(actor: Actor): Promise<ApiTokenSummary[]> {
      await authorize(access.apiTokens.list, actor);
      return (await listApiTokens(db)).map(summaryOf);
    },

    /** The secret is in this answer only: the database keeps its hash. */
    async create(actor: Actor, input: unknown): Promise<CreatedApiToken> {
      const admin = await authorize(access.apiTokens.create, actor);
      const { name, scopes, expiresAt } = validate(createApiTokenSchema, input);
      const token = `${API_TOKEN_PREFIX}${newSecret()}`;
      const row = await insertApiToken(db, {
        name,
        prefix: token.slice(0, API_TOKEN_SHOWN),
        tokenHash: hashToken(token),
        scopes: scopes.join(' '),
        createdBy: admin.id,
        // One form (UTC, milliseconds) so expiry compares as text in both databases.
        expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
      });
      actor.log.info({ apiToken: row.id, scopes }, 'API token created');
      await audit.record({
        actor: admin.email,
        action: 'api-token-created',
        type: 'api-token',
        recordId: row.id,
        title: `${name} (${scopes.join(', ')})`,
      });
      return { token, summary: summaryOf(row) };
    },

    async revoke(actor: Actor, input: unknown) {
      const admin = await authorize(access.apiTokens.revoke, actor);
      const { id } = validate(revokeApiTokenSchema, input);
      const revoked = await deleteApiToken(db, id);
      if (!revoked) throw notFound();
      actor.log.info({ apiToken: id }, 'API token revoked');
      await recordRevokedTokens(audit, admin.email, [revoked]);
      return { message: messages.apiTokens.revoked, _id: id };
    },

    /**
     * The token behind a presented secret with its maker as the maker is now, or null when
     * unknown, revoked or expired, or when its maker is no longer an enabled administrator.
     */
    async callerFor(token: string): Promise<TokenCaller | null> {
      const row = await findUsableApiToken(db, hashToken(token));
      if (!row) return null;
      const maker = await standing.of(row.createdBy);
      if (!maker?.active || maker.role !== 'admin') return null;
      if (!row.lastUsedAt || Date.now() - Date.parse(row.lastUsedAt) > TOUCH_INTERVAL_MS) {
        await touchApiToken(db, row.id);
      }
      return { kind: 'token', tokenId: row.id, name: row.name, scopes: scopesOf(row), maker };
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
