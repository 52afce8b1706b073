import { relative, resolve, sep, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { translator } from '../lib/i18n/index.ts';
import { defaultMaxChars, engineRegistry, validateInput } from '../lib/engine/index.ts';
import {
	checkedInput,
	githubAnnotations,
	inputJson,
	inputsJson,
	junitXml,
	outcomeCounts,
	reportMessages,
	safeJson,
	sarifLog,
	summaryLine,
	validationText,
	verdictExitCode,
	visible,
	worstExitCode,
	type Artifact,
	type ExitCode,
	type InputOutcome,
	type Output,
	type PrintOptions,
	type ReadFailure,
} from '../lib/report/index.ts';
import type { Format } from './args.ts';
import { cliMessages } from './cliMessages.ts';
import { expandInputs, type InputSource } from './inputs.ts';
import { readInput, type ReadResult } from './readInput.ts';

/**
 * `error-playbook validate <path | directory | glob | ->…`: every input checked in one process, the
 * results in one format, and one exit status, the worst input's (`inputOutcome.ts`): 0 valid,
 * 1 invalid, 3 no error object, 2 not read.
 *
 * One argument naming one file (or `-`) prints what it always printed: the v1 report for `--json`.
 * Several arguments, a directory or a glob print the several-inputs documents (`--json`: `files`),
 * whatever number of files they turn out to hold, so a script sees one shape per command line.
 */

export interface ValidateOptions extends PrintOptions {
	format: Format;
	/** The package's version, for SARIF's `tool.driver`. */
	version: string;
	/** The working directory: GitHub annotations and SARIF locate files relative to it. */
	cwd: string;
	/** Standard input, when not the process's (`RunContext.stdin`). */
	stdin?: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

const readFailures: Record<Exclude<ReadResult, { ok: true }>['error'], ReadFailure> = {
	notFound: 'not-found',
	isDirectory: 'is-directory',
	invalidUtf8: 'invalid-utf8',
	tooLarge: 'too-large',
	unreadable: 'unreadable',
};

/** Where a file is for a code host: relative to the working directory when it is inside it. */
function artifactOf(path: string, cwd: string): Artifact {
	const absolute = resolve(cwd, path);
	const rel = relative(cwd, absolute);
	if (rel && !rel.startsWith('..') && !isAbsolute(rel)) {
		const segments = rel.split(sep);
		return {
			file: segments.join('/'),
			uri: segments.map(encodeURIComponent).join('/'),
			relative: true,
		};
	}
	return { file: absolute, uri: pathToFileURL(absolute).href, relative: false };
}

/** Reads, validates and prints every input; returns the exit status. */
export async function validateCommand(
	args: readonly string[],
	options: ValidateOptions,
	out: Output,
): Promise<ExitCode> {
	const { lang, format } = options;
	const t = translator(cliMessages, lang);
	const r = translator(reportMessages, lang);
	const { inputs, expanded } = await expandInputs(args);
	const single = args.length === 1 && !expanded;
	// Shown where a file name would be: `-` says nothing to a reader of a log.
	const shown = (input: InputSource) => (input.kind === 'stdin' ? '<stdin>' : input.path);
	const outcomes: InputOutcome[] = [];
	const statuses: { exitCode: ExitCode }[] = [];

	for (const input of inputs) {
		const artifact = input.kind === 'stdin' ? undefined : artifactOf(input.path, options.cwd);
		const failed = (reason: ReadFailure, message: string) => {
			// The one line a person reads in a terminal or a log; GitHub's log has it as the annotation.
			if (format !== 'github') out.stderr(`error-playbook: ${message}\n`);
			return {
				path: input.path,
				...(artifact && { artifact }),
				exitCode: 2 as const,
				error: { reason, message },
			};
		};
		let outcome: InputOutcome;
		if (input.kind === 'no-match')
			outcome = failed('no-match', t('error.emptyDirectory', { path: visible(input.path) }));
		else {
			const read = await readInput(
				input.path,
				defaultMaxChars,
				() =>
					out.stderr(
						`error-playbook: ${t('error.waitingForWriter', { file: visible(input.path) })}\n`,
					),
				options.stdin,
			);
			if (!read.ok) {
				const file = input.kind === 'stdin' ? t('input.stdin') : visible(input.path);
				outcome = failed(
					readFailures[read.error],
					read.error === 'unreadable'
						? t('error.unreadable', { file, reason: visible(read.reason) })
						: t(`error.${read.error}`, { file, limit: defaultMaxChars }),
				);
			} else {
				const result = validateInput(read.text, { registry: engineRegistry, lang });
				if (format === 'text') {
					// Printed as it comes, and not kept: a thousand files are a thousand reports.
					const text = validationText(result, { ...options, file: shown(input) });
					out.stdout(
						single ? text : `${r('validate.file', { path: visible(shown(input)) })}\n${text}\n`,
					);
					statuses.push({ exitCode: verdictExitCode(result.verdict) });
					continue;
				}
				outcome = checkedInput(input.path, artifact, read.text, result, lang, options.siteUrl);
			}
		}
		statuses.push(outcome);
		if (format === 'github')
			for (const line of githubAnnotations(outcome, lang)) out.stdout(`${line}\n`);
		else if (format !== 'text') outcomes.push(outcome);
	}

	const exitCode = worstExitCode(statuses.map((s) => s.exitCode));
	if (format === 'text' || format === 'github') {
		if (!single) out.stdout(`${summaryLine(outcomeCounts(statuses), lang)}\n`);
	} else if (format === 'json') {
		const only = outcomes[0]!;
		const doc = single ? ('report' in only ? only.report : inputJson(only)) : inputsJson(outcomes);
		out.stdout(`${safeJson(doc, 2)}\n`);
	} else if (format === 'sarif') {
		const srcRoot = pathToFileURL(options.cwd).href.replace(/\/?$/, '/');
		out.stdout(
			`${safeJson(sarifLog(outcomes, { lang, version: options.version, site: options.siteUrl, srcRoot }), 2)}\n`,
		);
	} else out.stdout(junitXml(outcomes, lang));
	return exitCode;
}
