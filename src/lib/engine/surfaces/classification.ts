import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';

/**
 * What a parsed JSON value is, among everything flutter_mcp_cli prints when it fails (REAL-CLI
 * §1–5): its stdout line `{ok,data,error,meta}`, a bare CoreError (MCP tool text, daemon
 * `error.data.error`), an MCP tool result or resource read, a daemon JSON-RPC error or a
 * `watch/event` notification; also protocol errors without an envelope, other servers' formats and
 * successes. The kinds and the small tests the surface modules share; each surface's recogniser
 * and reader live in its own module. Lookups use `Object.hasOwn`, so keys such as `__proto__` in
 * the input stay data.
 */

/** Where the error object is. For JSON text inside a string (`content[i].text`), also that text. */
export interface EnvelopeSite {
	/** Pointer of the error object in the parsed input (for JSON text: of the string holding it). */
	pointer: string;
	/** Human-readable location for the detail line: `content[0].text`, `error.data.error`. */
	where: string;
	value: unknown;
	/** Set when the error object is JSON text inside a string of the input. */
	text?: string;
	/** Pointer of the error object inside `text`'s document (IntentCall's `/details`); `''` when unset. */
	inner?: string;
}

/** The CLI's `{ok,data,error,meta}` wrapper around the error object, where the surface has one. */
export interface CliWrapper {
	/** Pointer of the wrapper object (`''`, `/params/result`). */
	pointer: string;
	value: Record<string, unknown>;
}

/** The parts of a daemon JSON-RPC error that the CLI derives from the error object. */
export interface DaemonRpc {
	/** Pointer of `error` in the message. */
	pointer: string;
	code: unknown;
	message: unknown;
}

export type Classification =
	/** A bare CoreError `{code,message,details,descriptor,recovery}`. */
	| { kind: 'envelope'; site: EnvelopeSite }
	/** The CLI's stdout with `ok: false`; `site` is null when `error` is missing or not an object. */
	| { kind: 'cli-output'; wrapper: CliWrapper; site: EnvelopeSite | null }
	/** The CLI's stdout with `ok: true` (or a daemon result / watch event carrying one). */
	| { kind: 'cli-success'; wrapper: CliWrapper }
	| {
			kind: 'mcp-tool-result';
			site: EnvelopeSite | null;
			/** Pointer of the tool result (`''`, or `/result` inside a JSON-RPC response). */
			pointer: string;
			/** The value of `isError` when it is not `true` (undefined when absent). */
			isErrorNotTrue: { value: unknown } | null;
			/** Texts of `content[]` that hold no JSON at all: what dart_mcp sends for its own failures. */
			plainTexts: { pointer: string; text: string }[];
	  }
	| { kind: 'mcp-resource-read'; site: EnvelopeSite | null; pointer: string; uri: unknown }
	| { kind: 'daemon-error'; site: EnvelopeSite; rpc: DaemonRpc }
	/** A `watch/event` notification; `wrapper` is the envelope in `params.result`, if the event carries one. */
	| { kind: 'watch-event'; event: unknown; wrapper: CliWrapper | null; site: EnvelopeSite | null }
	/** A JSON-RPC error without an error object: the protocol layer failed, no command ran. */
	| { kind: 'jsonrpc-error'; pointer: string; code: unknown; message: unknown; data: unknown }
	| {
			kind: 'foreign-tool-error';
			variant: 'meta' | 'errorCode' | 'hint';
			pointer: string;
			where: string;
			code: unknown;
	  }
	| { kind: 'unknown-json'; reason: 'notObject' | 'unknownObject' | 'jsonrpcMessage' };

/** Has one of the members only the error object has. */
export function looksLikeEnvelope(value: unknown): boolean {
	return (
		isJsonObject(value) &&
		(Object.hasOwn(value, 'code') ||
			Object.hasOwn(value, 'descriptor') ||
			Object.hasOwn(value, 'recovery'))
	);
}

/** `{ok, …}` with at least one other member of the CLI's wrapper: `data`, `error` or `meta`. */
export function isCliWrapper(value: unknown): value is Record<string, unknown> {
	return (
		isJsonObject(value) &&
		Object.hasOwn(value, 'ok') &&
		(Object.hasOwn(value, 'error') || Object.hasOwn(value, 'data') || Object.hasOwn(value, 'meta'))
	);
}

export function isToolResult(value: Record<string, unknown>): boolean {
	return (
		Object.hasOwn(value, 'isError') ||
		Object.hasOwn(value, 'structuredContent') ||
		Array.isArray(own(value, 'content')) ||
		own(own(value, '_meta'), 'errorCode') !== undefined
	);
}

/** Joins display paths: `result` + `structuredContent.error`. */
export function joinWhere(prefix: string, where: string): string {
	return prefix === '' ? where : `${prefix}.${where}`;
}

/** The error object of a wrapper: `error` when it is an object, else null. */
export function wrapperSite(wrapper: CliWrapper, where: string): EnvelopeSite | null {
	const error = own(wrapper.value, 'error');
	return isJsonObject(error)
		? { pointer: `${wrapper.pointer}/error`, where: joinWhere(where, 'error'), value: error }
		: null;
}

/**
 * Parses the `text` of `item` (a content item of a tool result) when it holds a JSON object, or
 * returns undefined.
 */
export function parseObjectText(item: unknown): Record<string, unknown> | undefined {
	// The IntentCall reader and the classic tool-result reading ask for the same `content[i].text`
	// one after the other: the last answer is kept, so an MCP tool result is parsed once, not twice.
	// The key is the item object, which each parse of a pasted text makes anew: a key of the text
	// alone would let the next paste of the same text skip the parse, which only a benchmark does.
	// The engine never mutates a parsed value, so sharing it is safe.
	if (item === lastItem && item !== undefined) return lastValue;
	const text = own(item, 'text');
	if (typeof text !== 'string' || !text.trimStart().startsWith('{')) return undefined;
	let value: Record<string, unknown> | undefined;
	try {
		const parsed: unknown = JSON.parse(text);
		value = isJsonObject(parsed) ? parsed : undefined;
	} catch {
		value = undefined;
	}
	lastItem = item;
	lastValue = value;
	return value;
}

let lastItem: unknown;
let lastValue: Record<string, unknown> | undefined;

/** The first item of `items` whose `text` parses to an error object (a JSON object with `code`). */
export function envelopeInTexts(
	items: unknown,
	member: string,
	pointer: string,
	where: string,
): EnvelopeSite | null {
	if (!Array.isArray(items)) return null;
	for (let i = 0; i < items.length; i++) {
		const value = parseObjectText(items[i]);
		if (value && Object.hasOwn(value, 'code'))
			return {
				pointer: `${pointer}/${member}/${i}/text`,
				where: joinWhere(where, `${member}[${i}].text`),
				value,
				text: own(items[i], 'text') as string,
			};
	}
	return null;
}

/** True when a message reports a failure the engine can check or explain (used to pick one in a stream). */
export function isFailure(c: Classification): boolean {
	switch (c.kind) {
		case 'envelope':
		case 'cli-output':
		case 'daemon-error':
		case 'jsonrpc-error':
		case 'foreign-tool-error':
			return true;
		case 'mcp-tool-result':
			return c.site !== null || c.isErrorNotTrue === null;
		case 'mcp-resource-read':
		case 'watch-event':
			return c.site !== null;
		default:
			return false;
	}
}
