import { contentTools } from './content-tools';
import { inboxTools } from './inbox-tools';
import { mediaTools } from './media-tools';
import type { McpTool } from './tool';

/** Every tool, in the order they are listed. */
export const mcpTools: readonly McpTool[] = [...contentTools, ...inboxTools, ...mediaTools];
