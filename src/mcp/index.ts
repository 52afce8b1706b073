/** The MCP server of `error-playbook mcp`: the one door to `src/mcp/`. Node only. */
export { createPlaybookServer, type PlaybookServerOptions } from './playbookServer.ts';
export { runStdioServer } from './stdioServer.ts';
export { mcpMessages } from './mcpMessages.ts';
