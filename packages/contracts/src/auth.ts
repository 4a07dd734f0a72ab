import { z } from 'zod';
import { type Role, roles } from './access';
import { PASSWORD_MAX, PASSWORD_MIN } from './account-checks';
import {
  email,
  normalizeEmail,
  REQUIRED_MESSAGE,
  text,
  tooLongMessage,
  tooShortMessage,
} from './fields';
import { signInCode } from './one-time-codes';

/** An account's e-mail: one account whatever the letter case. */
export const accountEmail = () => email({ trim: true }).transform(normalizeEmail);

export const newPassword = () =>
  text()
    .min(PASSWORD_MIN, tooShortMessage(PASSWORD_MIN))
    .max(PASSWORD_MAX, tooLongMessage(PASSWORD_MAX));

/** Checking a password does not repeat the length policy: a wrong one is just wrong. */
export const givenPassword = () =>
  text().min(1, REQUIRED_MESSAGE).max(PASSWORD_MAX, tooLongMessage(PASSWORD_MAX));

export const registerSchema = z.object({
  email: accountEmail(),
  password: newPassword(),
  /** Required for the first account when the server runs with SETUP_TOKEN. */
  setupToken: text().max(200, tooLongMessage(200)).optional(),
});

export const loginSchema = z.object({
  email: accountEmail(),
  password: givenPassword(),
  /** An account with two-factor sign-in: the app's 6-digit code, or an unused recovery code. */
  code: signInCode().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The answer of login, and of the registration that creates the first account. */
export const authAnswerSchema = z.object({ token: z.string(), message: z.string() });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/**
 * The answer of any registration after the first (REGISTRATION=open), the same whether or not
 * the e-mail was known.
 */
export const pendingAnswerSchema = z.object({ message: z.string() });

export const logoutAnswerSchema = z.object({ status: z.literal('success'), message: z.string() });
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  /**
   * TWO_FACTOR=required-for-admins and this admin has no second factor yet: the session may
   * only set one up (and sign out) until it has.
   */
  mustEnrolTwoFactor: boolean;
}

export const roleSchema = z.enum(roles, { error: `Choose one of: ${roles.join(', ')}.` });

export const roleLabels: Record<Role, string> = { admin: 'Admin', editor: 'Editor' };

export const changePasswordSchema = z.object({
  currentPassword: givenPassword(),
  newPassword: newPassword(),
  /** Also revoke the API tokens made with this account (someone else may have held it). */
  revokeApiTokens: z.boolean({ error: 'Enter true or false.' }).optional(),
  /** Also remove the account's passkeys (one may have been added by whoever held it). */
  removePasskeys: z.boolean({ error: 'Enter true or false.' }).optional(),
  /** Also revoke the pending invitations this account sent. */
  revokeInvitations: z.boolean({ error: 'Enter true or false.' }).optional(),
});

/** One of the caller's own sign-ins, as the account page lists them. */
export interface SessionInfo {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  ip: string | null;
  /** The session this request came with. */
  current: boolean;
}

export const createUserSchema = z.object({
  email: accountEmail(),
  password: newPassword(),
  role: roleSchema,
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Grant or change a role, or disable / re-enable an account. */
export const updateUserSchema = z.object({
  id: text().min(1, REQUIRED_MESSAGE),
  role: roleSchema.optional(),
  disabled: z.boolean({ error: 'Enter true or false.' }).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** An account as the users page lists it; `role` null: waiting for an admin to grant one. */
export interface UserSummary {
  _id: string;
  email: string;
  role: Role | null;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}
