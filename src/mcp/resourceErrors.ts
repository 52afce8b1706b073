import { type Lang, sentenceGap, series, translator } from '../lib/i18n/index.ts';
import { mcpMessages } from './mcpMessages.ts';

/**
 * MCP's "resource not found" (specification 2025-11-25, Resources › Error Handling: `-32002`, with
 * the URI in `data`); the SDK has no name for it.
 */
export const resourceNotFoundCode = -32002;

/**
 * A JSON-RPC error a handler throws: the SDK's server sends `code`, `message` and `data` of whatever
 * a handler throws. Not the SDK's `McpError`: that is the client's view of an error, and its message
 * already reads "MCP error <code>: …", which a client's own `McpError` would prefix a second time.
 */
export class ProtocolError extends Error {
	readonly code: number;
	readonly data: Record<string, unknown> | undefined;
	constructor(code: number, message: string, data?: Record<string, unknown>) {
		super(message);
		this.code = code;
		this.data = data;
	}
}

/** "No resource at <uri>", with the addresses it probably meant, in the server's language. */
export function resourceNotFound(uri: string, suggestions: readonly string[], lang: Lang) {
	const t = translator(mcpMessages, lang);
	const hint = suggestions.length
		? `${sentenceGap(lang)}${t('error.resourceDidYouMean', { suggestions: series(suggestions, lang) })}`
		: '';
	return new ProtocolError(resourceNotFoundCode, `${t('error.unknownResource', { uri })}${hint}`, {
		uri,
	});
}
