/**
 * The views (`src/lib/views/`) as plain terminal text: a code page as the CLI's `explain` prints it
 * and the MCP server's `explain_code` answers it, one layout for both. It sits beside
 * `src/lib/markdown/`: it renders the models and queries the registry for nothing.
 */
export { codeText, wrapperText, type TerminalOptions } from './codeText.ts';
export { terminalMessages, type TerminalMessageKey } from './terminalMessages.ts';
