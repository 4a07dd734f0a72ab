import type { Rule } from '@studio/contracts';
import type { z } from 'zod';
import type { Services } from '../services';
import type { Actor } from '../services/actor';

/** What a tool runs with: the services, and the token's actor every call passes to them. */
export interface ToolContext {
  services: Services;
  actor: Actor;
  /** The token's id, which the log names each call by. */
  tokenId: string;
}

/** One MCP tool: its arguments' schema (from the contracts), and the service calls it makes. */
export interface McpTool<S extends z.ZodObject = z.ZodObject> {
  name: string;
  description: string;
  /**
   * The access table's rules of the service calls it makes: it is listed, and may be called,
   * only when the token passes them all (the services check them again on every call).
   */
  rules: readonly Rule[];
  input: S;
  run(context: ToolContext, args: z.output<S>): Promise<unknown>;
}

/** A tool, its arguments typed by its schema. */
export const tool = <S extends z.ZodObject>(definition: McpTool<S>): McpTool<S> => definition;
