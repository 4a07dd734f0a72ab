import { z } from 'zod';
import { email, REQUIRED_MESSAGE } from './fields';

// ASVS v5 6.2.1 / 6.2.9: at least 8, at most 128 characters; no composition rules.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const registerSchema = z.object({
  email: email(),
  password: z
    .string({ error: REQUIRED_MESSAGE })
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** Login does not repeat the length policy: a wrong password is just a failed login. */
export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(PASSWORD_MAX),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The answer of login and register. */
export interface AuthAnswer {
  token: string;
  message: string;
}

export interface LogoutAnswer {
  status: 'success';
  message: string;
}

export interface SessionUser {
  id: string;
  email: string;
}
