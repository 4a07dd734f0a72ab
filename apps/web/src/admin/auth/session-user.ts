import { type Access, roleAllows, type SessionUser } from '@studio/contracts';
import { createContext, useContext } from 'react';

/**
 * The signed-in account as the server knows it (auth.me), given to the admin pages by the
 * admin layout; undefined until the server has answered.
 */
export const SessionUserContext = createContext<SessionUser | undefined>(undefined);

export const useSessionUser = (): SessionUser | undefined => useContext(SessionUserContext);

/**
 * Whether the signed-in role passes an access level of the contracts' access table;
 * undefined while the role is not known yet.
 */
export function useAllows(level: Access): boolean | undefined {
  const user = useSessionUser();
  return user ? roleAllows(user.role, level) : undefined;
}
