import type { Lang } from '../i18n/index.ts';
import type { EngineRegistry } from './registryTypes.ts';
import { validateInput } from './validateInput.ts';
import type { Finding, ValidationResult } from './validationTypes.ts';

/**
 * Quick fixes: for findings with ONE obvious repair, the edit that makes it, in offsets of the
 * pasted text. Worked out from a finding's range, so only for findings that exist, and only where
 * the repair is beyond doubt:
 * - a descriptor value that disagrees with the registry (`descriptor.mismatch`,
 *   `descriptor.codeMismatch`): the registry's value, which the finding carries as `expected`;
 * - a missing `recovery`: the recovery flutter_mcp_cli prints for the code;
 * - an unknown code with a near match (`code.unknown`): the best suggestion, in `code` and, when it
 *   repeats the same wrong code, in `descriptor.code` too (one edit, so one undo step).
 * For an envelope sent as JSON text inside a string (an MCP `content[i].text`), the replacement is
 * escaped as that string literal needs. A text escaped twice over gets no fix: no single repair
 * there is obvious enough to write into it blindly.
 */
export interface QuickFix {
	/** Index of the finding in `ValidationResult.findings`. */
	finding: number;
	rule: string;
	pointer: string;
	/** What the button says: `set` (to `value`), `replaceCode` (with `value`), `addRecovery`. */
	label: { key: 'set' | 'replaceCode' | 'addRecovery'; value?: string };
	/** The text from `start` to `end` (UTF-16 offsets of the pasted text) becomes `replacement`. */
	start: number;
	end: number;
	replacement: string;
}

/** How deep the JSON at `offset` sits in string literals: 0 plain, 1 inside a JSON string, null deeper. */
type Nesting = 0 | 1 | null;

/**
 * Whether a member value at `start` is written plain or inside a JSON string: the quote that closes
 * its key is `"` in plain JSON and `\"` inside a string.
 */
function valueNesting(text: string, start: number): Nesting {
	let i = skipBack(text, start - 1);
	if (text[i] !== ':') return null;
	i = skipBack(text, i - 1);
	return quoteNesting(text, i);
}

/** The nesting of the quote at `quote`, by the backslashes before it. */
function quoteNesting(text: string, quote: number): Nesting {
	if (text[quote] !== '"') return null;
	let slashes = 0;
	while (text[quote - 1 - slashes] === '\\') slashes++;
	return slashes === 0 ? 0 : slashes === 1 ? 1 : null;
}

/** Back over whitespace, and over the `\n`, `\r`, `\t` escapes that stand for it inside a string. */
function skipBack(text: string, i: number): number {
	for (;;) {
		const c = text[i];
		if (c === ' ' || c === '\n' || c === '\r' || c === '\t') i--;
		else if ((c === 'n' || c === 'r' || c === 't') && text[i - 1] === '\\' && text[i - 2] !== '\\')
			i -= 2;
		else return i;
	}
}

/** `json` as it must be written at nesting `nesting`. */
function written(json: string, nesting: 0 | 1): string {
	return nesting === 0 ? json : JSON.stringify(json).slice(1, -1);
}

/**
 * The quick fixes for `result`, the validation of `text` with `registry` in `lang` (a fix may
 * validate its own result again, in the language whose messages are loaded).
 */
export function quickFixes(
	text: string,
	result: ValidationResult,
	registry: EngineRegistry,
	lang: Lang,
): QuickFix[] {
	const fixes: QuickFix[] = [];
	result.findings.forEach((finding, index) => {
		const fix = fixFor(text, result, finding, registry, lang);
		if (fix) fixes.push({ finding: index, rule: finding.rule, pointer: finding.pointer, ...fix });
	});
	return fixes;
}

type Edit = Pick<QuickFix, 'label' | 'start' | 'end' | 'replacement'>;

function fixFor(
	text: string,
	result: ValidationResult,
	finding: Finding,
	registry: EngineRegistry,
	lang: Lang,
): Edit | null {
	const { rule, start, end } = finding;
	if (
		(rule === 'descriptor.mismatch' || rule === 'descriptor.codeMismatch') &&
		finding.expected !== undefined
	) {
		const nesting = valueNesting(text, start);
		if (nesting === null) return null;
		return {
			label: { key: 'set', value: finding.expected },
			start,
			end,
			replacement: written(finding.expected, nesting),
		};
	}
	if (rule === 'code.unknown' && finding.suggestions?.length)
		return replaceCode(text, result, finding, finding.suggestions[0]!, registry, lang);
	if (rule === 'shape.missing' && finding.pointer.endsWith('/recovery') && result.code)
		return addRecovery(text, finding, result.code, registry);
	return null;
}

function replaceCode(
	text: string,
	result: ValidationResult,
	finding: Finding,
	code: string,
	registry: EngineRegistry,
	lang: Lang,
): Edit | null {
	const { start, end } = finding;
	const nesting = valueNesting(text, start);
	if (nesting === null) return null;
	const replacement = written(JSON.stringify(code), nesting);
	const label = { key: 'replaceCode', value: code } as const;
	// Once the code is known, a descriptor.code that repeats the old wrong code would disagree with
	// it: the engine itself finds that member, and the fix covers both in one edit.
	const fixed = text.slice(0, start) + replacement + text.slice(end);
	const after = validateInput(fixed, { registry, lang });
	const envelope = finding.pointer.slice(0, -'/code'.length);
	const repeat = after.findings.find(
		(f) => f.rule === 'descriptor.codeMismatch' && f.pointer === `${envelope}/descriptor/code`,
	);
	if (
		!repeat ||
		fixed.slice(repeat.start, repeat.end) !== text.slice(start, end) ||
		result.code === null
	)
		return { label, start, end, replacement };
	const delta = replacement.length - (end - start);
	// The descriptor may come before or after the code.
	if (repeat.start >= start + replacement.length) {
		const otherStart = repeat.start - delta;
		return {
			label,
			start,
			end: otherStart + (end - start),
			replacement: replacement + text.slice(end, otherStart) + replacement,
		};
	}
	return {
		label,
		start: repeat.start,
		end,
		replacement: replacement + text.slice(repeat.end, start) + replacement,
	};
}

function addRecovery(
	text: string,
	finding: Finding,
	code: string,
	registry: EngineRegistry,
): Edit | null {
	const entry = registry.codes.find((c) => c.code === code);
	if (!entry) return null;
	const { start, end } = finding;
	if (text[start] !== '{' || text[end - 1] !== '}') return null;
	// Plain or inside a string: the quote of the object's first key tells.
	const nesting = quoteNesting(text, text.indexOf('"', start));
	if (nesting === null) return null;
	const recovery = {
		summary: entry.cli?.recovery.summary ?? entry.recovery.summary.en,
		fix_command:
			entry.cli?.recovery.fixCommands[0] ??
			(entry.recovery.kind === 'command' ? entry.recovery.command : entry.recovery.instruction.en),
	};
	const object =
		nesting === 0 ? text.slice(start, end) : (JSON.parse(`"${text.slice(start, end)}"`) as string);
	// Laid out like the object it goes in: one member per line with its indent, or on one line.
	const memberIndent = /^\{[ \t]*\n([ \t]*)/.exec(object)?.[1];
	let member: string;
	if (memberIndent !== undefined) {
		const closingIndent = /\n([ \t]*)\}$/.exec(object)?.[1] ?? '';
		const unit =
			memberIndent.startsWith(closingIndent) && memberIndent.length > closingIndent.length
				? memberIndent.slice(closingIndent.length)
				: '  ';
		member = `,\n${memberIndent}"recovery": ${JSON.stringify(recovery, null, unit).replace(/\n/g, `\n${memberIndent}`)}`;
	} else {
		const spaced = /":\s/.test(object);
		member = `,${spaced ? ' ' : ''}"recovery":${spaced ? ' ' : ''}${JSON.stringify(recovery)}`;
	}
	const at = skipBack(text, end - 2) + 1;
	return {
		label: { key: 'addRecovery' },
		start: at,
		end: at,
		replacement: written(member, nesting),
	};
}
