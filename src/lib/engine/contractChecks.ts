import type { EngineCode, EngineRegistry } from './engineRegistry.ts';
import type { FindingTranslate } from './findingMessages.ts';
import { fixCommandPattern, matchesFixCommand } from './fixCommandMatch.ts';
import { escapePointerSegment } from './json/jsonPointer.ts';
import type { Lang } from '../i18n/index.ts';
import type { Report } from './rawFinding.ts';
import { fillPlaceholders } from './recoveryCommand.ts';
import { retryAdvice } from './retryAdvice.ts';
import { suggestCodes } from './suggest.ts';
import type { RecoveryAdvice, ValidationResult } from './validationTypes.ts';
import { ownMember as own } from './json/jsonValue.ts';
import { jsonPreview } from './valuePreview.ts';

/**
 * The envelope against the registry: is the code known (else suggest one), do the descriptor facts
 * match the registry's, is the fix command the registry's, is the code deprecated. Also derives
 * what the result offers the reader: the registry's recovery (placeholders filled from `details`)
 * and its retry advice.
 */

interface RegistryIndex {
	byCode: Map<string, EngineCode>;
	codes: string[];
	exitCodeNames: Map<number, string>;
	patterns: Map<string, RegExp>;
}

// Built once per registry object: the playground validates on every keystroke.
const indexes = new WeakMap<EngineRegistry, RegistryIndex>();

function indexOf(registry: EngineRegistry): RegistryIndex {
	let index = indexes.get(registry);
	if (!index) {
		index = {
			byCode: new Map(registry.codes.map((c) => [c.code, c])),
			codes: registry.codes.map((c) => c.code),
			exitCodeNames: new Map(registry.exitCodes.map((e) => [e.exitCode, e.name])),
			patterns: new Map(registry.codes.flatMap((c) => (c.recovery.kind === 'command' ? [[c.code, fixCommandPattern(c.recovery.command)] as const] : []))),
		};
		indexes.set(registry, index);
	}
	return index;
}

/** What the registry says about the envelope’s code, for the result. */
export interface ContractOutcome {
	code: string | null;
	knownCode: boolean;
	recovery: RecoveryAdvice | null;
	retry: ValidationResult['retry'];
}

function checkDescriptor(entry: EngineCode, descriptor: unknown, base: string, index: RegistryIndex, t: FindingTranslate, report: Report): void {
	const at = (member: string) => `${base}/descriptor/${member}`;
	const mismatch = (member: string, expected: unknown, actual: unknown, message: string) =>
		report({ severity: 'error', rule: 'descriptor.mismatch', pointer: at(member), at: 'value', message, expected: JSON.stringify(expected), actual: jsonPreview(actual) });
	const code = entry.code;

	const retryable = own(descriptor, 'retryable');
	if (typeof retryable === 'boolean' && retryable !== entry.retryable)
		mismatch('retryable', entry.retryable, retryable, t(entry.retryable ? 'descriptor.retryableTrue' : 'descriptor.retryableFalse', { code }));
	const exitCode = own(descriptor, 'exitCode');
	if (typeof exitCode === 'number' && exitCode !== entry.exitCode) {
		const name = index.exitCodeNames.get(entry.exitCode) ?? '?';
		mismatch('exitCode', entry.exitCode, exitCode, t('descriptor.exitCode', { actual: jsonPreview(exitCode), code, expected: entry.exitCode, name }));
	}
	const category = own(descriptor, 'category');
	if (typeof category === 'string' && category !== entry.category)
		mismatch('category', entry.category, category, t('descriptor.category', { actual: jsonPreview(category), code, expected: JSON.stringify(entry.category) }));
	const status = own(descriptor, 'httpLikeStatus');
	if (typeof status === 'number' && status !== entry.httpLikeStatus)
		mismatch('httpLikeStatus', entry.httpLikeStatus, status, t('descriptor.httpLikeStatus', { actual: jsonPreview(status), code, expected: entry.httpLikeStatus }));
}

function checkFixCommand(entry: EngineCode, fixCommand: unknown, base: string, index: RegistryIndex, t: FindingTranslate, report: Report): void {
	if (typeof fixCommand !== 'string') return;
	const pointer = `${base}/recovery/fix_command`;
	if (entry.recovery.kind === 'command') {
		if (!matchesFixCommand(entry.recovery.command, index.patterns.get(entry.code)!, fixCommand))
			report({
				severity: 'warning',
				rule: 'recovery.fixCommandMismatch',
				pointer,
				at: 'value',
				message: t('recovery.fixCommandMismatch', { code: entry.code }),
				expected: JSON.stringify(entry.recovery.command),
				actual: jsonPreview(fixCommand),
			});
		return;
	}
	// The contract's instruction is English; the site's zh-TW example carries the translation.
	const given = fixCommand.trim();
	const { instruction } = entry.recovery;
	if (given !== instruction.en.trim() && given !== instruction['zh-TW'].trim())
		report({
			severity: 'warning',
			rule: 'recovery.fixCommandMismatch',
			pointer,
			at: 'value',
			message: t('recovery.instructionMismatch', { code: entry.code }),
			expected: JSON.stringify(instruction.en),
			actual: jsonPreview(fixCommand),
		});
}

function recoveryOf(registry: EngineRegistry, entry: EngineCode, details: unknown, base: string, lang: Lang, t: FindingTranslate, report: Report): RecoveryAdvice {
	const summary = entry.recovery.summary[lang];
	if (entry.recovery.kind === 'instruction')
		return { command: null, summary, instruction: entry.recovery.instruction[lang], unfilled: [], unsafe: [] };
	// fillPlaceholders reads only `name` and `detailsKey` of each placeholder, which the slim
	// engine registry has; its parameter type still names the full registry's records.
	const filled = fillPlaceholders(registry, entry.recovery.command, details);
	for (const { name, detailsKey } of filled.unsafe)
		report({
			severity: 'info',
			rule: 'recovery.unsafePlaceholder',
			pointer: `${base}/details/${escapePointerSegment(detailsKey)}`,
			at: 'value',
			message: t('recovery.unsafePlaceholder', { key: detailsKey, name }),
		});
	return { command: filled.text, summary, instruction: null, unfilled: filled.unfilled, unsafe: filled.unsafe.map((u) => u.name) };
}

/** Checks the envelope at `base` (an object whose shape may still be wrong) against the registry. */
export function checkContract(
	envelope: Record<string, unknown>,
	base: string,
	registry: EngineRegistry,
	lang: Lang,
	t: FindingTranslate,
	report: Report,
): ContractOutcome {
	const given = own(envelope, 'code');
	const code = typeof given === 'string' ? given : null;
	if (code === null || code === '') return { code, knownCode: false, recovery: null, retry: null };
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
				? t('code.unknownSuggest', { code: jsonPreview(code).slice(1, -1), suggestions: suggestions.join(', ') })
				: t('code.unknown', { code: jsonPreview(code).slice(1, -1) }),
			actual: jsonPreview(code),
			suggestions,
		});
		return { code, knownCode: false, recovery: null, retry: null };
	}
	if (entry.deprecated) {
		const { since, replacement } = entry.deprecated;
		report({
			severity: 'warning',
			rule: 'code.deprecated',
			pointer: `${base}/code`,
			at: 'value',
			message: replacement ? t('code.deprecated', { code, since, replacement }) : t('code.deprecatedNoReplacement', { code, since }),
		});
	}
	checkDescriptor(entry, own(envelope, 'descriptor'), base, index, t, report);
	checkFixCommand(entry, own(own(envelope, 'recovery'), 'fix_command'), base, index, t, report);
	const advice = retryAdvice(entry, lang);
	return {
		code,
		knownCode: true,
		recovery: recoveryOf(registry, entry, own(envelope, 'details'), base, lang, t, report),
		retry: { label: advice.label, text: advice.text },
	};
}
