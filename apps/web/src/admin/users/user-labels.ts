import { roleLabels, type UserSummary } from '@studio/contracts';

/** An account registered with REGISTRATION=open has no role until an admin grants one. */
export const WAITING_LABEL = 'Waiting for access';

export const roleText = (user: UserSummary) => (user.role ? roleLabels[user.role] : WAITING_LABEL);

export const statusText = (user: UserSummary) => (user.disabled ? 'Disabled' : 'Active');
