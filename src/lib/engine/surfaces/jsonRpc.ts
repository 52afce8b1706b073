import { inlineValue } from '../findings/valuePreview.ts';
import type { FindingMessageKey } from '../findings/findingMessages.ts';
import {
	explainRpcError,
	isCrash,
	recogniseText,
	type ExplanationId,
} from '../input/plainFailures.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import {
	isCliWrapper,
	isToolResult,
	looksLikeEnvelope,
	type Classification,
} from './classification.ts';
import { classifyWrapper } from './cliStdout.ts';
import { classifyDaemonError } from './daemonError.ts';
import { classifyResourceRead } from './mcpResourceRead.ts';
import { classifyToolResult } from './mcpToolResult.ts';
import { explained, nothingToCheck, type ClassicReader } from './surfaceReader.ts';
import { classifyWatchEvent } from './watchEvent.ts';

/**
 * A JSON-RPC message: a daemon error (`daemonError.ts`), a `watch/event` (`watchEvent.ts`), a
 * response whose `result` is another surface, or a protocol error without an error object: the
 * protocol layer failed and no command ran.
 */
export function classifyJsonRpc(root: Record<string, unknown>): Classification {
	const error = own(root, 'error');
	if (error !== undefined)
		return (
			classifyDaemonError(error) ?? {
				kind: 'jsonrpc-error',
				pointer: '/error',
				code: own(error, 'code'),
				message: own(error, 'message'),
				data: own(error, 'data'),
			}
		);
	if (own(root, 'method') === 'watch/event') return classifyWatchEvent(root);
	const result = own(root, 'result');
	if (isJsonObject(result)) {
		if (isCliWrapper(result)) return classifyWrapper(result, '/result', 'result');
		if (Array.isArray(own(result, 'contents')))
			return classifyResourceRead(result, '/result', 'result');
		if (isToolResult(result)) return classifyToolResult(result, '/result', 'result');
		if (looksLikeEnvelope(result))
			return { kind: 'envelope', site: { pointer: '/result', where: 'result', value: result } };
	}
	return { kind: 'unknown-json', reason: 'jsonrpcMessage' };
}

/** A JSON-RPC error without an error object, explained. */
export const readJsonRpcError: ClassicReader<'jsonrpc-error'> = (c, ctx) => {
	// An uncaught error in resources/read arrives as -32000 whose message is the crash itself: the
	// server ran the call, so neither "no command ran" nor the one-shot CLI's exit 255 applies.
	const crash = typeof c.message === 'string' ? recogniseText(c.message) : null;
	if (crash && isCrash(crash.id))
		return {
			...nothingToCheck,
			detail: ctx.t('kind.jsonrpcCrash'),
			explanation: explained(ctx, crash.id, crash.params, `${c.pointer}/message`, true),
		};
	if (crash)
		return {
			...nothingToCheck,
			detail: ctx.t('kind.jsonrpcError'),
			explanation: explained(ctx, crash.id, crash.params, `${c.pointer}/message`),
		};
	const { id, params } = explainRpcError(c.code, c.message, c.data);
	return {
		...nothingToCheck,
		detail: ctx.t(rpcErrorKind(id, c.data)),
		explanation: explained(
			ctx,
			id,
			{ ...params, code: inlineValue(c.code), message: inlineValue(c.message) },
			c.pointer,
		),
	};
};

/**
 * What the input line says of a JSON-RPC error. Only the refusals (-32700 to -32602) promise that
 * no command ran; -32602 with a string `data.error` is the daemon's command parser
 * (cli_daemon_server.dart:487-491), not the MCP transport; -32000, a cancellation or an unknown
 * code may come after a command started.
 */
function rpcErrorKind(id: ExplanationId, data: unknown): FindingMessageKey {
	if (id === 'rpcInvalidParams' && typeof own(data, 'error') === 'string')
		return 'kind.jsonrpcDaemonRefused';
	return id === 'rpcParseError' ||
		id === 'rpcInvalidRequest' ||
		id === 'rpcMethodNotFound' ||
		id === 'rpcInvalidParams'
		? 'kind.jsonrpcError'
		: 'kind.jsonrpcOther';
}
