import {
  type Access,
  messages,
  type Rule,
  recentSignInMessages,
  roleAllows,
  type SessionUser,
  type TokenScope,
} from '@studio/contracts';
import type { BaseLogger } from 'pino';
import type { AccountStanding } from './accounts/standing';
import { ServiceError } from './errors';

/** A signed-in caller: the account and the session the request came with. */
export interface SignedIn extends SessionUser {
  kind: 'account';
  sessionId: string;
  /** The session was signed in within RECENT_SIGN_IN_MINUTES (by the services' clock). */
  signedInRecently: boolean;
}

/** An integrator's API token: what it may do is its scopes, never an account's role. */
export interface TokenCaller {
  kind: 'token';
  tokenId: string;
  name: string;
  scopes: readonly TokenScope[];
  /** The account that made it, as it is now: the token does no more than it may. */
  maker: AccountStanding;
  /** Called through the AI assistants' endpoint (POST /mcp): its writes say so. */
  via?: 'mcp';
}

export type Caller = SignedIn | TokenCaller;

/**
 * Who did something, in words (history, activity log): the account's e-mail, or the token's
 * name; through MCP, the token's name and the e-mail of the account that made it.
 */
export const authorOf = (caller: Caller): string => {
  if (caller.kind === 'account') return caller.email;
  return caller.via === 'mcp'
    ? `MCP · ${caller.name} (${caller.maker.email})`
    : `API token “${caller.name}”`;
};

/**
 * Who is calling, as both transports describe it to the services. The session or token is
 * looked up only when an operation needs it.
 */
export interface Actor {
  /** The client's address (the forwarded one behind a trusted proxy). */
  ip: string;
  /** What rate limits count the client by: its address, or its IPv6 /64. */
  network: string;
  userAgent: string | null;
  /** The host the request was sent to (the forwarded one behind a trusted proxy). */
  host: string;
  /** The signed-in account, or null (an API token is none). Throws "forbidden" for a cross-site cookie write. */
  user(): Promise<SignedIn | null>;
  /** The account or the API token behind the request, or null. */
  caller(): Promise<Caller | null>;
  /** The raw session token the caller presented, if any (logout ends it). */
  token: string | undefined;
  /** The log of this call: each line carries the request's id. */
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
}

type NonPublic = Exclude<Access, 'public'>;

/**
 * Enforces one rule of the access table in @studio/contracts: an account by its role, an API
 * token by its scopes (an operation without a scope refuses every token). A token's every call
 * is logged with the token, so the log attributes it.
 */
export async function authorize(rule: Rule<'public'>, actor: Actor): Promise<null>;
export async function authorize(rule: Rule<NonPublic, undefined>, actor: Actor): Promise<SignedIn>;
export async function authorize(rule: Rule<NonPublic, TokenScope>, actor: Actor): Promise<Caller>;
export async function authorize(rule: Rule, actor: Actor): Promise<Caller | null>;
export async function authorize(rule: Rule, actor: Actor): Promise<Caller | null> {
  if (rule.level === 'public') return null;
  const caller = await actor.caller();
  if (!caller) throw new ServiceError('unauthorized', messages.server.unauthorized);
  if (caller.kind === 'token') {
    if (caller.maker.mustEnrolTwoFactor) {
      throw new ServiceError('forbidden', messages.apiTokens.makerMustEnrolTwoFactor);
    }
    if (!rule.scope || !caller.scopes.includes(rule.scope)) {
      throw new ServiceError('forbidden', messages.server.forbidden);
    }
    actor.log.info({ apiToken: caller.tokenId, scope: rule.scope }, 'call by API token');
    return caller;
  }
  if (caller.mustEnrolTwoFactor && !rule.enrolment) {
    throw new ServiceError('forbidden', messages.twoFactor.enrolFirst);
  }
  if (rule.recentSignIn && !caller.signedInRecently) {
    throw new ServiceError('forbidden', recentSignInMessages.required);
  }
  if (!roleAllows(caller.role, rule.level)) {
    throw new ServiceError('forbidden', messages.server.forbidden);
  }
  return caller;
}

/**
 * Whether `rule` lets the caller in: `authorize` without its refusal. What a refusal of a write
 * may show is decided by it: only what the caller may read.
 */
export async function allows(rule: Rule, actor: Actor): Promise<boolean> {
  try {
    await authorize(rule, actor);
    return true;
  } catch (error) {
    if (error instanceof ServiceError && error.status < 500) return false;
    throw error;
  }
}
