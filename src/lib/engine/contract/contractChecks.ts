import { renameBinary } from './binaryName.ts';
import type { EngineCode, EngineRegistry } from '../registryTypes.ts';
import type { FindingTranslate } from '../findings/findingMessages.ts';
import { fixCommandPattern, fixCommandPatternOf, matchesFixCommand } from './fixCommandMatch.ts';
import { series, type Lang } from '../../i18n/index.ts';
import type { Report } from '../findings/rawFinding.ts';
import { fillCommand, placeholderValues } from './recoveryCommand.ts';
import { retryAdviceIn } from './retryAdvice.ts';
import { suggestCodes } from '../suggest.ts';
import type { RecoveryAdvice, ValidationResult } from '../validationTypes.ts';
import { isJsonObject, ownMember as own } from '../json/jsonValue.ts';
import { jsonPreview } from '../findings/valuePreview.ts';
import type { ErrorMembers } from '../shape/shapeIssues.ts';

/**
 * The error object against the registry: is the code known (else: added by a later release, or a
 * suggestion), do the descriptor facts match, is the fix command the contract's or one the real
 * CLI emits, is the code deprecated. Also derives what the result offers the reader: the recovery
 * as the CLI computes it (placeholders filled only from what the payload really carries) and the
 * retry advice.
 */

interface RegistryIndex {
	byCode: Map<string, EngineCode>;
	codes: string[];
	exitCodeNames: Map<number, string>;
	/** The releases' ids, oldest first: a release's place in the history. */
	order: string[];
	/** The binary later releases renamed the contract's to, if any. */
	laterBinary: string | undefined;
	/** Each code's recovery command in the contract's binary, with its pattern. */
	patterns: Map<string, { command: string; pattern: RegExp }>;
	/** The fix_command forms the CLI emits where they differ from the contract's, with their patterns. */
	cliForms: Map<string, { command: string; pattern: RegExp }[]>;
}

// Built once per registry object: the playground validates on every keystroke.
const indexes = new WeakMap<EngineRegistry, RegistryIndex>();

/** The binary later releases renamed the contract's to (`flutter-mcp-toolkit`), if any. */
function laterBinaryOf(registry: EngineRegistry): string | undefined {
	const contract = registry.releases[0]?.binary;
	return registry.releases.find((r) => r.binary !== contract)?.binary;
}

function indexOf(registry: EngineRegistry): RegistryIndex {
	let index = indexes.get(registry);
	if (!index) {
		// Commands are compared in the contract's binary: a later code's recovery, written in its
		// release's words, and a payload's fix_command are both brought to it first.
		const laterBinary = laterBinaryOf(registry);
		const contractBinary = registry.releases[0]?.binary ?? '';
		const inContract = (command: string) =>
			laterBinary ? renameBinary(command, laterBinary, contractBinary) : command;
		index = {
			byCode: new Map(registry.codes.map((c) => [c.code, c])),
			codes: registry.codes.map((c) => c.code),
			exitCodeNames: new Map(registry.exitCodes.map((e) => [e.exitCode, e.name])),
			order: registry.releases.map((r) => r.id),
			laterBinary,
			patterns: new Map(
				registry.codes.flatMap((c) =>
					c.recovery.kind === 'command'
						? [
								[
									c.code,
									{
										command: inContract(c.recovery.command),
										pattern: fixCommandPattern(inContract(c.recovery.command)),
									},
								] as const,
							]
						: [],
				),
			),
			cliForms: new Map(
				registry.codes.map((c) => [
					c.code,
					(c.cli?.recovery.fixCommands ?? [])
						.filter((command) => c.recovery.kind !== 'command' || command !== c.recovery.command)
						.map((command) => ({
							command: inContract(command),
							pattern: fixCommandPattern(inContract(command)),
						})),
				]),
			),
		};
		indexes.set(registry, index);
	}
	return index;
}

/**
 * The registry's entry for `code`, from the index the checks build: release detection reads the
 * code's status before the checks run (a registry's codes are unique: `crossChecks.ts`).
 */
export function codeEntry(registry: EngineRegistry, code: string): EngineCode | undefined {
	return indexOf(registry).byCode.get(code);
}

// The advice is a sentence per code and language: worked out once, not on every keystroke. It
// depends on the registry's backoffs too, and two registries may share their codes' entries.
const adviceCache = new WeakMap<
	EngineRegistry['exitCodes'],
	WeakMap<EngineCode, Partial<Record<Lang, ReturnType<typeof retryAdviceIn>>>>
>();

function retryAdviceOf(
	entry: EngineCode,
	registry: EngineRegistry,
	lang: Lang,
): ReturnType<typeof retryAdviceIn> {
	const { exitCodes } = registry;
	let byEntry = adviceCache.get(exitCodes);
	if (!byEntry) adviceCache.set(exitCodes, (byEntry = new WeakMap()));
	let byLang = byEntry.get(entry);
	if (!byLang) byEntry.set(entry, (byLang = {}));
	return (byLang[lang] ??= retryAdviceIn(exitCodes, entry, lang));
}

/** What the registry says about the envelope’s code, for the result. */
export interface ContractOutcome {
	code: string | null;
	knownCode: boolean;
	codeStatus: ValidationResult['codeStatus'];
	recovery: RecoveryAdvice | null;
	retry: ValidationResult['retry'];
	/** The registry's entry for the code: of the contract, or of the later release. */
	entry: EngineCode | null;
}

/** The descriptor facts a code has, from the registry or from a later release. */
type DescriptorFacts = Pick<
	EngineCode,
	'code' | 'retryable' | 'exitCode' | 'category' | 'httpLikeStatus'
>;

/**
 * A code's descriptor as the release at `at` (an index of the registry's releases; -1 when none
 * was detected) prints it: the values of its own entry, with each later release's changes up to
 * that one applied. Exit 68 is right for a release that prints 68.
 */
function descriptorAt(entry: EngineCode, at: number, order: readonly string[]): DescriptorFacts {
	if (!entry.byRelease || at < 0) return entry;
	const facts: DescriptorFacts = { ...entry };
	let changed = false;
	for (const { release, ...values } of entry.byRelease)
		if (order.indexOf(release) <= at) changed = Boolean(Object.assign(facts, values));
	return changed ? facts : entry;
}

function checkDescriptor(
	entry: DescriptorFacts,
	descriptor: unknown,
	base: string,
	index: RegistryIndex,
	t: FindingTranslate,
	report: Report,
): void {
	const at = (member: string) => `${base}/descriptor/${member}`;
	// The CLI's descriptor repeats the code first (error_codes.dart:22-28); the contract example omits it.
	const givenCode = own(descriptor, 'code');
	if (typeof givenCode === 'string' && givenCode !== entry.code)
		report({
			severity: 'error',
			rule: 'descriptor.codeMismatch',
			pointer: at('code'),
			at: 'value',
			message: t('descriptor.code', { actual: jsonPreview(givenCode), code: entry.code }),
			expected: JSON.stringify(entry.code),
			actual: jsonPreview(givenCode),
		});
	const mismatch = (member: string, expected: unknown, actual: unknown, message: string) =>
		report({
			severity: 'error',
			rule: 'descriptor.mismatch',
			pointer: at(member),
			at: 'value',
			message,
			// The registry's value as JSON text: jsonPreview writes a boolean or an integer with
			// String, a tenth of JSON.stringify's cost, and a category (a short name) as it does.
			expected: jsonPreview(expected),
			actual: jsonPreview(actual),
		});
	const code = entry.code;

	const retryable = own(descriptor, 'retryable');
	if (typeof retryable === 'boolean' && retryable !== entry.retryable)
		mismatch(
			'retryable',
			entry.retryable,
			retryable,
			t(entry.retryable ? 'descriptor.retryableTrue' : 'descriptor.retryableFalse', { code }),
		);
	const exitCode = own(descriptor, 'exitCode');
	if (typeof exitCode === 'number' && exitCode !== entry.exitCode) {
		const name = index.exitCodeNames.get(entry.exitCode) ?? '?';
		mismatch(
			'exitCode',
			entry.exitCode,
			exitCode,
			t('descriptor.exitCode', {
				actual: jsonPreview(exitCode),
				code,
				expected: entry.exitCode,
				name,
			}),
		);
	}
	const category = own(descriptor, 'category');
	if (typeof category === 'string' && category !== entry.category)
		mismatch(
			'category',
			entry.category,
			category,
			t('descriptor.category', {
				actual: jsonPreview(category),
				code,
				expected: JSON.stringify(entry.category),
			}),
		);
	const status = own(descriptor, 'httpLikeStatus');
	if (typeof status === 'number' && status !== entry.httpLikeStatus)
		mismatch(
			'httpLikeStatus',
			entry.httpLikeStatus,
			status,
			t('descriptor.httpLikeStatus', {
				actual: jsonPreview(status),
				code,
				expected: entry.httpLikeStatus,
			}),
		);
}

/**
 * `flutter-mcp-toolkit …` (the binary's name from 3.0.0 on) is the same command as
 * `flutter_mcp_cli …`: the rest must match.
 */
function withContractBinary(
	command: string,
	laterBinary: string | undefined,
	contractBinary: string,
): { command: string; renamed: boolean } {
	const trimmed = command.trim();
	if (!laterBinary) return { command: trimmed, renamed: false };
	const renamed = renameBinary(trimmed, laterBinary, contractBinary);
	return { command: renamed, renamed: renamed !== trimmed };
}

/** No release changed the code's command (most codes): one shared empty list. */
const noForms: readonly string[] = [];

function checkFixCommand(
	entry: EngineCode,
	fixCommand: unknown,
	base: string,
	index: RegistryIndex,
	registry: EngineRegistry,
	t: FindingTranslate,
	report: Report,
	releaseForms: readonly string[],
): void {
	if (typeof fixCommand !== 'string') return;
	// The command the release that printed it gives the code, where a release changed it.
	for (const form of releaseForms)
		if (matchesFixCommand(form, fixCommandPatternOf(form), fixCommand.trim())) return;
	const { laterBinary } = index;
	// The contract's binary is the first release's (releases.json), not a name written here.
	const { command: given, renamed } = withContractBinary(
		fixCommand,
		laterBinary,
		registry.releases[0]!.binary,
	);
	const pointer = `${base}/recovery/fix_command`;
	const note = (rule: string, message: string) =>
		report({ severity: 'info', rule, pointer, at: 'value', message });
	const matchesContract =
		entry.recovery.kind === 'command'
			? matchesFixCommand(
					index.patterns.get(entry.code)!.command,
					index.patterns.get(entry.code)!.pattern,
					given,
				)
			: given === entry.recovery.instruction.en.trim() ||
				given === entry.recovery.instruction['zh-TW'].trim();
	const cliForm = matchesContract
		? undefined
		: index.cliForms.get(entry.code)?.find((f) => matchesFixCommand(f.command, f.pattern, given));
	// A later code has no contract command to be "the same" as: its release's words are its own.
	if (renamed && !entry.addedIn && (matchesContract || cliForm))
		note(
			'recovery.laterBinary',
			t('recovery.laterBinary', { binary: laterBinary!, code: entry.code }),
		);
	if (matchesContract) return;
	if (cliForm) {
		const source = entry.cli.recovery.source;
		note(
			'recovery.cliForm',
			t(
				source === 'computed'
					? 'recovery.cliComputed'
					: source === 'static'
						? 'recovery.cliStatic'
						: 'recovery.cliFallback',
				// The contract's commit, as releases.json names it: the CLI's own wording is its code's there.
				{ code: entry.code, commit: registry.releases[0]!.id },
			),
		);
		return;
	}
	const expected =
		entry.recovery.kind === 'command' ? entry.recovery.command : entry.recovery.instruction.en;
	report({
		severity: 'warning',
		rule: 'recovery.fixCommandMismatch',
		pointer,
		at: 'value',
		message: t(
			entry.recovery.kind === 'command'
				? 'recovery.fixCommandMismatch'
				: 'recovery.instructionMismatch',
			{ code: entry.code },
		),
		expected: JSON.stringify(expected),
		actual: jsonPreview(fixCommand),
	});
}

function recoveryOf(
	entry: EngineCode,
	{ message, details }: ErrorMembers,
	base: string,
	lang: Lang,
	t: FindingTranslate,
	report: Report,
): RecoveryAdvice {
	const summary = entry.recovery.summary[lang];
	const printed = entry.cli?.recovery.fixCommands[0] ?? null;
	if (entry.recovery.kind === 'instruction')
		return {
			command: null,
			summary,
			instruction: entry.recovery.instruction[lang],
			printed,
			unfilled: [],
			unsafe: [],
		};
	const contractCommand = entry.recovery.command;
	const computedCommand =
		entry.cli?.recovery.source === 'computed'
			? entry.cli.recovery.fixCommands.find((c) => c !== contractCommand)
			: undefined;
	// Most commands have no placeholder: then nothing in the payload needs reading.
	const needsValues = contractCommand.includes('<') || computedCommand !== undefined;
	const values = needsValues
		? placeholderValues(entry.cli?.messages ?? [], message, details, base)
		: {};
	// connection_selection_required: the CLI itself names the first target (REAL-CLI §6); with a
	// target in details, its form is the command to run, else the contract's discover command.
	const contract = contractCommand;
	const computed = computedCommand;
	const fromComputed = computed === undefined ? null : fillCommand(computed, values);
	const filled =
		fromComputed && fromComputed.unfilled.length === 0
			? fromComputed
			: fillCommand(contract, values);
	// A target refused as unsafe is worth saying even though the discover command needs none.
	if (fromComputed && filled !== fromComputed)
		filled.unsafe.push(
			...fromComputed.unsafe.filter((u) => !filled.unsafe.some((f) => f.name === u.name)),
		);
	for (const { name, pointer, because } of filled.unsafe)
		report({
			severity: 'info',
			rule: 'recovery.unsafePlaceholder',
			pointer,
			at: 'value',
			message: t(
				because === 'option' ? 'recovery.optionPlaceholder' : 'recovery.unsafePlaceholder',
				{ name },
			),
		});
	return {
		command: filled.text,
		// The contract's summary describes its discover command; the computed get_vm form does
		// something else (English review 9 #2b).
		summary:
			filled === fromComputed ? (entry.cli?.recovery.computedSummary?.[lang] ?? summary) : summary,
		instruction: null,
		printed,
		unfilled: filled.unfilled,
		// Only beside the contract's command, which holds the example, and while a placeholder is
		// open: a token is filled only from a URI on the example's own port (pastedValues.ts).
		...(filled !== fromComputed &&
			filled.unfilled.length > 0 &&
			entry.recovery.fillAlso && { fillAlso: entry.recovery.fillAlso[lang] }),
		unsafe: filled.unsafe.map((u) => u.name),
	};
}

/** A `message` that is itself another error object's JSON: the registry gateway's double encoding. */
function reportNestedError(
	message: unknown,
	base: string,
	code: string,
	t: FindingTranslate,
	report: Report,
): void {
	if (
		typeof message !== 'string' ||
		!message.trimStart().startsWith('{') ||
		message.length > 100_000
	)
		return;
	let inner: unknown;
	try {
		inner = JSON.parse(message);
	} catch {
		return;
	}
	const innerCode = own(inner, 'code');
	if (isJsonObject(inner) && typeof innerCode === 'string')
		report({
			severity: 'info',
			rule: 'message.nestedError',
			pointer: `${base}/message`,
			at: 'value',
			message: t('message.nestedError', { inner: innerCode, code }),
		});
}

/**
 * Checks the envelope at `base` (an object whose shape may still be wrong), by its members, against
 * the registry.
 */
export function checkContract(
	members: ErrorMembers,
	base: string,
	registry: EngineRegistry,
	lang: Lang,
	t: FindingTranslate,
	report: Report,
	/** The release the payload was detected as (`detectRelease`), or null. */
	release: string | null = null,
): ContractOutcome {
	const given = members.code;
	const code = typeof given === 'string' ? given : null;
	if (code === null || code === '')
		return { code, knownCode: false, codeStatus: null, recovery: null, retry: null, entry: null };
	const index = indexOf(registry);
	const entry = index.byCode.get(code);
	if (!entry) {
		const suggestions = suggestCodes(code, index.codes);
		report({
			severity: 'error',
			rule: 'code.unknown',
			pointer: `${base}/code`,
			at: 'value',
			message: suggestions.length
				? t('code.unknownSuggest', {
						code: jsonPreview(code).slice(1, -1),
						suggestions: series(suggestions, lang),
					})
				: t('code.unknown', { code: jsonPreview(code).slice(1, -1) }),
			actual: jsonPreview(code),
			suggestions,
		});
		return {
			code,
			knownCode: false,
			codeStatus: 'unknown',
			recovery: null,
			retry: null,
			entry: null,
		};
	}
	if (entry.addedIn !== undefined) {
		const release = registry.releases.find((r) => r.id === entry.addedIn);
		report({
			severity: 'info',
			rule: 'code.later',
			pointer: `${base}/code`,
			at: 'value',
			message: t('code.later', {
				code,
				release: entry.addedIn,
				binary: release?.binary ?? '',
				// The meaning is a sentence; inside the parentheses its own stop would double the message's.
				meaning: entry.meaning[lang].replace(/[.。]$/u, ''),
			}),
		});
	}
	if (entry.deprecated) {
		const { since, replacement } = entry.deprecated;
		report({
			severity: 'warning',
			rule: 'code.deprecated',
			pointer: `${base}/code`,
			at: 'value',
			message: replacement
				? t('code.deprecated', { code, since, replacement })
				: t('code.deprecatedNoReplacement', { code, since }),
		});
	}
	const { order } = index;
	const at = release === null ? -1 : order.indexOf(release);
	if (entry.removedIn !== undefined && at >= 0 && at >= order.indexOf(entry.removedIn)) {
		const removing = registry.releases[order.indexOf(entry.removedIn)]!;
		report({
			severity: 'warning',
			rule: 'code.removed',
			pointer: `${base}/code`,
			at: 'value',
			message: t('code.removed', { code, release: `${removing.binary} ${removing.id}` }),
		});
	}
	// The values of the release that printed it: its descriptor and its retry advice follow them.
	const judged = descriptorAt(entry, at, order);
	checkDescriptor(judged, members.descriptor, base, index, t, report);
	checkFixCommand(
		entry,
		members.fix,
		base,
		index,
		registry,
		t,
		report,
		// The fix commands releases up to the detected one started to print.
		entry.recoveryByRelease && at >= 0
			? entry.recoveryByRelease
					.filter((change) => order.indexOf(change.release) <= at)
					.flatMap((change) => change.fixCommands)
			: noForms,
	);
	reportNestedError(members.message, base, code, t, report);
	const advice = retryAdviceOf(judged === entry ? entry : { ...entry, ...judged }, registry, lang);
	return {
		code,
		knownCode: true,
		codeStatus: entry.addedIn === undefined ? 'contract' : 'later',
		recovery: recoveryOf(entry, members, base, lang, t, report),
		retry: { label: advice.label, text: advice.text },
		entry,
	};
}
