import type { Lang } from '../i18n/index.ts';
import { translator } from '../i18n/index.ts';
import { outcomeCounts, type InputOutcome } from './inputOutcome.ts';
import { reportMessages } from './reportMessages.ts';
import { disarmLogCommands, withoutControls } from './terminalText.ts';

/**
 * `validate --format junit`: JUnit XML, which most CI systems show as a test report (GitLab, Jenkins,
 * Azure Pipelines, CircleCI, GitHub through a reporter action). One test case per input: passed
 * when valid, a `failure` when invalid or without an error object (its findings as the body), an
 * `error` when it could not be read. Warnings and notes of a valid input go to `system-out`.
 */

/**
 * Text for XML 1.0: the input's control, bidi and invisible characters and CI log commands escaped
 * as everywhere else (XML cannot carry most C0 controls at all; a CI job often prints the report),
 * lone surrogates and U+FFFE/U+FFFF too (not XML characters), then the five markup characters.
 */
function xml(text: string): string {
	const escaped = withoutControls(text)
		.replace(
			/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\ufffe\uffff]/g,
			(c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
		)
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;');
	// As character references, which a parser reads back as the same file name or value.
	return disarmLogCommands(escaped, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Text for an attribute value: a line feed as a character reference, which a parser keeps (a raw
 * one it reads as a space) and which starts no line in the log that shows the document.
 */
function xmlAttribute(text: string): string {
	return xml(text).replace(/\n/g, '&#10;');
}

const suite = 'error-playbook validate';

/** The JUnit XML document of a run. */
export function junitXml(outcomes: readonly InputOutcome[], lang: Lang): string {
	const t = translator(reportMessages, lang);
	const counts = outcomeCounts(outcomes);
	const failures = counts.invalid + counts.notEnvelope;
	const totals = `tests="${counts.inputs}" failures="${failures}" errors="${counts.unreadable}"`;
	const cases = outcomes.map((outcome) => {
		const open = `    <testcase classname="error-playbook.validate" name="${xmlAttribute(outcome.path)}" file="${xmlAttribute(outcome.path)}"`;
		if (!('report' in outcome))
			return `${open}>\n      <error type="${outcome.error.reason}" message="${xmlAttribute(outcome.error.message)}"/>\n    </testcase>`;
		const { report } = outcome;
		const findingLines = report.findings.map(
			(f) =>
				`${outcome.path}:${f.line}:${f.column}: ${t(`severity.${f.severity}`)} ${f.pointer ? `${f.pointer}  ` : ' '}${f.message}`,
		);
		if (report.verdict === 'valid')
			return findingLines.length
				? `${open}>\n      <system-out>${xml(findingLines.join('\n'))}</system-out>\n    </testcase>`
				: `${open}/>`;
		const message =
			report.verdict === 'invalid'
				? `${t('validate.invalid')} (${t('validate.counts', report.counts)})`
				: report.verdict === 'none'
					? t('finding.empty')
					: t('annotation.notEnvelope', {
							title: report.explanation?.title ?? report.inputKindDetail,
						});
		const body = [...findingLines, '', report.inputKindDetail].join('\n');
		const type = report.verdict === 'none' ? 'empty' : report.verdict;
		return `${open}>\n      <failure type="${type}" message="${xmlAttribute(message)}">${xml(body)}</failure>\n    </testcase>`;
	});
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		`<testsuites name="${suite}" ${totals}>`,
		`  <testsuite name="${suite}" ${totals} skipped="0">`,
		...cases,
		'  </testsuite>',
		'</testsuites>',
		'',
	].join('\n');
}
