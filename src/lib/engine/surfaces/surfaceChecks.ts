import type { Lang } from '../../i18n/index.ts';
import type { ContractOutcome } from '../contract/contractChecks.ts';
import type { EngineRegistry } from '../engineRegistry.ts';
import { explain } from '../findings/explanations.ts';
import type { FindingCollector } from '../findings/findingCollector.ts';
import type { EnvelopeSite } from './classification.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import type { Report } from '../findings/rawFinding.ts';
import type { IntentCallWrapper, SurfaceMatch } from './index.ts';
import type { SurfaceMessageKey } from './surfaceMessages.ts';
import type { SurfaceReading } from '../validateInput.ts';
import type { RecoveryAdvice, ReleaseReading } from '../validationTypes.ts';
import { jsonPreview } from '../findings/valuePreview.ts';
import { renameBinary } from '../contract/binaryName.ts';

/**
 * The checks and texts of the release-specific surfaces (`surfaces/`): IntentCall's wrapper, the
 * bundle step, arrays, batch's steps, and the recovery told in the detected release's words.
 */

type SurfaceTranslate = (
	key: SurfaceMessageKey,
	params?: Record<string, string | number>,
) => string;

function inline(value: unknown): string {
	return typeof value === 'string' ? jsonPreview(value).slice(1, -1) : jsonPreview(value);
}

/** IntentCall's answer whose details are no error object: explained, no catalog code claimed. */
export function readIntentCallFailure(
	intentCall: IntentCallWrapper,
	lang: Lang,
	report: Report,
): SurfaceReading {
	const code = own(intentCall.value, 'code');
	const message = own(intentCall.value, 'message');
	const explanation = explain(
		'intentCallFailure',
		{ code: inline(code), message: inline(message).slice(0, 200) },
		lang,
	);
	report({
		severity: 'info',
		rule: 'explain.intentCallFailure',
		// In a tool result the wrapper is JSON text: the finding points at the string holding it.
		pointer: intentCall.text === undefined ? '/code' : intentCall.pointer,
		at: 'value',
		message: explanation.text,
	});
	return { detail: '', site: null, wrapper: null, rpc: null, explanation };
}

/** The toolkit copies the inner error's code and message into IntentCall's (handler_helpers.dart:47-52). */
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
				code: inline(code),
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

/**
 * batch's `details.steps[]` (fact sheet §5): each failing step is named, and batch's own code is
 * the first failing step's. validate-runtime's steps are named too, but their codes are not
 * compared: its outer failure is not always a step's.
 */
export function checkBatchSteps(
	site: EnvelopeSite,
	base: string,
	outcome: ContractOutcome,
	st: SurfaceTranslate,
	report: Report,
): void {
	const details = own(site.value, 'details');
	const steps = own(details, 'steps');
	if (!Array.isArray(steps)) return;
	let first: string | null = null;
	let batchShape = own(details, 'summary') !== undefined;
	steps.forEach((step, i) => {
		const error = own(step, 'error');
		const code = own(error, 'code');
		if (!isJsonObject(step) || own(step, 'ok') === true || typeof code !== 'string') return;
		batchShape &&= Object.hasOwn(step, 'index');
		first ??= code;
		report({
			severity: 'info',
			rule: 'batch.failingStep',
			pointer: `${base}/details/steps/${i}/error/code`,
			at: 'value',
			message: st('batch.failingStep', {
				index: typeof own(step, 'index') === 'number' ? (own(step, 'index') as number) : i,
				name: inline(own(step, 'name')),
				code,
			}),
		});
	});
	if (batchShape && first !== null && outcome.code !== null && outcome.code !== first)
		report({
			severity: 'warning',
			rule: 'batch.codeMismatch',
			pointer: `${base}/code`,
			at: 'value',
			message: st('batch.codeMismatch', { actual: outcome.code, code: first }),
			expected: JSON.stringify(first),
			actual: JSON.stringify(outcome.code),
		});
}

/** `/result/content/0/text` → `result.content[0].text`. */
function whereOf(pointer: string): string {
	return pointer
		.slice(1)
		.split('/')
		.reduce(
			(where, part) =>
				/^\d+$/.test(part) ? `${where}[${part}]` : where === '' ? part : `${where}.${part}`,
			'',
		);
}

/** The detail line: the surface's own words for the new surfaces, else the classic reading's. */
export function detailOf(match: SurfaceMatch, detail: string, st: SurfaceTranslate): string {
	switch (match.surface) {
		case 'intentcall':
			return match.intentCall!.text === undefined
				? st('kind.intentCallText')
				: st('kind.intentCall', { where: whereOf(match.intentCall!.pointer) });
		case 'bundle-step':
			return match.classification.kind === 'cli-output'
				? st('kind.bundleStep', {
						name:
							typeof match.stepName === 'string'
								? match.stepName.replace(/[^a-zA-Z0-9._-]/g, '_')
								: '',
					})
				: detail;
		case 'array':
			return st('kind.array', {
				length: match.element!.length,
				index: match.element!.index,
				detail: detailOf({ ...match, surface: match.inner ?? 'classic' }, detail, st),
			});
		case 'classic':
			return detail;
	}
}

/**
 * The recovery in the detected release's words: a payload of flutter-mcp-toolkit gets its
 * commands with that binary (never flutter_mcp_cli, which no release installs), and a code the
 * catalog has no command for gets the payload's own fix_command, as what the CLI said.
 */
export function adviceInRelease(
	outcome: ContractOutcome,
	envelope: unknown,
	release: ReleaseReading | undefined,
	registry: EngineRegistry,
	st: SurfaceTranslate,
): RecoveryAdvice | null {
	const advice = outcome.recovery;
	if (!advice) {
		const fix = own(own(envelope, 'recovery'), 'fix_command');
		const summary = own(own(envelope, 'recovery'), 'summary');
		// A code the catalog does not know in a payload of a published release (one newer than
		// the catalog): what the payload itself says to run is the only advice there is, labelled
		// as such. A typo in a contract payload gets none: its finding names the code it meant.
		if (
			outcome.codeStatus !== 'unknown' ||
			!release?.atLeast ||
			typeof fix !== 'string' ||
			fix.trim() === ''
		)
			return null;
		return {
			command: fix.trim(),
			summary: typeof summary === 'string' ? summary : '',
			instruction: null,
			printed: fix,
			unfilled: [],
			unsafe: [],
			fromPayload: true,
			form: st('recovery.fromPayload', { code: outcome.code ?? '' }),
		};
	}
	// The contract's own words need no label: that is what the catalog shows everywhere.
	if (!release || !release.atLeast || release.label === null) return advice;
	const form = st('recovery.form', { label: release.label });
	const contractBinary = registry.releases[0]!.binary;
	const binary = registry.releases.find((r) => r.id === release.id)?.binary ?? contractBinary;
	const rename = (command: string | null) =>
		command === null ? null : renameBinary(command, contractBinary, binary);
	return { ...advice, command: rename(advice.command), printed: rename(advice.printed), form };
}
