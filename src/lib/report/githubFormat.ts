import type { Lang } from '../i18n/index.ts';
import { translator } from '../i18n/index.ts';
import { messageQuotesActual } from '../engine/index.ts';
import type { InputOutcome } from './inputOutcome.ts';
import { reportMessages } from './reportMessages.ts';
import { withoutControls } from './terminalText.ts';

/**
 * `validate --format github`: GitHub Actions workflow commands, which the runner turns into
 * annotations on the file, line and column (`::error file=…,line=…,col=…::message`). Errors and
 * warnings only: notes are not problems, and a step shows ten annotations of each kind at most.
 *
 * Escaping follows the runner's own (`@actions/core`, `command.ts`): in the message `%`, CR and LF;
 * in a property also `:` and `,`, which separate properties. Before that, the input's control, bidi
 * and invisible characters are escaped as everywhere else (`terminalText.ts`): the log viewer
 * renders ANSI sequences, and a line break of the input must not end the command early.
 */

function escapeData(text: string): string {
	return withoutControls(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
	return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(
	name: 'error' | 'warning' | 'notice',
	properties: Record<string, string | number | undefined>,
	message: string,
): string {
	const props = Object.entries(properties)
		.filter(([, value]) => value !== undefined)
		.map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
		.join(',');
	return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

/** The workflow commands of one input, one per line. */
export function githubAnnotations(outcome: InputOutcome, lang: Lang): string[] {
	const t = translator(reportMessages, lang);
	const file = outcome.artifact?.file;
	if (!('report' in outcome))
		return [
			command(
				'error',
				{ file, title: 'error-playbook' },
				t('annotation.unreadable', { message: outcome.error.message }),
			),
		];
	const { report, ends } = outcome;
	const lines: string[] = [];
	if (report.verdict === 'not-envelope')
		lines.push(
			command(
				'error',
				{ file, line: 1, col: 1, title: 'error-playbook' },
				t('annotation.notEnvelope', {
					title: report.explanation?.title ?? report.inputKindDetail,
				}),
			),
		);
	report.findings.forEach((f, i) => {
		if (f.severity === 'info') return;
		const end = ends[i];
		const extra = [
			f.expected !== undefined ? t('validate.expected', { value: f.expected }) : '',
			f.actual !== undefined && !messageQuotesActual(f.message, f.actual)
				? t('validate.actual', { value: f.actual })
				: '',
		].filter(Boolean);
		lines.push(
			command(
				f.severity,
				{
					file,
					line: f.line,
					col: f.column,
					endLine: end && f.end > f.start ? end.line : undefined,
					endColumn: end && f.end > f.start ? end.column : undefined,
					title: `error-playbook ${f.rule}`,
				},
				[f.message, ...(extra.length ? [extra.join('  ')] : [])].join('\n'),
			),
		);
	});
	return lines;
}
