import { series, translator } from '../lib/i18n/index.ts';
import {
	codeRecord,
	findCode,
	reasonTextsOf,
	resolveRegistryQuery,
	unknownCodeAnswer,
	candidatesTie,
	type Registry,
} from '../lib/registry/index.ts';
import { codePage, wrapperPage } from '../lib/views/index.ts';
import { codeText, wrapperText } from '../lib/terminal/index.ts';
import { reasonText } from '../lib/codeNames/index.ts';
import { cliMessages } from './cliMessages.ts';
import {
	printableText,
	safeJson,
	visible,
	wrap,
	type Output,
	type PrintOptions,
} from '../lib/report/index.ts';

/**
 * `error-playbook explain <code>`: the code's page, for a terminal. Exit status 1 for text that
 * names no code; when it can be codes (an exit code, a status, a line of a message), they are
 * listed, best first, with why.
 */

/** Candidates printed at most; "… and n more" says how many were left. */
const shownCandidates = 10;

/** Prints a code’s page (or its `/codes.json` record); returns the exit status. */
export function explainCommand(
	code: string,
	options: PrintOptions & { json: boolean; registry: Registry },
	out: Output,
): number {
	const { registry } = options;
	// As people type it too (`CONNECT-FAILED`, `ConnectFailed`, `connect_failed。`): the one resolver
	// of typed text, which also reads an exit code, a status or a line of a message.
	const found = resolveRegistryQuery(registry, code);
	const resolved = found.kind === 'code' ? found.code : undefined;
	const entry = resolved === undefined ? undefined : findCode(registry, resolved);
	const wrapper = registry.wrapperCodes.find((w) => w.code === resolved);
	if (!entry && wrapper) {
		out.stdout(
			options.json
				? `${JSON.stringify(wrapper, null, 2)}\n`
				: wrapperText(wrapperPage(registry, wrapper, options.lang), options),
		);
		return 0;
	}
	if (!entry) {
		const answer = unknownCodeAnswer(code, found);
		if (options.json) out.stdout(`${safeJson(answer, 2)}\n`);
		else printCandidates(code, answer, candidatesTie(found), options, out);
		return 1;
	}
	out.stdout(
		options.json
			? `${safeJson(codeRecord(registry, entry, options.siteUrl), 2)}\n`
			: codeText(codePage(registry, entry, options.lang), options),
	);
	return 0;
}

/**
 * What text that names no code can be. A typo gets "did you mean" on standard error, as an
 * unknown code always did; an exit code, a status or a message line gets its codes on standard
 * output (they are the answer), each with its meaning and why, best first.
 */
function printCandidates(
	typed: string,
	answer: ReturnType<typeof unknownCodeAnswer>,
	tied: boolean,
	{ lang, registry }: PrintOptions & { registry: Registry },
	out: Output,
): void {
	const t = translator(cliMessages, lang);
	const { candidates, suggestions } = answer;
	const typo = candidates.every((c) => c.reasons.every((r) => r.kind === 'spelling'));
	if (typo) {
		out.stderr(`error-playbook: ${t('error.unknownCode', { code: visible(typed) })}\n`);
		if (suggestions.length)
			out.stderr(`${t('error.didYouMean', { suggestions: series(suggestions, lang) })}\n`);
		return;
	}
	const texts = reasonTextsOf(lang);
	const meaningOf = (code: string) =>
		(registry.codes.find((c) => c.code === code) ??
			registry.wrapperCodes.find((c) => c.code === code))!.meaning[lang];
	const lines = [
		wrap(t(tied ? 'explain.candidatesTied' : 'explain.candidates', { code: visible(typed) }), ''),
		'',
	];
	for (const c of candidates.slice(0, shownCandidates))
		lines.push(
			`  ${c.code}`,
			wrap(meaningOf(c.code), '    '),
			wrap(
				c.reasons.map((r) => reasonText(r, texts)).join(lang === 'zh-TW' ? '；' : '; '),
				'    ↳ ',
			),
		);
	if (candidates.length > shownCandidates)
		lines.push('', t('explain.moreCandidates', { count: candidates.length - shownCandidates }));
	out.stdout(`${printableText(lines.join('\n'))}\n`);
}
