import {
  access,
  addPasskeySchema,
  messageAnswerSchema,
  passkeySchema,
  passkeySignInSchema,
  registrationOptionsSchema,
  renamePasskeySchema,
  signInOptionsSchema,
} from '@studio/contracts';
import { relyingParty } from '../plugins/relying-party';
import { setSessionCookie } from '../plugins/session';
import { sessionAnswer } from './answers';
import { type Named, type RestRoute, route } from './route';

const tag = 'Passkeys';
const passkey: Named = { name: 'Passkey', schema: passkeySchema };

/**
 * Passkeys (WebAuthn): the signed-in account's own (a session, never an API token), and the
 * sign-in with one. Each ceremony is two calls: options for the browser, then its answer.
 */
export const passkeyRoutes = (): RestRoute[] => [
  route({
    method: 'post',
    path: '/api/account/passkeys/options',
    operationId: 'passkeyRegistrationOptions',
    summary:
      "Options for the browser's navigator.credentials.create(): a new passkey for the caller's account",
    tag,
    access: access.passkeys.add,
    success: [
      {
        status: 200,
        description: 'The options (their challenge works once, for 5 minutes)',
        name: 'PasskeyRegistrationOptions',
        schema: registrationOptionsSchema,
      },
    ],
    handler: (req) =>
      req.server.services.passkeys.registrationOptions(req.actor, relyingParty(req)),
  }),
  route({
    method: 'post',
    path: '/api/account/passkeys',
    operationId: 'addPasskey',
    summary: "Keep the passkey the browser made for those options (its credential's JSON)",
    tag,
    access: access.passkeys.add,
    body: { kind: 'json', name: 'AddPasskey', schema: addPasskeySchema },
    success: [{ status: 201, description: 'The passkey', ...passkey }],
    refusals: [409],
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await req.server.services.passkeys.add(req.actor, req.body, relyingParty(req))),
  }),
  route({
    method: 'get',
    path: '/api/account/passkeys',
    operationId: 'listPasskeys',
    summary: "The caller's passkeys, oldest first",
    tag,
    access: access.passkeys.list,
    success: [{ status: 200, description: 'The passkeys', list: true, ...passkey }],
    handler: (req) => req.server.services.passkeys.list(req.actor),
  }),
  route({
    method: 'patch',
    path: '/api/account/passkeys/:id',
    operationId: 'renamePasskey',
    summary: "Rename one of the caller's passkeys",
    tag,
    access: access.passkeys.rename,
    body: { kind: 'json', name: 'RenamePasskey', schema: renamePasskeySchema },
    success: [{ status: 200, description: 'The passkey', ...passkey }],
    handler: (req) => req.server.services.passkeys.rename(req.actor, req.params.id, req.body),
  }),
  route({
    method: 'delete',
    path: '/api/account/passkeys/:id',
    operationId: 'removePasskey',
    summary: "Remove one of the caller's passkeys: it no longer signs in",
    tag,
    access: access.passkeys.remove,
    success: [
      {
        status: 200,
        description: 'Removed',
        name: 'MessageAnswer',
        schema: messageAnswerSchema,
      },
    ],
    handler: (req) => req.server.services.passkeys.remove(req.actor, req.params.id),
  }),
  // Counted as a failed sign-in from the address until its answer signs in.
  route({
    method: 'post',
    path: '/api/login/passkey/options',
    operationId: 'passkeySignInOptions',
    summary: "Options for the browser's navigator.credentials.get(): any passkey of this site",
    tag,
    access: access.passkeys.signIn,
    success: [
      {
        status: 200,
        description: 'The options (their challenge works once, for 5 minutes)',
        name: 'PasskeySignInOptions',
        schema: signInOptionsSchema,
      },
    ],
    refusals: [429],
    handler: (req) => req.server.services.passkeys.signInOptions(req.actor, relyingParty(req)),
  }),
  route({
    method: 'post',
    path: '/api/login/passkey',
    operationId: 'passkeySignIn',
    summary:
      'Sign in with a passkey (its assertion JSON): a token, and the session cookie. A verified passkey is both factors',
    tag,
    access: access.passkeys.signIn,
    body: { kind: 'json', name: 'PasskeySignIn', schema: passkeySignInSchema },
    success: [{ status: 200, description: 'Signed in', ...sessionAnswer }],
    refusals: [401, 403, 429],
    handler: async (req, reply) => {
      const grant = await req.server.services.passkeys.signIn(
        req.actor,
        req.body,
        relyingParty(req),
      );
      setSessionCookie(reply, req.server.config, grant);
      return { token: grant.token, message: grant.message };
    },
  }),
];
