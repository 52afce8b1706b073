import { isJsonObject, ownMember as own } from './json/jsonValue.ts';

/**
 * What a parsed JSON value is: a bare envelope, an MCP tool result carrying one (in three possible
 * places), a JSON-RPC error, another server's error format, or something else. Lookups use
 * `Object.hasOwn`, so keys such as `__proto__` in the input are data, never inherited behaviour.
 */

/** Where the envelope is. For JSON text in `content[i].text`, also the text and its parsed value. */
export interface EnvelopeSite {
	/** Pointer of the envelope in the parsed input (for content text: of the text string). */
	pointer: string;
	/** Human-readable location for the detail line: `structuredContent.error`. */
	where: string;
	value: unknown;
	/** Set when the envelope is JSON text inside a string of the input. */
	text?: string;
}

/** The input kind, and where its envelope (or the member that tells the kind) is. */
export type Classification =
	| { kind: 'envelope'; site: EnvelopeSite }
	| {
			kind: 'mcp-tool-result';
			site: EnvelopeSite | null;
			/** Pointer of the tool result (`''`, or `/result` inside a JSON-RPC response). */
			pointer: string;
			/** The value of `isError` when it is not `true` (undefined when absent). */
			isErrorNotTrue: { value: unknown } | null;
	  }
	| { kind: 'jsonrpc-error'; pointer: string; code: unknown; message: unknown }
	| { kind: 'foreign-tool-error'; variant: 'meta' | 'errorCode' | 'hint'; pointer: string; where: string; code: unknown }
	| { kind: 'unknown-json'; reason: 'notObject' | 'unknownObject' };

function looksLikeEnvelope(value: unknown): boolean {
	return isJsonObject(value) && (Object.hasOwn(value, 'code') || Object.hasOwn(value, 'descriptor') || Object.hasOwn(value, 'recovery'));
}

function isToolResult(value: Record<string, unknown>): boolean {
	return (
		Object.hasOwn(value, 'isError') ||
		Object.hasOwn(value, 'structuredContent') ||
		Array.isArray(own(value, 'content')) ||
		own(own(value, '_meta'), 'errorCode') !== undefined
	);
}

/** Joins display paths: `result` + `structuredContent.error`. */
function joinWhere(prefix: string, where: string): string {
	return prefix === '' ? where : `${prefix}.${where}`;
}

/** The first `content[]` text item that parses to an object with `code`. */
function envelopeInContentText(content: unknown, pointer: string, where: string): EnvelopeSite | null {
	if (!Array.isArray(content)) return null;
	for (let i = 0; i < content.length; i++) {
		const text = own(content[i], 'text');
		if (typeof text !== 'string' || !text.trimStart().startsWith('{')) continue;
		let value: unknown;
		try {
			value = JSON.parse(text);
		} catch {
			continue;
		}
		if (isJsonObject(value) && Object.hasOwn(value, 'code'))
			return { pointer: `${pointer}/content/${i}/text`, where: joinWhere(where, `content[${i}].text`), value, text };
	}
	return null;
}

function classifyToolResult(result: Record<string, unknown>, pointer: string, where: string): Classification {
	const isError = own(result, 'isError');
	const isErrorNotTrue = isError === true ? null : { value: isError };
	const structured = own(result, 'structuredContent');
	const error = own(structured, 'error');
	if (error !== undefined) {
		const errorWhere = joinWhere(where, 'structuredContent.error');
		const errorPointer = `${pointer}/structuredContent/error`;
		if (own(error, 'error_code') !== undefined)
			return { kind: 'foreign-tool-error', variant: 'errorCode', pointer: `${errorPointer}/error_code`, where: errorWhere, code: own(error, 'error_code') };
		if (own(error, 'hint') !== undefined && own(error, 'code') !== undefined && own(error, 'descriptor') === undefined)
			return { kind: 'foreign-tool-error', variant: 'hint', pointer: `${errorPointer}/code`, where: errorWhere, code: own(error, 'code') };
		return { kind: 'mcp-tool-result', pointer, isErrorNotTrue, site: { pointer: errorPointer, where: errorWhere, value: error } };
	}
	if (looksLikeEnvelope(structured))
		return {
			kind: 'mcp-tool-result',
			pointer,
			isErrorNotTrue,
			site: { pointer: `${pointer}/structuredContent`, where: joinWhere(where, 'structuredContent'), value: structured },
		};
	const inText = envelopeInContentText(own(result, 'content'), pointer, where);
	if (inText) return { kind: 'mcp-tool-result', pointer, isErrorNotTrue, site: inText };
	const metaCode = own(own(result, '_meta'), 'errorCode');
	if (metaCode !== undefined)
		return { kind: 'foreign-tool-error', variant: 'meta', pointer: `${pointer}/_meta/errorCode`, where: joinWhere(where, '_meta.errorCode'), code: metaCode };
	return { kind: 'mcp-tool-result', pointer, isErrorNotTrue, site: null };
}

/** Tells what a parsed input is and where its envelope is, if it has one. */
export function classifyInput(root: unknown): Classification {
	if (!isJsonObject(root)) return { kind: 'unknown-json', reason: 'notObject' };
	if (Object.hasOwn(root, 'jsonrpc')) {
		const error = own(root, 'error');
		if (error !== undefined) return { kind: 'jsonrpc-error', pointer: '/error', code: own(error, 'code'), message: own(error, 'message') };
		// A tool result as it travels: inside a JSON-RPC response's `result`.
		const result = own(root, 'result');
		if (isJsonObject(result) && isToolResult(result)) return classifyToolResult(result, '/result', 'result');
		if (looksLikeEnvelope(result)) return { kind: 'envelope', site: { pointer: '/result', where: 'result', value: result } };
		return { kind: 'unknown-json', reason: 'unknownObject' };
	}
	if (isToolResult(root)) return classifyToolResult(root, '', '');
	if (looksLikeEnvelope(root)) return { kind: 'envelope', site: { pointer: '', where: '', value: root } };
	return { kind: 'unknown-json', reason: 'unknownObject' };
}
