import { type Access, roleAllows, type SessionUser } from '@studio/contracts';
import { createContext, useContext } from 'react';

/**
 * The signed-in account as the server knows it (auth.me), given to the admin pages by the
 * admin layout; undefined until the server has answered.
 */
export const SessionUserContext = createContext<SessionUser | undefined>(undefined);

export const useSessionUser = (): SessionUser | undefined => useContext(SessionUserContext);

/**
 * Whether the server lets this account call at an access level: its role passes, and it is not
 * a session that must first enrol a second factor (TWO_FACTOR=required-for-admins).
 */
export const userAllows = (user: SessionUser, level: Access): boolean =>
  level === 'public' || (!user.mustEnrolTwoFactor && roleAllows(user.role, level));

/**
 * Whether the signed-in account passes an access level of the contracts' access table;
 * undefined while the account is not known yet.
 */
export function useAllows(level: Access): boolean | undefined {
  const user = useSessionUser();
  return user ? userAllows(user, level) : undefined;
}
