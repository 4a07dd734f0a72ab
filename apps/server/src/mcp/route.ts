import { mcpMessages } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';

/**
 * /mcp for AI assistants, with MCP=on only: off, the path is a 404 and neither the MCP SDK nor
 * the tools are loaded (memory and start time stay as they were).
 */
export const mcpRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.mcp) return;
  const { answerMcp } = await import('./endpoint');
  app.post('/mcp', answerMcp);
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  app.route({
    method: ['GET', 'DELETE'],
    url: '/mcp',
    handler: async (_request, reply) =>
      reply.status(405).header('allow', 'POST').send({ message: mcpMessages.postOnly }),
  });
};
