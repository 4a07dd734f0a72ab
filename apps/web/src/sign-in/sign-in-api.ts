import type { AppRouter } from '@studio/server';
import type { inferRouterProxyClient } from '@trpc/client';
import { read, write } from '../lib/trpc-fetch';

/**
 * What /login asks the server, over tRPC's HTTP protocol without the tRPC client (issue 29):
 * typed as the server's procedures. A refusal is `trpc-fetch`'s `ServerRefusal`, which
 * `lib/server-errors.ts` reads as it reads the tRPC client's errors.
 */
type Client = inferRouterProxyClient<AppRouter>;
type Login = Client['auth']['login']['mutate'];
type Me = Client['auth']['me']['query'];
type MailStatus = Client['mail']['status']['query'];
type PasskeyOptions = Client['passkeys']['signInOptions']['mutate'];
type PasskeySignIn = Client['passkeys']['signIn']['mutate'];
type ResetRequest = Client['passwordReset']['request']['mutate'];
type ResetComplete = Client['passwordReset']['complete']['mutate'];

/** What a procedure answers. */
type Answer<P extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<P>>;

/** Signs in with e-mail and password (and the code, for an account that needs one). */
export const login = (input: Parameters<Login>[0]) => write<Answer<Login>>('auth.login', input);

/** Who is signed in (null: nobody). */
export const me = () => read<Answer<Me>>('auth.me');

/** Whether the server sends mail (a password-reset link could arrive). */
export const mailStatus = () => read<Answer<MailStatus>>('mail.status');

/** The challenge a passkey signs. */
export const passkeyOptions = () => write<Answer<PasskeyOptions>>('passkeys.signInOptions');

/** Signs in with the passkey's answer to the challenge. */
export const passkeySignIn = (input: Parameters<PasskeySignIn>[0]) =>
  write<Answer<PasskeySignIn>>('passkeys.signIn', input);

/** Asks for a password-reset link by mail. */
export const requestReset = (input: Parameters<ResetRequest>[0]) =>
  write<Answer<ResetRequest>>('passwordReset.request', input);

/** Sets the new password through the link's secret. */
export const completeReset = (input: Parameters<ResetComplete>[0]) =>
  write<Answer<ResetComplete>>('passwordReset.complete', input);
