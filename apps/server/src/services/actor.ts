import { type Access, messages, roleAllows, type SessionUser } from '@studio/contracts';
import type { BaseLogger } from 'pino';
import { ServiceError } from './errors';

/** A signed-in caller: the account and the session the request came with. */
export interface SignedIn extends SessionUser {
  sessionId: string;
}

/**
 * Who is calling, as both transports describe it to the services. The session is looked up
 * only when an operation needs it.
 */
export interface Actor {
  /** The client's address (the forwarded one behind a trusted proxy). */
  ip: string;
  /** What rate limits count the client by: its address, or its IPv6 /64. */
  network: string;
  userAgent: string | null;
  /** The signed-in account, or null. Throws "forbidden" for a cross-site cookie write. */
  user(): Promise<SignedIn | null>;
  /** The raw session token the caller presented, if any (logout ends it). */
  token: string | undefined;
  /** The log of this call: each line carries the request's id. */
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
}

/** Enforces one line of the access table in @studio/contracts. */
export async function authorize(level: 'public', actor: Actor): Promise<null>;
export async function authorize(level: Exclude<Access, 'public'>, actor: Actor): Promise<SignedIn>;
export async function authorize(level: Access, actor: Actor): Promise<SignedIn | null>;
export async function authorize(level: Access, actor: Actor): Promise<SignedIn | null> {
  if (level === 'public') return null;
  const user = await actor.user();
  if (!user) throw new ServiceError('unauthorized', messages.server.unauthorized);
  if (!roleAllows(user.role, level)) throw new ServiceError('forbidden', messages.server.forbidden);
  return user;
}
