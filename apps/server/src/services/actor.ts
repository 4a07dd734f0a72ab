import { type Access, messages, type SessionUser } from '@studio/contracts';
import { ServiceError } from './errors';

/**
 * Who is calling, as both transports describe it to the services. The session is looked up
 * only when an operation needs it.
 */
export interface Actor {
  ip: string;
  /** The signed-in administrator, or null. Throws "forbidden" for a cross-site cookie write. */
  user(): Promise<SessionUser | null>;
  /** The raw session token the caller presented, if any (logout ends it). */
  token: string | undefined;
}

/** Enforces one line of the access table in @studio/contracts. */
export async function authorize(level: Access, actor: Actor): Promise<SessionUser | null> {
  if (level === 'public') return null;
  const user = await actor.user();
  if (!user) throw new ServiceError('unauthorized', messages.server.unauthorized);
  return user;
}
