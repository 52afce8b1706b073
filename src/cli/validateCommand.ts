import type { Lang } from '../lib/i18n/index.ts';
import { series, translator } from '../lib/i18n/index.ts';
import { defaultMaxChars, engineRegistry, validateInput, type ValidationResult } from '../lib/engine/index.ts';
import { cliMessages, type CliMessageKey } from './cliMessages.ts';
import { wrap } from './textLayout.ts';
import { readInput } from './readInput.ts';

/** `error-playbook validate <file | ->`: exit status 0 valid, 1 invalid, 2 unreadable input. */

/** Where a command writes. */
export interface Output {
	stdout: (text: string) => void;
	stderr: (text: string) => void;
}

/** The `--json` document. Its shape is documented and stable: change it only with the docs. */
export function validationJson(result: ValidationResult, lang: Lang) {
	const t = translator(cliMessages, lang);
	const recovery = result.recovery
		? { command: result.recovery.command, summary: result.recovery.summary }
		: {
				command: null,
				summary: result.code ? t('json.unknownCodeSummary', { code: result.code }) : t('json.noEnvelopeSummary'),
			};
	return {
		valid: result.verdict === 'valid',
		verdict: result.verdict,
		inputKind: result.inputKind,
		inputKindDetail: result.inputKindDetail,
		carrier: result.carrier,
		envelopePointer: result.envelopePointer,
		code: result.code,
		codeStatus: result.codeStatus,
		findings: result.findings.map(({ severity, rule, pointer, line, column, message, expected, actual, suggestions }) => ({
			severity,
			rule,
			pointer,
			line,
			column,
			message,
			...(expected !== undefined && { expected }),
			...(actual !== undefined && { actual }),
			...(suggestions !== undefined && { suggestions }),
		})),
		recovery: result.recovery ? { ...recovery, ...result.recovery } : recovery,
		retry: result.retry,
		explanation: result.explanation,
	};
}

/**
 * Control characters of the input (in a code, a key of a pointer) would act on the terminal: clear
 * it, set its title, hide or rewrite lines, start a fake line. They are shown escaped, as JSON
 * writes them (`\u001b`); tabs stay.
 */
const controlCharacters = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

function printable(line: string): string {
	return line.replace(controlCharacters, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The findings and the verdict as text for a terminal. */
export function validationText(result: ValidationResult, lang: Lang): string {
	const t = translator(cliMessages, lang);
	if (result.verdict === 'none') return `${t('validate.empty')}\n`;
	if (result.verdict === 'not-envelope' && result.explanation) return explanationText(result, t);
	const lines: string[] = [];
	for (const f of result.findings) {
		lines.push(`${t(`severity.${f.severity}`)} ${f.line}:${f.column} ${f.pointer || '(root)'}  ${f.message}`);
		const extra = [
			f.expected !== undefined ? t('validate.expected', { value: f.expected }) : '',
			f.actual !== undefined ? t('validate.actual', { value: f.actual }) : '',
			f.suggestions?.length ? t('validate.suggestions', { suggestions: series(f.suggestions, lang) }) : '',
		].filter(Boolean);
		if (extra.length) lines.push(`    ${extra.join('  ')}`);
	}
	if (!result.findings.length) lines.push(t('validate.noFindings'));
	const count = (severity: string) => result.findings.filter((f) => f.severity === severity).length;
	lines.push(
		'',
		t('validate.input', { detail: result.inputKindDetail }),
		t('validate.verdict', {
			verdict: t(result.verdict === 'valid' ? 'validate.valid' : 'validate.invalid'),
			counts: t('validate.counts', { errors: count('error'), warnings: count('warning'), infos: count('info') }),
		}),
	);
	if (result.code !== null) lines.push(t(result.knownCode ? 'validate.code' : 'validate.unknownCode', { code: result.code }));
	if (result.retry) lines.push(t('validate.retry', result.retry));
	const recovery = result.recovery;
	if (recovery?.command) {
		lines.push(t('validate.recovery', { command: recovery.command }), `          ${recovery.summary}`);
		if (recovery.unfilled.length) lines.push(t('validate.unfilled', { placeholders: series(recovery.unfilled.map((p) => `<${p}>`), lang) }));
	} else if (recovery?.instruction) lines.push(t('validate.instruction', { instruction: recovery.instruction }), `          ${recovery.summary}`);
	return `${lines.map(printable).join('\n')}\n`;
}

/** A known failure or success that is not an error object: what it is and what to do. */
function explanationText(result: ValidationResult, t: ReturnType<typeof translator<CliMessageKey>>): string {
	const explanation = result.explanation!;
	const lines = [
		t('validate.input', { detail: result.inputKindDetail }),
		t('validate.verdict', { verdict: t('validate.notEnvelope'), counts: explanation.title }),
		'',
		wrap(explanation.text, '', 100),
	];
	for (const step of explanation.steps) lines.push(`  - ${step.label}${step.command ? `: ${step.command}` : ''}`);
	if (explanation.relatedCode) lines.push(t('validate.code', { code: explanation.relatedCode }));
	return `${lines.map(printable).join('\n')}\n`;
}

/** Reads, validates and prints; returns the exit status. */
export async function validateCommand(path: string, options: { json: boolean; lang: Lang }, out: Output): Promise<number> {
	const t = translator(cliMessages, options.lang);
	const read = await readInput(path, defaultMaxChars);
	if (!read.ok) {
		const file = path === '-' ? t('input.stdin') : path;
		const message =
			read.error === 'unreadable'
				? t('error.unreadable', { file, reason: read.reason })
				: t(`error.${read.error}`, { file, limit: defaultMaxChars });
		out.stderr(`error-playbook: ${message}\n`);
		return 2;
	}
	const result = validateInput(read.text, { registry: engineRegistry, lang: options.lang });
	out.stdout(options.json ? `${JSON.stringify(validationJson(result, options.lang), null, 2)}\n` : validationText(result, options.lang));
	return result.verdict === 'valid' ? 0 : 1;
}
