import { clauses, type Lang } from '../i18n/index.ts';
import { checkContract, codeEntry, type ContractOutcome } from './contract/contractChecks.ts';
import { fixAdviser, fixBookFor } from './contract/fixStore.ts';
import { adviceInRelease } from './contract/releaseAdvice.ts';
import { detectRelease } from './contract/releaseDetection.ts';
import type { EngineRegistry } from './registryTypes.ts';
import { explain } from './findings/explanations.ts';
import {
	createFindingCollector,
	type FindingCollector,
	type JsonDocument,
} from './findings/findingCollector.ts';
import type { FindingTranslate } from './findings/findingMessages.ts';
import type { Report } from './findings/rawFinding.ts';
import { firstOf } from './findings/shortList.ts';
import { templateTranslator } from './findings/templateTranslator.ts';
import { inlineValue } from './findings/valuePreview.ts';
import { commandSpelling, fixCommandBinary } from './input/commandSpelling.ts';
import { extractJson, maxDepth, structureOf, type JsonStructure } from './input/inputExtraction.ts';
import { looksLike, meantAsJson } from './input/notCliOutput.ts';
import { recogniseText, type PlainFailure } from './input/plainFailures.ts';
import type { JsonSyntaxReason } from './json/jsonScan.ts';
import { isJsonObject, ownMember } from './json/jsonValue.ts';
import { messagesFor } from './messages/languageStore.ts';
import { nextStep } from './nextStep.ts';
import { checkEnvelopeShape } from './shape/envelopeShape.ts';
import { errorMembers, type ErrorMembers } from './shape/shapeIssues.ts';
import {
	checkBatchSteps,
	checkIntentCallWrapper,
	detailOf,
	readSurface,
	recogniseSurface,
	recogniseValue,
	reportOtherFailures,
	type EnvelopeSite,
} from './surfaces/index.ts';
import type { Finding, InputKind, ReleaseReading, ValidationResult } from './validationTypes.ts';

export type {
	Carrier,
	Explanation,
	Finding,
	FixAdvice,
	InputKind,
	NextPage,
	NextStep,
	RecoveryAdvice,
	Severity,
	ValidationResult,
} from './validationTypes.ts';

/** A result before its next step is added (`nextStep.ts` reads the rest of it). */
type ResultBody = Omit<ValidationResult, 'next'>;

/** What the texts speak of, settled while validating: the binary the reader runs, IntentCall's code. */
interface Speech {
	binary: string;
	intentCallCode?: string | undefined;
	/** Why the JSON is broken, for the next step: some breaks come from a cut paste, some never do. */
	syntaxReason?: JsonSyntaxReason | undefined;
	/** Whether a fix was chosen for the paste, and whether its cause must go before any retry. */
	fixChosen?: { changeFirst: boolean } | undefined;
	/** Whether the error object's own `descriptor.retryable` is `true` (an unknown code's next step). */
	ownRetryable?: boolean | undefined;
}

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
 * Validates pasted text: a bare envelope, an MCP tool result, a JSON-RPC response, a log excerpt
 * with JSON inside… Never throws, for any string. The cheap work comes first (JSON.parse, the
 * schema, the registry); positions are worked out only for findings that exist.
 */
export function validateInput(text: string, options: ValidateOptions): ValidationResult {
	// A language whose messages are not loaded is the caller's mistake, not the input's: it throws
	// here, outside the net below, with what to do (`messagesFor`), instead of becoming a finding.
	const messages = messagesFor(options.lang);
	const { registry, lang } = options;
	// Until the input tells otherwise, the binary people install (the newest release's).
	const speech: Speech = { binary: registry.releases[registry.releases.length - 1]?.binary ?? '' };
	try {
		const result = validate(text, options, speech);
		const { binary, intentCallCode, syntaxReason, fixChosen, ownRetryable } = speech;
		// The body is this call's own object: its next step is added to it, last, not copied with it.
		const validated = result as ValidationResult;
		validated.next = nextStep({
			result,
			text,
			registry,
			lang,
			binary,
			intentCallCode,
			syntaxReason,
			fixChosen,
			ownRetryable,
		});
		return validated;
	} catch (error) {
		// Every path is meant to be total; this keeps a bug from blanking the playground.
		const t = templateTranslator(messages.findings);
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
		return { ...resultOf('unknown-json', t('kind.unknownJson'), [finding]), next: null };
	}
}

function resultOf(
	inputKind: InputKind,
	inputKindDetail: string,
	findings: Finding[],
	rest: Partial<ResultBody> = {},
): ResultBody {
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

/** What stands where a syntax error is, as the message shows it: `"x"`, `U+000A`, or "the end of the text". */
function foundAt(text: string, offset: number, t: FindingTranslate): string {
	if (offset >= text.length) return t('found.end');
	const cp = text.codePointAt(offset)!;
	if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0xfeff)
		return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
	return `"${String.fromCodePoint(cp)}"`;
}

/** Per registry object, built on its first input: every input reads it, twice. */
const namesOf = new WeakMap<EngineRegistry, readonly string[]>();

/** Every name a release's binary has (`flutter_mcp_cli`, `flutter-mcp-toolkit`, `fmtk`). */
function binaryNames(registry: EngineRegistry): readonly string[] {
	let names = namesOf.get(registry);
	if (!names)
		namesOf.set(
			registry,
			(names = [...new Set(registry.releases.flatMap((r) => [r.binary, ...r.aliases]))]),
		);
	return names;
}

function validate(
	text: string,
	{ registry, lang, maxChars = defaultMaxChars }: ValidateOptions,
	speech: Speech,
): ResultBody {
	const t = templateTranslator(messagesFor(lang).findings, () => speech.binary);
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
	const extraction = extractJson(text, recogniseValue);
	if (extraction.kind === 'empty')
		return { ...resultOf('empty', t('kind.empty'), []), verdict: 'none' };
	const names = binaryNames(registry);
	// The reader's own spelling (`$ fmtk exec …`) first, then the payload's fix_command.
	const ran = commandSpelling(
		text,
		extraction.kind === 'json' ? extraction.start : text.length,
		names,
	);
	// No release installs the contract's flutter_mcp_cli: only a payload of the contract itself
	// (its fix_command) is spoken of in that name.
	const spelling = ran === registry.releases[0]?.binary ? null : ran;
	speech.binary = spelling ?? fixCommandBinary(text, names) ?? speech.binary;
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
	const explainPlain = (plain: PlainFailure): ResultBody => {
		const explanation = explain(plain.id, plain.params, lang, speech.binary);
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
		// Text in which no JSON opens and none of ours is quoted (an HTML page, a traceback, a Flutter
		// report, a log, prose) is no broken output: a neutral verdict saying what it is, not a
		// syntax error. Broken JSON meant as the CLI's keeps its error and its red verdict.
		if (brokenAt === null && !meantAsJson(text)) {
			const looks = looksLike(text);
			const explanation = explain(
				'notCliOutput',
				{ what: templateTranslator(messagesFor(lang).explanations)(`looks.${looks}`) },
				lang,
				speech.binary,
			);
			collector.addAt(
				pasted,
				{ severity: 'info', rule: 'explain.notCliOutput', pointer: '', message: explanation.text },
				firstNonBlank(text),
				'line',
			);
			return {
				// The title is a heading elsewhere; as the Input line it is a sentence, as every other
				// Input line is (zh-TW review 12, item 10).
				...resultOf(
					'not-json',
					t('kind.notCliOutput', { title: explanation.title }),
					collector.placed(),
				),
				verdict: 'not-envelope',
				explanation,
				looksLike: looks,
			};
		}
		const { offset, reason } = extraction.error;
		speech.syntaxReason = reason;
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
	const match = recogniseSurface(extraction.value);
	const { classification } = match;
	// A crash transcript may hold some unrelated JSON (a --args value) that is no answer of the CLI.
	if (extraction.inText && classification.kind === 'unknown-json') {
		const plain = recogniseText(text);
		if (plain) return explainPlain(plain);
	}
	reportStructure(collector, pasted, extraction, t);

	const report = collector.reporter(pasted);
	const st = templateTranslator(messagesFor(lang).surfaces, () => speech.binary);
	const { intentCall } = match;
	const surface = readSurface(match, {
		root: extraction.value,
		text,
		start: extraction.start,
		lang,
		binary: speech.binary,
		t,
		report,
		collector,
	});
	if (intentCall && !intentCall.errorObject) {
		const wrapperCode = ownMember(intentCall.value, 'code');
		if (typeof wrapperCode === 'string') speech.intentCallCode = wrapperCode;
	}
	// The error object's members, read once for the release and every check.
	const members = surface.site ? errorMembers(surface.site.value) : null;
	// The release before the checks, so that their texts name the binary it installs.
	const release = members
		? readRelease(
				registry,
				members,
				match.inner ?? match.surface,
				surface.wrapper ? ownMember(surface.wrapper.value, 'meta') : undefined,
				lang,
				spelling,
			)
		: undefined;
	if (release) speech.binary = release.spelling;
	if (members) speech.ownRetryable = ownMember(members.descriptor, 'retryable') === true;
	const checked = members
		? checkEnvelope(surface.site!, members, collector, registry, lang, t, release?.id ?? null)
		: null;
	const outcome = checked ? checked.outcome : null;
	if (checked && intentCall) checkIntentCallWrapper(intentCall, collector, st);
	if (checked && outcome) checkBatchSteps(surface.site!, checked.base, outcome, st, checked.report);
	reportOtherFailures(match, st, report);
	if (outcome) surface.afterContract?.(outcome);

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
	if (release?.mixed)
		report({
			severity: 'warning',
			rule: 'release.mixed',
			pointer: surface.site!.pointer,
			at: 'value',
			message: st('release.mixed', { evidence: clauses(release.evidence, lang) }),
		});
	const contractRecovery = outcome
		? adviceInRelease(outcome, members!, release, registry, st)
		: null;
	// Only a code the registry knows opens a branch, and fills its commands from the paste: a few
	// comparisons, and a scan of the text only when a placeholder is left. Until the playground has
	// fetched its language's fixes (on demand), the recovery stands as the payload fills it.
	const book = outcome?.entry ? fixBookFor(lang) : undefined;
	const advise = fixAdviser();
	const advised =
		book && advise && outcome
			? advise({
					text,
					members: members!,
					wrapper: surface.wrapper,
					base: checked!.base,
					outcome,
					kind: classification.kind,
					extraction,
					recovery: contractRecovery,
					release,
					registry,
					book,
					lang,
				})
			: null;
	const recovery = advised ? advised.recovery : contractRecovery;
	const fix = advised?.fix ?? null;
	if (fix) speech.fixChosen = { changeFirst: advised!.retry !== null };
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
	const body: ResultBody = {
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
		retry: outcome ? (advised?.retry ?? outcome.retry) : null,
	};
	// Added in this order, and only when there: the result's members keep their order.
	if (release) body.release = release;
	if (fix) body.fix = fix;
	if (advised) body.failure = advised.failure;
	return body;
}

/**
 * Which release printed the error object, and the binary to name to the reader. The code's status
 * is read from the registry as the contract checks read it, since the checks come after.
 */
function readRelease(
	registry: EngineRegistry,
	members: ErrorMembers,
	surface: Parameters<typeof detectRelease>[1]['surface'],
	meta: unknown,
	lang: Lang,
	spelling: string | null,
): NonNullable<ResultBody['release']> {
	const { code } = members;
	const entry = typeof code === 'string' && code !== '' ? codeEntry(registry, code) : undefined;
	const reading = detectRelease(
		registry,
		{
			surface,
			members,
			meta,
			codeStatus:
				typeof code !== 'string' || code === ''
					? null
					: entry
						? entry.addedIn === undefined
							? 'contract'
							: 'later'
						: 'unknown',
			addedIn: entry?.addedIn,
		},
		lang,
	);
	const contract = registry.releases[0];
	// flutter_mcp_cli is the contract snapshot's name alone; a release's payload gets the name the
	// transcript ran it by (`spelling` is never the contract's), its fix_command's, or the binary
	// the release installs.
	// The reading is this call's own object: the name is added to it rather than copied with it.
	const spoken = reading as ReleaseReading;
	if (contract && reading.id === contract.id) {
		spoken.spelling = contract.binary;
		return spoken;
	}
	const release = registry.releases.find((r) => r.id === reading.id);
	// An alias in a fix_command (`fmtk doctor --json`) marks no release but names the binary.
	const { fix } = members;
	const first = typeof fix === 'string' ? fix.trimStart().split(/\s/, 1)[0]! : '';
	const fixed = binaryNames(registry).includes(first) ? first : null;
	spoken.spelling =
		spelling ??
		(fixed !== contract?.binary ? fixed : null) ??
		release?.binary ??
		registry.releases[registry.releases.length - 1]!.binary;
	return spoken;
}

/** Findings only the text can show: repeated keys and nesting past the limit. */
function reportStructure(
	collector: FindingCollector,
	doc: JsonDocument,
	{ duplicates, duplicateCount, tooDeepAt }: JsonStructure,
	t: FindingTranslate,
): void {
	// Nearly every input: nothing to report.
	if (duplicates.length === 0 && tooDeepAt === null) return;
	for (const dup of duplicates) {
		const message = t('json.duplicateKey', {
			key: inlineValue(dup.key),
			...collector.position(doc.toPasted(dup.firstOffset)),
		});
		collector.addAt(
			doc,
			{ severity: 'warning', rule: 'json.duplicateKey', pointer: dup.pointer, message },
			dup.offset,
		);
	}
	// Not `duplicates[-1]` when there are none: a read past an array's end is a slow lookup.
	const last = duplicates.length > 0 ? duplicates[duplicates.length - 1] : undefined;
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
	members: ErrorMembers,
	collector: FindingCollector,
	registry: EngineRegistry,
	lang: Lang,
	t: FindingTranslate,
	release: string | null,
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
	checkEnvelopeShape(site.value, base, t, report, members);
	const outcome = isJsonObject(site.value)
		? checkContract(members, base, registry, lang, t, report, release)
		: null;
	return { outcome, report, base };
}
