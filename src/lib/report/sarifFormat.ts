import type { Lang } from '../i18n/index.ts';
import { translator } from '../i18n/index.ts';
import { messageQuotesActual } from '../engine/index.ts';
import { worstExitCode, type Artifact, type InputOutcome } from './inputOutcome.ts';
import { reportMessages } from './reportMessages.ts';

/**
 * `validate --format sarif`: one SARIF 2.1.0 log with one run, for code scanning (GitHub's
 * `upload-sarif`, Azure DevOps, IDE viewers). Each finding is a result at its region (line, column,
 * end, and the same place as UTF-16 offsets, the unit the engine counts in); an input without an
 * error object is one more result (`input.notEnvelope`), as in the GitHub format; an input that
 * could not be read is a tool execution notification, since nothing was analysed.
 * `tests/unit/report/sarif.test.ts` checks the output against the published SARIF 2.1.0 schema.
 *
 * The rules are the finding kinds the run reported (the engine's stable rule ids such as
 * `descriptor.mismatch`), each once, in order of appearance: the engine keeps no separate catalogue
 * of rules, and a rule no result uses tells a code host nothing.
 */

export interface SarifOptions {
	lang: Lang;
	/** The package's version, for `tool.driver.version`. */
	version: string;
	/** The site, for `tool.driver.informationUri`. */
	site: string;
	/** `file:` URL of the working directory (with a final slash): `%SRCROOT%` of relative paths. */
	srcRoot: string;
}

/**
 * A SARIF message's plain text reads `[text](target)` as a link (§3.11.6) and `{0}` as a placeholder
 * for `message.arguments` (§3.11.5). A message quotes the payload (`actual: "…"`), so a payload could
 * place a link to anywhere in a code host's alert, or make a viewer drop text: literal brackets are
 * written `\[` `\]` and braces doubled, as the specification asks.
 */
function messageText(text: string): { text: string } {
	return { text: text.replace(/[[\]]/g, '\\$&').replace(/[{}]/g, '$&$&') };
}

type Level = 'error' | 'warning' | 'note';
const levels: Record<'error' | 'warning' | 'info', Level> = {
	error: 'error',
	warning: 'warning',
	info: 'note',
};

function artifactLocation(artifact: Artifact | undefined, lang: Lang) {
	if (!artifact) return { description: { text: translator(reportMessages, lang)('input.stdin') } };
	return artifact.relative ? { uri: artifact.uri, uriBaseId: '%SRCROOT%' } : { uri: artifact.uri };
}

/** The SARIF log of a run, as a JSON value. */
export function sarifLog(outcomes: readonly InputOutcome[], options: SarifOptions) {
	const t = translator(reportMessages, options.lang);
	const rules: { id: string }[] = [];
	const ruleIndex = (id: string) => {
		let i = rules.findIndex((r) => r.id === id);
		if (i < 0) i = rules.push({ id }) - 1;
		return i;
	};
	const results: unknown[] = [];
	const notifications: unknown[] = [];
	for (const outcome of outcomes) {
		const location = artifactLocation(outcome.artifact, options.lang);
		if (!('report' in outcome)) {
			notifications.push({
				level: 'error',
				descriptor: { id: `input.${outcome.error.reason}` },
				message: messageText(outcome.error.message),
				locations: [{ physicalLocation: { artifactLocation: location } }],
			});
			continue;
		}
		const { report, ends } = outcome;
		if (report.verdict === 'not-envelope')
			results.push({
				ruleId: 'input.notEnvelope',
				ruleIndex: ruleIndex('input.notEnvelope'),
				level: 'error',
				message: messageText(
					t('annotation.notEnvelope', {
						title: report.explanation?.title ?? report.inputKindDetail,
					}),
				),
				locations: [
					{
						physicalLocation: {
							artifactLocation: location,
							region: { startLine: 1, startColumn: 1 },
						},
					},
				],
			});
		report.findings.forEach((f, i) => {
			const end = ends[i] ?? { line: f.line, column: f.column };
			const extra = [
				f.expected !== undefined ? t('validate.expected', { value: f.expected }) : '',
				f.actual !== undefined && !messageQuotesActual(f.message, f.actual)
					? t('validate.actual', { value: f.actual })
					: '',
			].filter(Boolean);
			results.push({
				ruleId: f.rule,
				ruleIndex: ruleIndex(f.rule),
				level: levels[f.severity],
				message: messageText([f.message, ...extra].join('  ')),
				locations: [
					{
						physicalLocation: {
							artifactLocation: location,
							region: {
								startLine: f.line,
								startColumn: f.column,
								endLine: end.line,
								endColumn: end.column,
								charOffset: f.start,
								charLength: f.end - f.start,
							},
						},
					},
				],
				properties: {
					pointer: f.pointer,
					...(report.code !== null && { code: report.code }),
				},
			});
		});
	}
	const exitCode = worstExitCode(outcomes.map((o) => o.exitCode));
	return {
		$schema:
			'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json',
		version: '2.1.0',
		runs: [
			{
				tool: {
					driver: {
						name: 'error-playbook',
						version: options.version,
						semanticVersion: options.version,
						informationUri: options.site,
						rules,
					},
				},
				invocations: [
					{
						// Every input read and checked; findings do not make a run unsuccessful.
						executionSuccessful: notifications.length === 0,
						exitCode,
						toolExecutionNotifications: notifications,
					},
				],
				originalUriBaseIds: { '%SRCROOT%': { uri: options.srcRoot } },
				columnKind: 'utf16CodeUnits',
				results,
			},
		],
	};
}
