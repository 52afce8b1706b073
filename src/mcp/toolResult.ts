import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * The two kinds of answer a tool gives. A failure the caller can fix (an unknown code, a text too
 * large) is a result with `isError`, not a protocol error, so that the model reads the text and
 * acts on it (MCP specification, "Error Handling" of tools).
 */

/** A success: the structured content the output schema describes, and a text rendering of it. */
export function toolSuccess(
	structuredContent: Record<string, unknown>,
	text: string,
): CallToolResult {
	return { content: [{ type: 'text', text }], structuredContent };
}

/** A failure the caller can act on, said in one text. */
export function toolFailure(text: string): CallToolResult {
	return { content: [{ type: 'text', text }], isError: true };
}
