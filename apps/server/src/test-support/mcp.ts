import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import type { App } from '../app';

/** The address of the app's /mcp, once it listens on an ephemeral loopback port. */
export async function mcpUrl(app: App): Promise<URL> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app does not listen on TCP');
  return new URL(`http://127.0.0.1:${address.port}/mcp`);
}

/** The SDK's own client, connected with an API token (closed by `close`). */
export async function mcpClient(url: URL, token: string) {
  const client = new Client({ name: 'studio-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return {
    client,
    /** The names of the tools the server lists to this token. */
    async toolNames() {
      return (await client.listTools()).tools.map((tool) => tool.name);
    },
    /** A call's outcome: whether it is a tool error, and its text. */
    async call(name: string, args: Record<string, unknown> = {}) {
      const result = CallToolResultSchema.parse(await client.callTool({ name, arguments: args }));
      const first = result.content[0];
      return { isError: result.isError === true, text: first?.type === 'text' ? first.text : '' };
    },
    /** A call that must succeed: its answer, parsed. */
    async data<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
      const { isError, text } = await this.call(name, args);
      expect(isError, text).toBe(false);
      return JSON.parse(text);
    },
    close: () => client.close(),
  };
}

export type McpTestClient = Awaited<ReturnType<typeof mcpClient>>;
