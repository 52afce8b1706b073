import {
	closingColon,
	format,
	sentenceGap,
	series,
	translator,
	withNote,
	type Lang,
} from '../lib/i18n/index.ts';
import { absoluteUrl, codePath } from '../lib/site/index.ts';
import {
	codeRecord,
	descriptorChanges,
	type DescriptorChange,
	recoveryChanges,
	findCode,
	reasonTextsOf,
	resolveRegistryQuery,
	uiText,
	unknownCodeAnswer,
} from '../lib/registry/index.ts';
import {
	codePage,
	plainParts,
	wrapperPage,
	type FactId,
	type WhatToDoSection,
} from '../lib/views/index.ts';
import type { CodeEntry, Registry, WrapperCode } from '../lib/registry/index.ts';
import { reasonText } from '../lib/codeNames/index.ts';
import { cliMessages } from './cliMessages.ts';
import {
	displayWidth,
	padEndToWidth,
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

/** A code’s page as terminal text, ending with the page’s URL on the site. */
export function explainText(
	registry: Registry,
	entry: CodeEntry,
	{ lang, siteUrl, link }: PrintOptions,
): string {
	const t = translator(cliMessages, lang);
	// Every fact from the page's view, so the terminal says what the page and its twin say, under
	// the page's own labels (the fact's label key), not a dictionary of the CLI's.
	const view = codePage(registry, entry, lang);
	const { facts } = view;
	const { sourceArea: area, layer, exit, category, retry: advice, addedIn, recovery } = facts;
	const factOf = (id: FactId) => facts.list.find((f) => f.id === id)!;
	const shown: FactId[] = [
		'source-area',
		'layer',
		'retryable',
		'exit-code',
		'category',
		'http-like-status',
		addedIn ? 'added-in' : 'since',
	];
	const label = (id: FactId) => `${factOf(id).label}${closingColon(lang)}`;
	const width = Math.max(...shown.map((id) => displayWidth(label(id)))) + 1;
	const row = (id: FactId, value: string) => `${padEndToWidth(label(id), width)} ${value}`;
	const continuation = ' '.repeat(width + 1);

	const ui = uiText(lang);
	// A value later releases changed: each under its row, with the release it holds from.
	const changed = (field: DescriptorChange['field']) =>
		descriptorChanges(registry, entry.code)
			.filter((c) => c.field === field)
			.map((c) =>
				wrap(
					format(ui('codePage.fromRelease'), {
						value: field === 'retryable' ? `retryable: ${c.value}` : String(c.value),
						release: c.release.label[lang],
					}),
					continuation,
				),
			);
	const lines = [entry.code, `  ${facts.meaning}`, ''];
	if (facts.removedIn)
		lines.push(
			format(ui('codePage.removedTitle'), { release: facts.removedIn.label }),
			wrap(format(ui('codePage.removedText'), { release: facts.removedIn.label }), '  '),
			'',
		);
	if (addedIn)
		lines.push(wrap(t('explain.later', { binary: addedIn.binary, release: addedIn.id }), '  '), '');
	if (facts.deprecated) {
		const { since, replacement, note } = facts.deprecated;
		lines.push(
			replacement
				? t('explain.deprecatedBy', { since, replacement })
				: t('explain.deprecated', { since }),
			`  ${note}`,
			'',
		);
	}
	lines.push(
		row('source-area', withNote(area.label, area.id, lang)),
		row('layer', withNote(layer.title, layer.id, lang)),
		row('retryable', `${t(facts.retryable ? 'explain.yes' : 'explain.no')} — ${advice.label}`),
		wrap(advice.text, continuation),
		...changed('retryable'),
		row('exit-code', `${exit.exitCode} ${exit.name}`),
		wrap(exit.meaning, continuation),
		...changed('exitCode'),
		row('category', withNote(category.id, category.label, lang)),
		...changed('category'),
		row('http-like-status', String(facts.httpLikeStatus)),
		...changed('httpLikeStatus'),
		addedIn
			? row('added-in', plainParts(factOf('added-in').value, lang))
			: row('since', plainParts(factOf('since').value, lang)),
		'',
		wrap(facts.description, ''),
		'',
	);
	const fixes = view.sections.whatToDo;
	lines.push(t('explain.whatToDo'), ...fixLines(fixes, lang), '');
	for (const change of recoveryChanges(registry, entry.code))
		lines.push(
			wrap(
				format(ui('codePage.recoveryFromRelease'), {
					release: change.release.label[lang],
					commands: change.fixCommands.join(' · '),
				}),
				'',
			),
		);
	if (recovery.kind === 'command') {
		// The released CLI's form first, the contract's beside it (what people run is flutter-mcp-toolkit).
		lines.push(t('explain.recoveryCommand'), `  ${recovery.command}`);
		if (recovery.current && recovery.contractCommand)
			lines.push(
				wrap(t('explain.contractForm', recovery.current), '  '),
				// On its own line, never wrapped: a command is copied whole.
				`  ${recovery.contractCommand}`,
			);
		lines.push(wrap(recovery.summary, '  '));
		if (recovery.placeholders.length) {
			lines.push('', t('explain.placeholders'));
			for (const p of recovery.placeholders)
				lines.push(`  <${p.name}>`, wrap(p.description, '    '));
		}
	} else {
		lines.push(t('explain.recoveryInstruction'), wrap(recovery.instruction, '  '));
		// Envelopes carry the instruction in English only: show it as the terminal will.
		if (recovery.original)
			lines.push(wrap(t('explain.instructionOriginal', { text: recovery.original }), '  '));
		lines.push(wrap(recovery.summary, '  '));
	}
	// The registry's texts are ours, but a terminal is no place to find out one went wrong; the page
	// line may carry a hyperlink's escape sequences, so it is added after.
	const page = `${t('explain.page')}${sentenceGap(lang)}${link(absoluteUrl(siteUrl, codePath(entry.code, lang)))}`;
	return `${printableText(lines.join('\n'))}\n\n${page}\n`;
}

/**
 * The fixes as the page lists them, the likely one first: a numbered cause, what selects it, its
 * steps, its command and its check. A command is on a line of its own, never wrapped: it is copied
 * whole.
 */
function fixLines(section: WhatToDoSection, lang: Lang): string[] {
	const lines: string[] = [];
	section.fixes.forEach((fix, i) => {
		const number = `${i + 1}. `;
		lines.push(wrap(fix.cause, '  ').replace(/^ {2}/, `  ${number}`));
		const indent = ' '.repeat(2 + number.length);
		if (fix.when) lines.push(wrap(fix.when, indent));
		for (const step of fix.steps) lines.push(wrap(`- ${step}`, indent));
		if (fix.command) lines.push(`${indent}$ ${fix.command}`);
		const check = fix.check;
		lines.push(
			wrap(`${section.checkTitle}${check.same ? section.checkSame : closingColon(lang)}`, indent),
		);
		if (check.command) lines.push(`${indent}$ ${check.command}`);
		lines.push(wrap(check.expect, indent));
	});
	return lines;
}

/** A wrapper code's page (IntentCall's own codes) as terminal text. */
export function explainWrapperText(
	registry: Registry,
	code: WrapperCode,
	{ lang, siteUrl, link }: PrintOptions,
): string {
	const t = translator(cliMessages, lang);
	const fixes = wrapperPage(registry, code, lang).whatToDo;
	const lines = [
		code.code,
		`  ${code.meaning[lang]}`,
		'',
		wrap(t('explain.wrapper', { code: code.code }), ''),
		'',
		wrap(code.description[lang], ''),
		'',
		wrap(code.contractError[lang], ''),
		'',
		t('explain.whatToDo'),
		...fixLines(fixes, lang),
		wrap(code.retry[lang], '  '),
		'',
		`${t('explain.page')}${sentenceGap(lang)}${link(absoluteUrl(siteUrl, codePath(code.code, lang)))}`,
	];
	return `${lines.join('\n')}\n`;
}

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
				: explainWrapperText(registry, wrapper, options),
		);
		return 0;
	}
	if (!entry) {
		const answer = unknownCodeAnswer(code, found);
		if (options.json) out.stdout(`${safeJson(answer, 2)}\n`);
		else printCandidates(code, answer, options, out);
		return 1;
	}
	out.stdout(
		options.json
			? `${safeJson(codeRecord(registry, entry, options.siteUrl), 2)}\n`
			: explainText(registry, entry, options),
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
	const lines = [wrap(t('explain.candidates', { code: visible(typed) }), ''), ''];
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
