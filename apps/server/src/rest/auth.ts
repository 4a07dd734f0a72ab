import {
  anyone,
  loginSchema,
  logoutAnswerSchema,
  pendingAnswerSchema,
  registerSchema,
} from '@studio/contracts';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';
import { sessionAnswer } from './answers';
import { type RestRoute, route } from './route';

const tag = 'Auth';

/** Sign-in, registration and sign-out: callable by anyone. */
export const authRoutes = (): RestRoute[] => [
  route({
    method: 'post',
    path: '/api/login',
    operationId: 'login',
    summary: 'Sign in: a token, and the session cookie',
    tag,
    access: anyone,
    body: { kind: 'json', name: 'Login', schema: loginSchema },
    success: [{ status: 200, description: 'Signed in', ...sessionAnswer }],
    refusals: [401, 403, 429, 503],
    refusalNotes: {
      401: 'A wrong e-mail or password; or, for an account with two-factor sign-in, a right password without a valid `code` (`twoFactorRequired: true`: send the code from the app, or an unused recovery code)',
      429: 'Too many failed sign-ins (wrong passwords or codes) from this address, for this e-mail or for this account; try again after Retry-After seconds',
    },
    handler: async (req, reply) => {
      const grant = await req.server.services.auth.login(req.actor, req.body);
      setSessionCookie(reply, req.server.config, grant);
      return { token: grant.token, message: grant.message };
    },
  }),
  // 201 with a session for the first account; 202 for any later one, known e-mail or not.
  route({
    method: 'post',
    path: '/api/register',
    operationId: 'register',
    summary: 'Create an account (the first one is the administrator)',
    tag,
    access: anyone,
    body: { kind: 'json', name: 'Register', schema: registerSchema },
    success: [
      { status: 201, description: 'The first account, signed in', ...sessionAnswer },
      {
        status: 202,
        description: 'A later account, waiting for a role (REGISTRATION=open)',
        name: 'Pending',
        schema: pendingAnswerSchema,
      },
    ],
    refusals: [403, 429, 503],
    handler: async (req, reply) => {
      const registration = await req.server.services.auth.register(req.actor, req.body);
      if (registration.kind === 'pending') {
        return reply.status(202).send({ message: registration.message });
      }
      setSessionCookie(reply, req.server.config, registration.grant);
      const { token, message } = registration.grant;
      return reply.status(201).send({ token, message });
    },
  }),
  route({
    method: 'post',
    path: '/api/logout',
    operationId: 'logout',
    summary: "End the caller's session",
    tag,
    access: anyone,
    success: [
      { status: 200, description: 'Signed out', name: 'LogoutAnswer', schema: logoutAnswerSchema },
    ],
    refusals: [401, 403],
    handler: async (req, reply) => {
      const answer = await req.server.services.auth.logout(req.actor);
      clearSessionCookie(reply, req.server.config);
      return answer;
    },
  }),
];
