import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { safeJson } from '../lib/report/index.ts';

/**
 * The two kinds of answer a tool gives. A failure the caller can fix (an unknown code, a text too
 * large) is a result with `isError`, not a protocol error, so that the model reads the text and
 * acts on it (MCP specification 2025-11-25, Tools › Error Handling).
 */

/**
 * A success: the structured content the output schema describes; as the first text block, that
 * same content serialized ("a tool that returns structured content SHOULD also return the
 * serialized JSON in a TextContent block", Tools › Structured Content), so a client that reads only
 * `content` gets every field; the prose rendering follows as a second block. `safeJson` escapes
 * the bidi and C1 controls a pasted text may carry; the parsed value is unchanged.
 */
export function toolSuccess(
	structuredContent: Record<string, unknown>,
	prose: string,
): CallToolResult {
	return {
		content: [
			{ type: 'text', text: safeJson(structuredContent) },
			{ type: 'text', text: prose },
		],
		structuredContent,
	};
}

/** A failure the caller can act on, said in one text. */
export function toolFailure(text: string): CallToolResult {
	return { content: [{ type: 'text', text }], isError: true };
}
