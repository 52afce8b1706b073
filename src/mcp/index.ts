/**
 * The MCP server of `error-playbook mcp`: the one door to `src/mcp/`. Node only, loaded only by the
 * CLI's `mcp` command (`tests/unit/architecture/layers.test.ts`).
 */
export { maxMessageBytes, runStdioServer } from './stdioServer.ts';
export { mcpMessages } from './mcpMessages.ts';
/** For the tests that hold every caller of `resolveCode` to one answer. */
export { explainCode } from './explainCode.ts';
/** For tests that drive the server in process, through the SDK's client over an in-memory pair. */
export { createPlaybookServer } from './playbookServer.ts';
