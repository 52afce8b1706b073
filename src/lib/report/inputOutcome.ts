import type { Lang } from '../i18n/index.ts';
import { pluralKey, translator } from '../i18n/index.ts';
import { lineColumnLookup, type LineColumn, type ValidationResult } from '../engine/index.ts';
import type { ValidateFilesOutput, ValidateOutput } from './outputSchema.ts';
import { reportMessages } from './reportMessages.ts';
import { validationJson } from './validationReport.ts';

/**
 * What `validate` found for each of its inputs, and the exit status they add up to: the model every
 * output format but text renders (JSON, GitHub workflow commands, SARIF, JUnit).
 */

/**
 * The exit status of `validate`, one per kind of outcome. 2 is an input that could not be read (or
 * a usage mistake, before any input is read), as it was before several inputs existed.
 */
export const exitCodes = { valid: 0, invalid: 1, unreadable: 2, notEnvelope: 3 } as const;
export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/**
 * Several inputs: the worst outcome is the exit status. An input that was not checked at all is the
 * worst (the run cannot vouch for it), then an invalid error object, then an input with none; a CI
 * job that accepts 3 (inputs without an error object, such as a success transcript) still fails on
 * a 1 among them.
 */
const worstFirst: readonly ExitCode[] = [2, 1, 3, 0];

export function worstExitCode(codes: Iterable<ExitCode>): ExitCode {
	let worst: ExitCode = 0;
	for (const code of codes) if (worstFirst.indexOf(code) < worstFirst.indexOf(worst)) worst = code;
	return worst;
}

/** The exit status of one checked input: its verdict. */
export function verdictExitCode(verdict: ValidationResult['verdict']): ExitCode {
	return verdict === 'valid'
		? exitCodes.valid
		: verdict === 'invalid'
			? exitCodes.invalid
			: exitCodes.notEnvelope;
}

/** Why an input was not checked (`error.reason` in the JSON output). */
export type ReadFailure =
	'not-found' | 'is-directory' | 'invalid-utf8' | 'too-large' | 'unreadable' | 'no-match';

/**
 * Where an input is, for the formats a code host reads: `file` as GitHub annotations want it (a
 * path relative to the working directory, which in a workflow is the repository), `uri` as SARIF
 * wants it (relative to `%SRCROOT%` when `relative`, else a `file:` URL). Absent for standard input.
 */
export interface Artifact {
	file: string;
	uri: string;
	relative: boolean;
}

/** One input, checked or not. `path` is the input as the reader named it (`-` for standard input). */
export type InputOutcome =
	| {
			path: string;
			artifact?: Artifact;
			exitCode: 0 | 1 | 3;
			report: ValidateOutput;
			/** Where each finding's text ends (exclusive), in the order of `report.findings`. */
			ends: LineColumn[];
	  }
	| {
			path: string;
			artifact?: Artifact;
			exitCode: 2;
			error: { reason: ReadFailure; message: string };
	  };

/** A checked input: its report (exactly `validate --json`'s for it alone) and its exit status. */
export function checkedInput(
	path: string,
	artifact: Artifact | undefined,
	text: string,
	result: ValidationResult,
	lang: Lang,
	site: string,
): InputOutcome {
	const report = validationJson(result, lang, site);
	// One table of line starts for all the findings, built as the engine builds its own.
	const at = lineColumnLookup(text);
	return {
		path,
		...(artifact && { artifact }),
		exitCode: verdictExitCode(result.verdict) as 0 | 1 | 3,
		report,
		ends: report.findings.map((f) => at(f.end)),
	};
}

/** Inputs by outcome, as the summary line and the JSON document count them. */
export function outcomeCounts(outcomes: readonly { exitCode: ExitCode }[]) {
	const count = (code: ExitCode) => outcomes.filter((o) => o.exitCode === code).length;
	return {
		inputs: outcomes.length,
		valid: count(0),
		invalid: count(1),
		notEnvelope: count(3),
		unreadable: count(2),
	};
}

/** The one line that ends the text and GitHub outputs of several inputs. */
export function summaryLine(counts: ReturnType<typeof outcomeCounts>, lang: Lang): string {
	return translator(reportMessages, lang)(pluralKey('summary.inputs', counts.inputs, lang), counts);
}

/**
 * `validate --json` for several inputs (or a directory or a glob, whose number of files the caller
 * cannot know): each input's own v1 report, unchanged, under `report`, or why it was not checked.
 */
export function inputsJson(outcomes: readonly InputOutcome[]): ValidateFilesOutput {
	return {
		exitCode: worstExitCode(outcomes.map((o) => o.exitCode)),
		counts: outcomeCounts(outcomes),
		files: outcomes.map(inputJson),
	};
}

/** One input's entry: also the whole output of one input that could not be read. */
export function inputJson(outcome: InputOutcome): ValidateFilesOutput['files'][number] {
	return 'report' in outcome
		? { path: outcome.path, exitCode: outcome.exitCode, report: outcome.report }
		: { path: outcome.path, exitCode: outcome.exitCode, error: outcome.error };
}
