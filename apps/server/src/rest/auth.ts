import type { FastifyPluginAsync } from 'fastify';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.services;

  app.post('/api/login', async (req, reply) => {
    const grant = await auth.login(req.actor, req.body);
    setSessionCookie(reply, app.config, grant);
    return { token: grant.token, message: grant.message };
  });

  // 201 with a session for the first account; 202 for any later one, known e-mail or not.
  app.post('/api/register', async (req, reply) => {
    const registration = await auth.register(req.actor, req.body);
    if (registration.kind === 'pending') {
      return reply.status(202).send({ message: registration.message });
    }
    setSessionCookie(reply, app.config, registration.grant);
    const { token, message } = registration.grant;
    return reply.status(201).send({ token, message });
  });

  app.post('/api/logout', async (req, reply) => {
    const answer = await auth.logout(req.actor);
    clearSessionCookie(reply, app.config);
    return answer;
  });
};
