import { type Database, hasEnabledTotp } from '@studio/db';
import type { Kysely } from 'kysely';

/**
 * Whether an account has a second factor in force: the one test of it, for sign-in (a code is
 * then asked for) and for TWO_FACTOR=required-for-admins. A TOTP secret that is on. A passkey is
 * not one here: it signs in on its own (decision 036), and an account holding only passkeys
 * still signs in with its password alone, which is what the requirement is there to end.
 */
export const hasSecondFactor = (db: Kysely<Database>, userId: string): Promise<boolean> =>
  hasEnabledTotp(db, userId);
