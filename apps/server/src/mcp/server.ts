import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { mcpMessages } from '@studio/contracts';
import { jsonSchemaOf } from '../openapi/json-schema';
import { allows } from '../services/actor';
import { validate } from '../services/errors';
import { refusalOf, toolAnswer, toolRefusal } from './answers';
import type { McpTool, ToolContext } from './tool';
import { mcpTools } from './tools';

/** The tools whose every rule the token passes: the others are neither listed nor callable. */
async function openTools(context: ToolContext): Promise<McpTool[]> {
  const open = await Promise.all(
    mcpTools.map(async (tool) => {
      const passes = await Promise.all(tool.rules.map((rule) => allows(rule, context.actor)));
      return passes.every(Boolean) ? [tool] : [];
    }),
  );
  return open.flat();
}

const described = (tool: McpTool): Tool => ({
  name: tool.name,
  description: tool.description,
  inputSchema: { ...jsonSchemaOf(tool.input), type: 'object' },
});

/**
 * The MCP server of one request (stateless: one per request), its tools those the token may
 * use. The low-level `Server`, not `McpServer`: the list depends on the caller, and arguments
 * are checked by the contracts' schemas as the API checks them, refused in the same words.
 */
export function mcpServer(context: ToolContext): Server {
  const server = new Server({ name: 'studio', version: '1.0.0' }, { capabilities: { tools: {} } });
  let open: Promise<McpTool[]> | undefined;
  const tools = () => {
    open ??= openTools(context);
    return open;
  };
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: (await tools()).map(described),
  }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = (await tools()).find((item) => item.name === params.name);
    if (!tool) return toolRefusal(mcpMessages.unavailableTool);
    const { log } = context.actor;
    log.info({ apiToken: context.tokenId, tool: tool.name }, 'MCP tool call');
    try {
      return toolAnswer(await tool.run(context, validate(tool.input, params.arguments ?? {})));
    } catch (error) {
      return refusalOf(error, params.arguments, log);
    }
  });
  return server;
}
