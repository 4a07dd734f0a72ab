import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { access, mcpMessages } from '@studio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../plugins/session';
import { isApiToken } from '../services/accounts/api-tokens';
import { authorize } from '../services/actor';
import { ServiceError } from '../services/errors';
import { mcpActor } from './actor';
import { mcpServer } from './server';

/** The API token of the Authorization header, or 401 (`WWW-Authenticate: Bearer`); never a cookie. */
async function tokenOf(request: FastifyRequest, reply: FastifyReply) {
  const bearer = bearerToken(request.headers.authorization);
  const token =
    bearer && isApiToken(bearer) ? await request.server.services.apiTokens.callerFor(bearer) : null;
  if (token) return token;
  reply.header('www-authenticate', 'Bearer');
  throw new ServiceError('unauthorized', mcpMessages.tokenRequired);
}

/** The request as the SDK's web-standard transport reads it (the body parsed by Fastify already). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) headers.append(name, item);
    }
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
  });
}

/**
 * POST /mcp: an API token holding the `mcp` scope (403 without it), counted against
 * RATE_LIMIT_MCP per token, then one stateless MCP exchange whose JSON answer Fastify sends.
 */
export async function answerMcp(request: FastifyRequest, reply: FastifyReply) {
  const { services, config } = request.server;
  const token = await tokenOf(request, reply);
  if (!token.scopes.includes('mcp')) {
    reply.header('www-authenticate', 'Bearer error="insufficient_scope", scope="mcp"');
  }
  const actor = mcpActor(request.actor, token);
  await authorize(access.mcp.connect, actor);
  await services.rateLimiter('mcp', config.rateLimits.mcp).consume(token.tokenId);
  const server = mcpServer({ services, actor, tokenId: token.tokenId });
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await server.connect(transport);
  try {
    const answer = await transport.handleRequest(webRequest(request), {
      parsedBody: request.body,
    });
    reply.status(answer.status);
    answer.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    const body = await answer.text();
    return reply.send(body === '' ? undefined : body);
  } finally {
    await server.close();
  }
}
