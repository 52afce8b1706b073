import type { Lang } from '../../i18n/index.ts';
import { explain } from '../findings/explanations.ts';
import type { FindingCollector } from '../findings/findingCollector.ts';
import type { Report } from '../findings/rawFinding.ts';
import { inlineValue, jsonPreview } from '../findings/valuePreview.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import { isToolResult, joinWhere, parseObjectText } from './classification.ts';
import type { SurfaceTranslate } from './surfaceMessages.ts';
import type { IntentCallWrapper, SurfaceMatch, SurfaceReading } from './surfaceReader.ts';

/**
 * IntentCall's failure text (flutter-mcp-toolkit ≥ 4.0.0-dev.1, fact sheet §3): every fmt_* tool
 * failure reaches the client as `{"code","message","details"}` in `content[0].text` of a tool
 * result with `isError: true`, and the toolkit's error object is `details`. IntentCall's own
 * failures (validation_error, intent_execution_error) and app-registered tools put plain details
 * there instead (§3.4–3.5). The wrapper alone, pasted without its tool result, is read too.
 */

/** Exactly IntentCall's three members: the mapper writes these and nothing else. */
function isWrapper(value: unknown): value is Record<string, unknown> {
	if (!isJsonObject(value)) return false;
	const keys = Object.keys(value);
	return (
		keys.length === 3 &&
		Object.hasOwn(value, 'code') &&
		Object.hasOwn(value, 'message') &&
		Object.hasOwn(value, 'details')
	);
}

function isErrorObject(value: unknown): boolean {
	return (
		isJsonObject(value) && (Object.hasOwn(value, 'descriptor') || Object.hasOwn(value, 'recovery'))
	);
}

/**
 * IntentCall's own codes (intentcall_core in_memory_agent_registry.dart:150-160, the mapper's
 * `agent_error` default). Pasted alone, a wrapper with plain details is taken as IntentCall's only
 * for these: any other code there could as well be a broken error object of an older release.
 */
const intentCallCodes = new Set([
	'validation_error',
	'intent_execution_error',
	'intent_not_found',
	'agent_error',
]);

function toolResultAt(
	root: unknown,
): { result: Record<string, unknown>; pointer: string; where: string } | null {
	if (!isJsonObject(root)) return null;
	if (Object.hasOwn(root, 'jsonrpc')) {
		const result = own(root, 'result');
		return isJsonObject(result) && own(root, 'error') === undefined && isToolResult(result)
			? { result, pointer: '/result', where: 'result' }
			: null;
	}
	return isToolResult(root) ? { result: root, pointer: '', where: '' } : null;
}

/** The IntentCall wrapper in an MCP tool result (or JSON-RPC response carrying one). */
export function readIntentCallToolResult(root: unknown): SurfaceMatch | null {
	const found = toolResultAt(root);
	if (!found || own(found.result, 'structuredContent') !== undefined) return null;
	const { result, pointer, where } = found;
	const content = own(result, 'content');
	if (!Array.isArray(content)) return null;
	for (let i = 0; i < content.length; i++) {
		const value = parseObjectText(content[i]);
		if (!value) continue;
		const text = own(content[i], 'text') as string;
		if (!isWrapper(value)) return null;
		const textPointer = `${pointer}/content/${i}/text`;
		const details = own(value, 'details');
		const wrapper: IntentCallWrapper = {
			value,
			pointer: textPointer,
			text,
			errorObject: isErrorObject(details),
		};
		const isError = own(result, 'isError');
		return {
			surface: 'intentcall',
			intentCall: wrapper,
			classification: {
				kind: 'mcp-tool-result',
				pointer,
				isErrorNotTrue: isError === true ? null : { value: isError },
				plainTexts: [],
				site: wrapper.errorObject
					? {
							pointer: textPointer,
							where: joinWhere(where, `content[${i}].text → details`),
							value: details,
							text,
							inner: '/details',
						}
					: null,
			},
		};
	}
	return null;
}

/** IntentCall's wrapper text pasted alone. */
export function readIntentCallText(root: unknown): SurfaceMatch | null {
	if (!isWrapper(root)) return null;
	const details = own(root, 'details');
	const errorObject = isErrorObject(details);
	const code = own(root, 'code');
	if (
		!errorObject &&
		!(typeof code === 'string' && intentCallCodes.has(code) && isJsonObject(details))
	)
		return null;
	return {
		surface: 'intentcall',
		intentCall: { value: root, pointer: '', errorObject },
		classification: errorObject
			? { kind: 'envelope', site: { pointer: '/details', where: 'details', value: details } }
			: { kind: 'unknown-json', reason: 'unknownObject' },
	};
}

/** IntentCall's answer whose details are no error object: explained, no catalog code claimed. */
export function readIntentCallFailure(
	intentCall: IntentCallWrapper,
	lang: Lang,
	binary: string,
	report: Report,
): SurfaceReading {
	const code = own(intentCall.value, 'code');
	const message = own(intentCall.value, 'message');
	const explanation = explain(
		'intentCallFailure',
		{ code: inlineValue(code), message: inlineValue(message).slice(0, 200) },
		lang,
		binary,
	);
	report({
		severity: 'info',
		rule: 'explain.intentCallFailure',
		// In a tool result the wrapper is JSON text: the finding points at the string holding it.
		pointer: intentCall.text === undefined ? '/code' : intentCall.pointer,
		at: 'value',
		message: explanation.text,
	});
	return { detail: '', site: null, wrapper: null, explanation };
}

/** IntentCall copies the inner error's code and message into its own (handler_helpers.dart:47-52). */
export function checkIntentCallWrapper(
	intentCall: IntentCallWrapper,
	collector: FindingCollector,
	st: SurfaceTranslate,
): void {
	const inText = intentCall.text !== undefined;
	const doc = inText ? collector.embedded(intentCall.text!, intentCall.pointer) : collector.pasted;
	const base = inText ? '' : intentCall.pointer;
	const report = collector.reporter(doc);
	const outer = intentCall.value;
	const inner = own(outer, 'details');
	const code = own(inner, 'code');
	if (own(outer, 'code') !== code)
		report({
			severity: 'warning',
			rule: 'intentCall.codeMismatch',
			pointer: `${base}/code`,
			at: 'value',
			message: st('intentCall.codeMismatch', {
				actual: jsonPreview(own(outer, 'code')),
				code: inlineValue(code),
			}),
		});
	if (own(outer, 'message') !== own(inner, 'message'))
		report({
			severity: 'warning',
			rule: 'intentCall.messageMismatch',
			pointer: `${base}/message`,
			at: 'value',
			message: st('intentCall.messageMismatch'),
		});
}
