import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import {
	isCliWrapper,
	isToolResult,
	looksLikeEnvelope,
	type Classification,
} from './classification.ts';
import { classifyWrapper } from './cliStdout.ts';
import { classifyJsonRpc } from './jsonRpc.ts';
import { classifyResourceRead } from './mcpResourceRead.ts';
import { classifyToolResult } from './mcpToolResult.ts';

/**
 * The surfaces every release shares, asked in turn; the first to recognise the object classifies
 * it. Order matters where two could match: a JSON-RPC message first (its `result` or `error` is
 * another surface), and a bare error object last (a tool result or wrapper may have a `code`).
 */
const classicRecognisers: readonly ((root: Record<string, unknown>) => Classification | null)[] = [
	(root) => (Object.hasOwn(root, 'jsonrpc') ? classifyJsonRpc(root) : null),
	(root) => (isCliWrapper(root) ? classifyWrapper(root, '', '') : null),
	(root) =>
		Array.isArray(own(root, 'contents')) && !looksLikeEnvelope(root)
			? classifyResourceRead(root, '', '')
			: null,
	(root) => (isToolResult(root) ? classifyToolResult(root, '', '') : null),
	(root) =>
		looksLikeEnvelope(root)
			? { kind: 'envelope', site: { pointer: '', where: '', value: root } }
			: null,
];

/** Tells what a parsed input is and where its error object is, if it has one. */
export function classifyInput(root: unknown): Classification {
	if (!isJsonObject(root)) return { kind: 'unknown-json', reason: 'notObject' };
	for (const recognise of classicRecognisers) {
		const c = recognise(root);
		if (c) return c;
	}
	return { kind: 'unknown-json', reason: 'unknownObject' };
}
