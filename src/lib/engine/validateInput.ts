import { checkContract, type ContractOutcome } from './contract/contractChecks.ts';
import type { EngineRegistry } from './engineRegistry.ts';
import { checkEnvelopeShape } from './shape/envelopeShape.ts';
import { explain } from './findings/explanations.ts';
import {
	createFindingCollector,
	type FindingCollector,
	type JsonDocument,
} from './findings/findingCollector.ts';
import { findingMessages, type FindingTranslate } from './findings/findingMessages.ts';
import { extractJson, maxDepth, structureOf, type JsonStructure } from './input/inputExtraction.ts';
import {
	type Classification,
	type CliWrapper,
	type DaemonRpc,
	type EnvelopeSite,
} from './surfaces/classification.ts';
import {
	doctorChecks,
	explainRpcError,
	recogniseText,
	type DoctorCheck,
	type ExplanationId,
	type PlainFailure,
} from './input/plainFailures.ts';
import type { Report } from './findings/rawFinding.ts';
import { shownExitStatus } from './input/transcript.ts';
import { detectRelease } from './contract/releaseDetection.ts';
import { readSurfaces } from './surfaces/index.ts';
import { surfaceMessages } from './surfaces/surfaceMessages.ts';
import {
	adviceInRelease,
	checkBatchSteps,
	checkIntentCallWrapper,
	detailOf,
	readIntentCallFailure,
} from './surfaces/surfaceChecks.ts';
import type { Lang } from '../i18n/index.ts';
import { templateTranslator } from './findings/templateTranslator.ts';
import type { Explanation, Finding, InputKind, ValidationResult } from './validationTypes.ts';
import { isJsonObject, ownMember } from './json/jsonValue.ts';
import { jsonPreview, typeKeyOf } from './findings/valuePreview.ts';

export type {
	Carrier,
	Explanation,
	Finding,
	InputKind,
	RecoveryAdvice,
	Severity,
	ValidationResult,
} from './validationTypes.ts';

/** Options of `validateInput`. */
export interface ValidateOptions {
	registry: EngineRegistry;
	lang: Lang;
	/** Inputs longer than this (UTF-16 code units) are refused unparsed. Default 5,000,000. */
	maxChars?: number;
}

/** The default size limit: far above any real envelope, low enough to parse in well under a second. */
export const defaultMaxChars = 5_000_000;

/**
 * A note that lists places (the other failing lines of a stream, elements of an array) names the
 * first ten and how many more: 100,000 failing lines made one note of 689 KB.
 */
const listedAtMost = 10;

function firstOf(items: string[]): { shown: string; count: string; more: string | null } {
	const more = items.length - listedAtMost;
	return {
		shown: items.slice(0, listedAtMost).join(', '),
		count: items.length.toLocaleString('en-US'),
		more: more > 0 ? more.toLocaleString('en-US') : null,
	};
}

/**
 * Validates pasted text: a bare envelope, an MCP tool result, a JSON-RPC response, a log excerpt
 * with JSON inside… Never throws, for any string. The cheap work comes first (JSON.parse, the
 * schema, the registry); positions are worked out only for findings that exist.
 */
export function validateInput(text: string, options: ValidateOptions): ValidationResult {
	try {
		return validate(text, options);
	} catch (error) {
		// Every path is meant to be total; this keeps a bug from blanking the playground.
		const t = templateTranslator(findingMessages, options.lang);
		const finding: Finding = {
			severity: 'error',
			rule: 'engine.internal',
			pointer: '',
			line: 1,
			column: 1,
			start: 0,
			end: 0,
			message: t('engine.internal', { error: String(error) }),
		};
		return resultOf('unknown-json', t('kind.unknownJson'), [finding]);
	}
}

function resultOf(
	inputKind: InputKind,
	inputKindDetail: string,
	findings: Finding[],
	rest: Partial<ValidationResult> = {},
): ValidationResult {
	return {
		verdict: findings.some((f) => f.severity === 'error') ? 'invalid' : 'valid',
		inputKind,
		inputKindDetail,
		extractedFrom: 'whole',
		carrier: { kind: 'whole' },
		envelopePointer: null,
		code: null,
		knownCode: false,
		codeStatus: null,
		explanation: null,
		findings,
		recovery: null,
		retry: null,
		...rest,
	};
}

/** Offset of the text's first character that is neither whitespace nor a byte order mark. */
function firstNonBlank(text: string): number {
	return text.search(/[^\s\ufeff]/);
}

/** A value as it appears inline in a message: a string without its quotes (escaped, cut when long). */
function inline(value: unknown): string {
	return typeof value === 'string' ? jsonPreview(value).slice(1, -1) : jsonPreview(value);
}

/** What stands where a syntax error is, as the message shows it: `"x"`, `U+000A`, or "the end of the text". */
function foundAt(text: string, offset: number, t: FindingTranslate): string {
	if (offset >= text.length) return t('found.end');
	const cp = text.codePointAt(offset)!;
	if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0xfeff)
		return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
	return `"${String.fromCodePoint(cp)}"`;
}

function validate(
	text: string,
	{ registry, lang, maxChars = defaultMaxChars }: ValidateOptions,
): ValidationResult {
	const t = templateTranslator(findingMessages, lang);
	if (text.length > maxChars) {
		const params = { size: text.length, limit: maxChars };
		const finding: Finding = {
			severity: 'error',
			rule: 'input.tooLarge',
			pointer: '',
			line: 1,
			column: 1,
			start: 0,
			end: 0,
			message: t('input.tooLarge', params),
		};
		return resultOf('too-large', t('kind.tooLarge', params), [finding]);
	}
	const extraction = extractJson(text);
	if (extraction.kind === 'empty')
		return { ...resultOf('empty', t('kind.empty'), []), verdict: 'none' };
	// Repeated keys are known only up to the depth limit.
	const uniqueKeys =
		extraction.kind === 'json' && extraction.duplicateCount === 0 && extraction.tooDeepAt === null;
	const collector = createFindingCollector(
		text,
		extraction.kind === 'json' ? extraction.start : 0,
		uniqueKeys,
	);
	const { pasted } = collector;
	if (extraction.bom)
		collector.addAt(
			pasted,
			{ severity: 'info', rule: 'input.bom', pointer: '', message: t('input.bom') },
			0,
			'char',
		);
	// A crash or a dart_mcp message is plain text, not broken JSON: say what it is.
	const explainPlain = (plain: PlainFailure): ValidationResult => {
		const explanation = explain(plain.id, plain.params, lang);
		collector.addAt(
			pasted,
			{ severity: 'info', rule: `explain.${plain.id}`, pointer: '', message: explanation.text },
			plain.offset,
			'line',
		);
		return {
			...resultOf('plain-failure', t('kind.plainFailure'), collector.placed()),
			verdict: 'not-envelope',
			explanation,
		};
	};
	if (extraction.kind === 'not-json') {
		const { brokenAt } = extraction;
		// Broken JSON is broken output even when a crash message stands beside it.
		const plain = brokenAt === null ? recogniseText(text) : null;
		if (plain) return explainPlain(plain);
		const { offset, reason } = extraction.error;
		const message = t(`syntax.${reason}`, { found: foundAt(text, offset, t) });
		collector.addAt(
			pasted,
			{ severity: 'error', rule: 'json.syntax', pointer: '', message },
			offset,
			'char',
		);
		const detail =
			brokenAt === null
				? t('kind.notJson')
				: brokenAt === firstNonBlank(text)
					? t('kind.brokenJson')
					: t('kind.brokenJsonInText', { ...collector.position(brokenAt) });
		return resultOf('not-json', detail, collector.placed());
	}
	const match = readSurfaces(extraction.value);
	const { classification } = match;
	// A crash transcript may hold some unrelated JSON (a --args value) that is no answer of the CLI.
	if (extraction.inText && classification.kind === 'unknown-json') {
		const plain = recogniseText(text);
		if (plain) return explainPlain(plain);
	}
	reportStructure(collector, pasted, extraction, t);

	const report = collector.reporter(pasted);
	const st = templateTranslator(surfaceMessages, lang);
	const intentCall = match.intentCall;
	const surface =
		intentCall && !intentCall.errorObject
			? readIntentCallFailure(intentCall, lang, report)
			: readSurface(classification, extraction.value, lang, t, report);
	const checked = surface.site ? checkEnvelope(surface.site, collector, registry, lang, t) : null;
	const outcome = checked ? checked.outcome : null;
	if (checked && intentCall) checkIntentCallWrapper(intentCall, collector, st);
	if (checked && outcome) checkBatchSteps(surface.site!, checked.base, outcome, st, checked.report);
	if (match.element && match.element.otherFailures.length) {
		const others = firstOf(match.element.otherFailures.map((i) => `[${i}]`));
		report({
			severity: 'info',
			rule: 'input.moreFailures',
			pointer: '',
			at: 'value',
			message: others.more
				? st('array.moreFailuresMany', {
						indexes: others.shown,
						count: others.count,
						more: others.more,
						index: match.element.index,
					})
				: st('array.moreFailures', { indexes: others.shown, index: match.element.index }),
		});
	}
	if (surface.wrapper && outcome)
		checkCliWrapper(surface.wrapper, text, extraction.start, outcome, collector, t, report);
	if (surface.rpc && outcome) checkDaemonRpc(surface.rpc, outcome, t, report);

	const { carrier } = extraction;
	if (carrier.kind === 'ndjson' && carrier.failureLines.length > 1) {
		const others = firstOf(carrier.failureLines.filter((l) => l !== carrier.line).map(String));
		collector.addAt(
			pasted,
			{
				severity: 'info',
				rule: 'input.moreFailures',
				pointer: '',
				message: others.more
					? t('input.moreFailuresMany', {
							lines: others.shown,
							count: others.count,
							more: others.more,
						})
					: t('input.moreFailures', { lines: others.shown }),
			},
			extraction.start,
			'line',
		);
	}
	const surfaceDetail = detailOf(match, surface.detail, st);
	const release = surface.site
		? detectRelease(
				registry,
				{
					surface: match.inner ?? match.surface,
					envelope: surface.site.value,
					meta: surface.wrapper ? ownMember(surface.wrapper.value, 'meta') : undefined,
					codeStatus: outcome ? outcome.codeStatus : null,
					addedIn: outcome?.entry?.addedIn,
				},
				lang,
			)
		: undefined;
	if (release?.mixed)
		report({
			severity: 'warning',
			rule: 'release.mixed',
			pointer: surface.site!.pointer,
			at: 'value',
			message: st('release.mixed', { evidence: release.evidence.join('; ') }),
		});
	const recovery = outcome
		? adviceInRelease(outcome, surface.site!.value, release, registry, st)
		: null;
	const detailLine =
		carrier.kind === 'ndjson'
			? t('kind.inStream', {
					detail: surfaceDetail,
					line: carrier.line,
					messages: carrier.messages,
				})
			: extraction.inText
				? t('kind.inText', { detail: surfaceDetail, ...collector.position(extraction.start) })
				: surfaceDetail;
	const findings = collector.placed();
	const failed = findings.some((f) => f.severity === 'error');
	// Built whole rather than spread over resultOf's defaults: this is every input's path.
	return {
		verdict: failed ? 'invalid' : surface.explanation ? 'not-envelope' : 'valid',
		inputKind:
			classification.kind === 'mcp-tool-result' && surface.explanation
				? 'plain-failure'
				: classification.kind,
		inputKindDetail: detailLine,
		extractedFrom: carrier.kind,
		carrier,
		envelopePointer: surface.site ? surface.site.pointer : null,
		code: outcome ? outcome.code : null,
		knownCode: outcome ? outcome.knownCode : false,
		codeStatus: outcome ? outcome.codeStatus : null,
		explanation: surface.explanation,
		findings,
		recovery,
		retry: outcome ? outcome.retry : null,
		...(release && { release }),
	};
}

/** What the surface around the error object says, and what to check besides the error object. */
export interface SurfaceReading {
	detail: string;
	site: EnvelopeSite | null;
	/** The CLI's `{ok,data,error,meta}` around the error object, if the surface has one. */
	wrapper: CliWrapper | null;
	rpc: DaemonRpc | null;
	explanation: Explanation | null;
}

function readSurface(
	c: Classification,
	root: unknown,
	lang: Lang,
	t: FindingTranslate,
	report: Report,
): SurfaceReading {
	const none = { site: null, wrapper: null, rpc: null, explanation: null };
	const explained = (
		id: ExplanationId,
		params: Record<string, string>,
		pointer: string,
		extra: Partial<Explanation> = {},
	): Explanation => {
		const explanation = { ...explain(id, params, lang), ...extra };
		report({
			severity: 'info',
			rule: `explain.${id}`,
			pointer,
			at: 'value',
			message: explanation.text,
		});
		return explanation;
	};
	switch (c.kind) {
		case 'unknown-json': {
			const message =
				c.reason === 'notObject'
					? t('input.notObject', { actual: t(typeKeyOf(root)) })
					: c.reason === 'jsonrpcMessage'
						? t('input.jsonrpcMessage')
						: t('input.unknownObject');
			report({ severity: 'error', rule: 'input.unknown', pointer: '', at: 'value', message });
			return { ...none, detail: t('kind.unknownJson') };
		}
		case 'jsonrpc-error': {
			// An uncaught error in resources/read arrives as -32000 whose message is the crash itself.
			const crash = typeof c.message === 'string' ? recogniseText(c.message) : null;
			if (crash)
				return {
					...none,
					detail: t('kind.jsonrpcError'),
					explanation: explained(crash.id, crash.params, `${c.pointer}/message`),
				};
			const { id, params } = explainRpcError(c.code, c.message, c.data);
			return {
				...none,
				detail: t('kind.jsonrpcError'),
				explanation: explained(id, { ...params, message: inline(c.message) }, c.pointer),
			};
		}
		case 'foreign-tool-error': {
			const message = t(foreignMessages[c.variant], { code: inline(c.code) });
			report({
				severity: 'error',
				rule: 'input.foreign',
				pointer: c.pointer,
				at: 'value',
				message,
			});
			return { ...none, detail: t('kind.foreign', { where: c.where }) };
		}
		case 'envelope':
			return { ...none, detail: t('kind.envelope'), site: c.site };
		case 'cli-output': {
			if (!c.site) {
				const error = ownMember(c.wrapper.value, 'error');
				report({
					severity: 'error',
					rule: 'cli.okWithoutError',
					pointer: `${c.wrapper.pointer}/error`,
					at: error === undefined ? 'parent' : 'value',
					message: t('cli.okWithoutError', {
						actual: error === undefined ? t('found.missing') : jsonPreview(error),
					}),
				});
			}
			return { ...none, detail: t('kind.cliOutput'), site: c.site, wrapper: c.wrapper };
		}
		case 'cli-success': {
			const data = ownMember(c.wrapper.value, 'data');
			const doctor = doctorChecks(data, `${c.wrapper.pointer}/data`);
			if (doctor && doctor.critical > 0)
				return {
					...none,
					detail: t('kind.doctor'),
					explanation: doctorExplanation(
						doctor.failing,
						doctor.critical,
						c.wrapper.pointer,
						lang,
						t,
						report,
					),
				};
			if (doctor)
				return {
					...none,
					detail: t('kind.doctor'),
					explanation: explained(
						'doctorPassed',
						{ warnings: String(doctor.failing.length) },
						c.wrapper.pointer,
					),
				};
			return {
				...none,
				detail: t('kind.cliSuccess'),
				explanation: explained('success', {}, c.wrapper.pointer),
			};
		}
		case 'watch-event': {
			// A failing event carries the CLI's whole stdout envelope in params.result (REAL-CLI §4).
			if (c.wrapper && ownMember(c.wrapper.value, 'ok') !== true)
				return {
					...none,
					detail: t('kind.watchEvent', { event: inline(c.event) }),
					site: c.site,
					wrapper: c.wrapper,
				};
			return {
				...none,
				detail: t('kind.watchEvent', { event: inline(c.event) }),
				explanation: explained('watchLifecycle', { event: inline(c.event) }, '/params'),
			};
		}
		case 'daemon-error':
			return { ...none, detail: t('kind.daemonError'), site: c.site, rpc: c.rpc };
		case 'mcp-resource-read': {
			const uri = typeof c.uri === 'string' ? inline(c.uri) : '?';
			if (!c.site)
				return {
					...none,
					detail: t('kind.resourceRead', { uri }),
					explanation: explained('success', {}, c.pointer),
				};
			return {
				...none,
				detail: t('kind.resourceReadError', { uri, where: c.site.where }),
				site: c.site,
			};
		}
		case 'mcp-tool-result': {
			const isError = c.isErrorNotTrue;
			if (c.site) {
				if (isError)
					report({
						severity: 'warning',
						rule: 'input.isErrorNotTrue',
						pointer: `${c.pointer}/isError`,
						at: isError.value === undefined ? 'parent' : 'value',
						message:
							isError.value === undefined
								? t('input.isErrorMissing')
								: t('input.isErrorNotTrue', { actual: jsonPreview(isError.value) }),
					});
				return { ...none, detail: t('kind.toolResult', { where: c.site.where }), site: c.site };
			}
			// dart_mcp's own failures (unknown tool, schema, an uncaught Error) are plain text.
			if (isError === null && c.plainTexts.length) {
				const first = c.plainTexts[0]!;
				const plain = recogniseText(first.text);
				if (plain?.id === 'schemaValidation') {
					const problems = c.plainTexts.map((p) => p.text.trim()).join('; ');
					return {
						...none,
						detail: t('kind.toolResultPlain'),
						explanation: explained(
							'schemaValidation',
							{ problem: problems, path: plain.params.path! },
							first.pointer,
						),
					};
				}
				const id = plain?.id ?? 'toolUncaughtError';
				const firstLine = first.text.split('\n', 1)[0]!.slice(0, 200);
				return {
					...none,
					detail: t('kind.toolResultPlain'),
					explanation: explained(id, { ...plain?.params, text: firstLine }, first.pointer),
				};
			}
			report({
				severity: 'error',
				rule: 'input.noEnvelope',
				pointer: c.pointer,
				at: 'value',
				message: t('input.noEnvelope'),
			});
			return { ...none, detail: t('kind.toolResultNoEnvelope') };
		}
	}
}

/** doctor's report with failing critical checks: exit 1, which is doctor_critical_failed (REAL-CLI §5). */
function doctorExplanation(
	failing: DoctorCheck[],
	critical: number,
	pointer: string,
	lang: Lang,
	t: FindingTranslate,
	report: Report,
): Explanation {
	const base = explain('doctorCriticalFailed', { critical: String(critical) }, lang);
	report({
		severity: 'info',
		rule: 'explain.doctorCriticalFailed',
		pointer,
		at: 'value',
		message: base.text,
	});
	for (const check of failing)
		report({
			severity: 'info',
			rule: 'doctor.check',
			pointer: `${check.pointer}/status`,
			at: 'value',
			message: t('doctor.check', {
				id: check.id,
				status: check.status,
				diagnostic: check.diagnostic,
			}),
		});
	return {
		...base,
		relatedCode: 'doctor_critical_failed',
		steps: failing.map((check) => ({
			label: `${check.id} (${check.status})`,
			command: check.fixCommand,
		})),
	};
}

/**
 * The CLI's stdout wrapper: `ok: false` goes with an error object and `data: null`; `meta` is `{}`
 * or the executor's (schemaVersion core-envelope/v1); and an exit status the transcript shows
 * after it is `descriptor.exitCode` (bin/flutter_mcp_cli.dart, results.dart:74-79).
 */
function checkCliWrapper(
	wrapper: CliWrapper,
	text: string,
	start: number,
	outcome: ContractOutcome,
	collector: FindingCollector,
	t: FindingTranslate,
	report: Report,
): void {
	const at = (member: string) => `${wrapper.pointer}/${member}`;
	const data = ownMember(wrapper.value, 'data');
	if (data !== undefined && data !== null)
		report({
			severity: 'warning',
			rule: 'cli.dataNotNull',
			pointer: at('data'),
			at: 'value',
			message: t('cli.dataNotNull', { actual: jsonPreview(data) }),
		});
	const meta = ownMember(wrapper.value, 'meta');
	if (meta !== undefined && !isJsonObject(meta))
		report({
			severity: 'error',
			rule: 'cli.meta',
			pointer: at('meta'),
			at: 'value',
			message: t('cli.metaType', { actual: t(typeKeyOf(meta)) }),
		});
	const version = ownMember(meta, 'schemaVersion');
	if (version !== undefined && version !== cliSchemaVersion)
		report({
			severity: 'warning',
			rule: 'cli.schemaVersion',
			pointer: at('meta/schemaVersion'),
			at: 'value',
			message: t('cli.schemaVersion', { actual: jsonPreview(version), expected: cliSchemaVersion }),
			expected: JSON.stringify(cliSchemaVersion),
			actual: jsonPreview(version),
		});
	const shown = shownExitStatus(text, start);
	const expected = outcome.entry ? outcome.entry.exitCode : null;
	if (shown && expected !== null && shown.status !== expected)
		collector.addAt(
			collector.pasted,
			{
				severity: 'warning',
				rule: 'cli.exitStatus',
				pointer: at('error/descriptor/exitCode'),
				message: t('cli.exitStatus', { shown: shown.status, expected, code: outcome.code ?? '' }),
				expected: String(expected),
				actual: String(shown.status),
			},
			shown.offset,
		);
}

const cliSchemaVersion = 'core-envelope/v1';

/** The daemon maps the code's httpLikeStatus to error.code (cli_daemon_server.dart:643-667). */
function checkDaemonRpc(
	rpc: DaemonRpc,
	outcome: ContractOutcome,
	t: FindingTranslate,
	report: Report,
): void {
	const entry = outcome.entry ?? undefined;
	const expected = entry?.cli?.daemonRpcCode;
	if (
		expected === undefined ||
		expected === null ||
		typeof rpc.code !== 'number' ||
		rpc.code === expected
	)
		return;
	report({
		severity: 'warning',
		rule: 'daemon.rpcCode',
		pointer: `${rpc.pointer}/code`,
		at: 'value',
		message: t('daemon.rpcCode', { actual: rpc.code, expected, code: entry!.code }),
		expected: String(expected),
		actual: String(rpc.code),
	});
}

const foreignMessages = {
	meta: 'input.foreignMeta',
	errorCode: 'input.foreignErrorCode',
	hint: 'input.foreignHint',
} as const;

/** Findings only the text can show: repeated keys and nesting past the limit. */
function reportStructure(
	collector: FindingCollector,
	doc: JsonDocument,
	{ duplicates, duplicateCount, tooDeepAt }: JsonStructure,
	t: FindingTranslate,
): void {
	for (const dup of duplicates) {
		const message = t('json.duplicateKey', {
			key: inline(dup.key),
			...collector.position(doc.toPasted(dup.firstOffset)),
		});
		collector.addAt(
			doc,
			{ severity: 'warning', rule: 'json.duplicateKey', pointer: dup.pointer, message },
			dup.offset,
		);
	}
	const last = duplicates[duplicates.length - 1];
	if (last && duplicateCount > duplicates.length) {
		const message = t('json.duplicateKeyMore', { count: duplicateCount - duplicates.length });
		collector.addAt(
			doc,
			{ severity: 'info', rule: 'json.duplicateKey', pointer: last.pointer, message },
			last.offset,
		);
	}
	if (tooDeepAt !== null)
		collector.addAt(
			doc,
			{
				severity: 'error',
				rule: 'input.tooDeep',
				pointer: '',
				message: t('input.tooDeep', { limit: maxDepth }),
			},
			tooDeepAt,
			'char',
		);
}

/** Shape and contract checks of the envelope at `site`, in the document that holds it. */
function checkEnvelope(
	site: EnvelopeSite,
	collector: FindingCollector,
	registry: EngineRegistry,
	lang: Lang,
	t: FindingTranslate,
): { outcome: ContractOutcome | null; report: Report; base: string } {
	let doc = collector.pasted;
	let base = site.pointer;
	if (site.text !== undefined) {
		doc = collector.embedded(site.text, site.pointer);
		base = site.inner ?? '';
		reportStructure(
			collector,
			doc,
			structureOf(site.text, doc.start, site.text.length, site.value),
			t,
		);
	}
	const report = collector.reporter(doc);
	checkEnvelopeShape(site.value, base, t, report);
	const outcome = isJsonObject(site.value)
		? checkContract(site.value, base, registry, lang, t, report)
		: null;
	return { outcome, report, base };
}
