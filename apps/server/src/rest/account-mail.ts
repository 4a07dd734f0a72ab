import type { FastifyPluginAsync } from 'fastify';
import { setSessionCookie } from '../plugins/session';

/**
 * Accounts by e-mail: "forgot password?" and invitations (503 when the server sends no mail);
 * the pending invitations, listed and revoked by admins.
 */
export const accountMailRoutes: FastifyPluginAsync = async (app) => {
  const { passwordReset, invitations } = app.services;

  // 202 and the same words whether or not the address has an account.
  app.post('/api/forgotpassword', async (req, reply) =>
    reply.status(202).send(await passwordReset.request(req.actor, req.body)),
  );
  app.post('/api/resetpassword', (req) => passwordReset.complete(req.actor, req.body));

  app.post('/api/invite', async (req, reply) =>
    reply.status(201).send(await invitations.create(req.actor, req.body)),
  );
  // The new account is signed in, as after the first registration.
  app.post('/api/acceptinvite', async (req, reply) => {
    const grant = await invitations.accept(req.actor, req.body);
    setSessionCookie(reply, app.config, grant);
    return reply.status(201).send({ token: grant.token, message: grant.message });
  });
  app.get('/api/invitationdisplay', (req) => invitations.list(req.actor));
  app.delete<{ Params: { id: string } }>('/api/invitationrevoke/:id', (req) =>
    invitations.revoke(req.actor, { id: req.params.id }),
  );
};
