import type { FastifyPluginAsync } from 'fastify';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.services;

  app.post('/api/login', async (req, reply) => {
    const grant = await auth.login(req.actor, req.body);
    setSessionCookie(reply, app.config, grant);
    return { token: grant.token, message: grant.message };
  });

  app.post('/api/register', async (req, reply) => {
    const grant = await auth.register(req.actor, req.body);
    setSessionCookie(reply, app.config, grant);
    return reply.status(201).send({ token: grant.token, message: grant.message });
  });

  app.post('/api/logout', async (req, reply) => {
    const answer = await auth.logout(req.actor);
    clearSessionCookie(reply, app.config);
    return answer;
  });
};
