/** Where a sign-in leads: the admin, by a whole page load. */
export const ADMIN_HOME = '/admin/dashboard';

/** Where an admin who must still set up a second factor goes first (TWO_FACTOR=required-for-admins). */
export const TWO_FACTOR_SETUP = '/admin/account';
