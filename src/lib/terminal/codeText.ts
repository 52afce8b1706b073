import {
	closingColon,
	format,
	sentenceGap,
	translator,
	withNote,
	type Lang,
} from '../i18n/index.ts';
import { uiText } from '../registry/index.ts';
import { absoluteUrl, codePath } from '../site/index.ts';
import {
	displayWidth,
	padEndToWidth,
	printableText,
	wrap,
	wrapItem,
	type LinkFormat,
} from '../report/index.ts';
import {
	plainParts,
	type CodePageView,
	type FactId,
	type Replacement,
	type WhatToDoSection,
	type WrapperPageView,
} from '../views/index.ts';
import { terminalMessages } from './terminalMessages.ts';

export interface TerminalOptions {
	lang: Lang;
	siteUrl: string;
	/** How the page's URL is printed: a terminal hyperlink, or the URL as it is (MCP, a pipe). */
	link: LinkFormat;
}

/**
 * A code page as plain text, 80 columns wide, ending with the page's URL: what `explain` prints and
 * `explain_code` answers. Every fact from the page's view, under the page's own labels, so the
 * terminal says what the page and its twin say.
 */
export function codeText(view: CodePageView, { lang, siteUrl, link }: TerminalOptions): string {
	const t = translator(terminalMessages, lang);
	const ui = uiText(lang);
	const { facts } = view;
	const { sourceArea: area, layer, exit, category, retry: advice, addedIn, recovery } = facts;
	const factOf = (id: FactId) => facts.list.find((f) => f.id === id)!;
	const release: FactId = addedIn ? 'added-in' : 'since';
	const shown: FactId[] = [
		'source-area',
		'layer',
		'retryable',
		'exit-code',
		'category',
		'http-like-status',
		release,
	];
	const label = (id: FactId) => `${factOf(id).label}${closingColon(lang)}`;
	// A name with its id in brackets, unless the id only lower-cases the name:
	// "Connection layer (connection layer)" said one thing twice (English review 6, item 7).
	// A name that already says its id (「環境檢查（doctor）」) is not glossed twice (zh-TW review 26 #4).
	const named = (name: string, id: string) =>
		name.toLowerCase() === id.toLowerCase() || name.includes(`（${id}）`)
			? name
			: withNote(name, id, lang);
	const width = Math.max(...shown.map((id) => displayWidth(label(id)))) + 1;
	// Under the facts heading, indented like every other section's content.
	const row = (id: FactId, value: string) => `  ${padEndToWidth(label(id), width)} ${value}`;
	const continuation = ' '.repeat(width + 3);
	// A value later releases changed: each under its row, with the release it holds from.
	const changed = (field: string) =>
		facts.changedValues
			.filter((c) => c.field === field)
			.map((c) =>
				wrap(
					format(ui('codePage.fromRelease'), {
						value: field === 'retryable' ? `retryable: ${c.value}` : String(c.value),
						release: c.release.label,
					}),
					continuation,
				),
			);

	// The page's notices, in the page's words: what a code is not (any more), before what it is.
	const { deprecated, removed, emission, later } = view.notices;
	// The meaning wrapped too: interaction_failed's ran to 95 columns.
	const lines = [facts.code, wrap(facts.meaning, '  '), ''];
	const notice = (title: string | null, ...texts: (string | false)[]) =>
		lines.push(
			...(title === null ? [] : [title]),
			...texts.filter((text) => text !== false).map((text) => wrap(text, '  ')),
			'',
		);
	const instead = (replacement: Replacement | null) =>
		replacement !== null && `${replacement.lead}${sentenceGap(lang)}${replacement.code}`;
	if (removed) notice(removed.title, removed.text, instead(removed.replacement));
	if (later) notice(later.title, later.text);
	if (deprecated) notice(null, deprecated.text, deprecated.note, instead(deprecated.replacement));
	if (emission) notice(emission.title, emission.text);
	// The page's order: what to do first, then the facts, then why it happened.
	lines.push(t('whatToDo'), ...fixLines(view.sections.whatToDo, lang), '');
	for (const change of facts.changedRecoveries)
		lines.push(
			wrap(
				format(ui('codePage.recoveryFromRelease'), {
					release: change.release.label,
					commands: change.fixCommands.join(' · '),
				}),
				'',
			),
		);
	// What the CLI prints, as the page's section says it: one lead, the commands, one note. The
	// contract's command under "Fix command:" said the CLI printed it, which for a code whose CLI
	// computes or falls back to another command was untrue (connection_selection_required).
	const cli = view.sections.cliRecovery;
	const cliTitle = view.outline.find((h) => h.id === 'cli-recovery')!.title;
	lines.push(`${cliTitle}${closingColon(lang)}`, wrap(cli.lead, '  '));
	// Each on its own line, never wrapped: a command is copied whole.
	for (const command of cli.current.commands) lines.push(`  ${command}`);
	const notes = [
		...cli.current.sameAsFix.flatMap((same) => (same ? [same.text] : [])),
		...(cli.remark ? [cli.remark] : []),
	];
	if (notes.length) lines.push(wrap(notes.join(sentenceGap(lang)), '  '));
	// An instruction instead of a command (write_blocked): the CLI's words, summary and fix_command,
	// as the page's fold quotes them (its title promised both: zh-TW review 20 #5).
	const instructions = cli.fixCommands.flatMap((fix) =>
		fix.kind === 'instruction' ? [fix.text] : [],
	);
	if (instructions.length)
		lines.push(
			wrap(`${cli.fold.title}${closingColon(lang)}`, '  '),
			wrap(`summary: ${cli.summary}`, '    '),
			...instructions.map((text) => wrap(`fix_command: ${text}`, '    ')),
		);
	if (recovery.kind === 'instruction') {
		// The contract's instruction, translated: the CLI's own words are in English.
		lines.push('', t('recoveryInstruction'), wrap(recovery.instruction, '  '));
		if (recovery.original)
			lines.push(wrap(t('instructionOriginal', { text: recovery.original }), '  '));
		lines.push(wrap(recovery.summary, '  '));
	}
	if (recovery.placeholders.length) {
		lines.push('', t('placeholders'));
		for (const p of recovery.placeholders) lines.push(`  <${p.name}>`, wrap(p.description, '    '));
	}
	lines.push(
		'',
		`${ui('codePage.facts')}${closingColon(lang)}`,
		row('source-area', named(area.label, area.id)),
		// The title alone: the layer ids (`execution`, `state`, …) are also category names, so
		// "Tool execution (execution)" read as a category two rows above the category (English review 8 #10).
		row('layer', layer.title),
		// The label can run past 80 columns ("yes — if you ever receive it: …"): wrapped
		// under its value, as the text after it is.
		wrapItem(
			`${padEndToWidth(label('retryable'), width)} `,
			// "yes — Retry …" read as a typo: after the dash the label goes on the sentence (English
			// review 26 #3); Chinese puts it in brackets, not after an English dash (zh-TW review 26 #1).
			lang === 'zh-TW'
				? `${t(facts.retryable ? 'yes' : 'no')}（${advice.label}）`
				: `${t(facts.retryable ? 'yes' : 'no')} — ${advice.label.charAt(0).toLowerCase()}${advice.label.slice(1)}`,
			'  ',
		),
		wrap(advice.text, continuation),
		...changed('retryable'),
		row('exit-code', `${exit.exitCode} ${exit.name}`),
		wrap(exit.meaning, continuation),
		...changed('exitCode'),
		row('category', named(category.id, category.label)),
		...changed('category'),
		row('http-like-status', String(facts.httpLikeStatus)),
		...changed('httpLikeStatus'),
		row(release, plainParts(factOf(release).value, lang)),
		'',
		`${ui('codePage.whenItFires')}${closingColon(lang)}`,
		wrap(facts.description, '  '),
	);
	// The registry's texts are ours, but a terminal is no place to find out one went wrong; the page
	// line may carry a hyperlink's escape sequences, so it is added after.
	return `${printableText(lines.join('\n'))}\n\n${pageLine(facts.code, lang, siteUrl, link)}\n`;
}

/** The page of a code IntentCall sends of its own, as plain text. */
export function wrapperText(
	view: WrapperPageView,
	{ lang, siteUrl, link }: TerminalOptions,
): string {
	const t = translator(terminalMessages, lang);
	const { facts } = view;
	const ui = uiText(lang);
	const heading = (key: 'codePage.retry' | 'wrapperPage.contractError' | 'codePage.whenItFires') =>
		`${ui(key)}${key === 'codePage.retry' ? '' : closingColon(lang)}`;
	// The page's order: what to do first, then where the contract's error object is, then why.
	const lines = [
		facts.code,
		wrap(facts.meaning, '  '),
		'',
		// The page's notice, word for word: a sentence of its own said "no descriptor" above an
		// example that has one (eighth readings, item 4).
		wrap(view.notice.text, ''),
		'',
		t('whatToDo'),
		...fixLines(view.whatToDo, lang),
		'',
		heading('codePage.retry'),
		wrap(facts.retry, '  '),
		'',
		heading('wrapperPage.contractError'),
		wrap(facts.contractError, '  '),
		'',
		heading('codePage.whenItFires'),
		wrap(facts.description, '  '),
	];
	return `${printableText(lines.join('\n'))}\n\n${pageLine(facts.code, lang, siteUrl, link)}\n`;
}

function pageLine(code: string, lang: Lang, siteUrl: string, link: LinkFormat): string {
	const t = translator(terminalMessages, lang);
	return `${t('page')}${sentenceGap(lang)}${link(absoluteUrl(siteUrl, codePath(code, lang)))}`;
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
		lines.push(wrapItem(number, fix.cause, '  '));
		const indent = ' '.repeat(2 + number.length);
		if (fix.when) lines.push(wrap(fix.when, indent));
		for (const step of fix.steps) lines.push(wrapItem('- ', step, indent));
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
