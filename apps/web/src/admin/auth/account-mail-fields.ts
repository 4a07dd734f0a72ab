import { mailMessages } from '@studio/contracts';
import { type AuthFieldSpec, authFields } from './auth-page';

/** The fields of the forms a mailed link opens: a new password, typed twice. */
export const newPasswordFields = [
  { name: 'password', label: mailMessages.passwordReset.passwordLabel, type: 'password' },
  { name: 'confirmPassword', label: mailMessages.passwordReset.confirmLabel, type: 'password' },
] as const satisfies readonly AuthFieldSpec[];

/** The e-mail field of "forgot password?". */
export const emailFields = [
  { name: 'email', label: authFields[0].label, type: 'email' },
] as const satisfies readonly AuthFieldSpec[];
