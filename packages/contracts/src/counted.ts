/** "1 API token", "2 API tokens": in messages and in the mailed-link pages' words alike. */
export const apiTokensCounted = (count: number) =>
  count === 1 ? '1 API token' : `${count} API tokens`;

/** "1 passkey", "2 passkeys". */
export const passkeysCounted = (count: number) => (count === 1 ? '1 passkey' : `${count} passkeys`);

/** "1 pending invitation", "2 pending invitations". */
export const invitationsCounted = (count: number) =>
  count === 1 ? '1 pending invitation' : `${count} pending invitations`;
