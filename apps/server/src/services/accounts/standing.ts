import type { Role } from '@studio/contracts';
import { type Database, findUserById } from '@studio/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { hasSecondFactor } from './two-factor/second-factor';

/** An account as it stands now: what is done on its behalf (an API token it made) follows it. */
export interface AccountStanding {
  id: string;
  email: string;
  role: Role | null;
  /** Not disabled by an admin. */
  active: boolean;
  /** TWO_FACTOR=required-for-admins and an admin without a second factor: it may only enrol one. */
  mustEnrolTwoFactor: boolean;
}

/**
 * The one look-up of an account's standing, read afresh on each call: a session's enrolment
 * duty, and an API token's maker (every call of a token goes by who made it, as it is now).
 */
export function createAccountStanding(deps: { db: Kysely<Database>; config: Config }) {
  const { db, config } = deps;

  const mustEnrolTwoFactor = async (account: { id: string; role: Role | null }) =>
    config.twoFactor === 'required-for-admins' &&
    account.role === 'admin' &&
    !(await hasSecondFactor(db, account.id));

  return {
    mustEnrolTwoFactor,

    /** The account's standing, or undefined when it is gone. */
    async of(userId: string): Promise<AccountStanding | undefined> {
      const user = await findUserById(db, userId);
      return (
        user && {
          id: user.id,
          email: user.email,
          role: user.role,
          active: !user.disabled,
          mustEnrolTwoFactor: await mustEnrolTwoFactor(user),
        }
      );
    },
  };
}

export type AccountStandings = ReturnType<typeof createAccountStanding>;
