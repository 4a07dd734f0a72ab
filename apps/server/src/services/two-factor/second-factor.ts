import { type Database, hasEnabledTotp } from '@studio/db';
import type { Kysely } from 'kysely';

/**
 * Whether an account has a second factor in force: the one test of it, for sign-in (a code is
 * then asked for) and for TWO_FACTOR=required-for-admins. Today a TOTP secret; any other kind
 * of second factor is added here.
 */
export const hasSecondFactor = (db: Kysely<Database>, userId: string): Promise<boolean> =>
  hasEnabledTotp(db, userId);
