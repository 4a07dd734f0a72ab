import type { Actor, TokenCaller } from '../services/actor';

/**
 * The actor of one MCP request: the request's address and log, its API token the only caller
 * (never a cookie session), marked as MCP's so that its writes say so.
 */
export function mcpActor(request: Actor, token: TokenCaller): Actor {
  const caller: TokenCaller = { ...token, via: 'mcp' };
  return {
    ip: request.ip,
    network: request.network,
    userAgent: request.userAgent,
    host: request.host,
    token: undefined,
    log: request.log,
    user: async () => null,
    caller: async () => caller,
  };
}
