import {
	closingColon,
	colon,
	type Lang,
	languages,
	sentenceGap,
	sentenceStop,
} from '../i18n/index.ts';
import {
	absoluteUrl,
	codeJsonPath,
	codeMarkdownPath,
	codePath,
	defaultSiteUrl,
} from '../site/index.ts';
import {
	requireCode,
	uiText,
	type CodeEntry,
	type Registry,
	type WrapperCode,
} from '../registry/index.ts';
import {
	codePage,
	wrapperPage,
	type CliRecoverySection,
	type CodeBlock,
	type ContractNoteSection,
	type CodeNotices,
	type ContractVsCliSection,
	type DoctorReportView,
	type ExamplesSection,
	type Placeholder,
	type RelatedGroup,
	type Replacement,
	type WhatToDoSection,
	type WhenItFiresSection,
	type WhereRaisedSection,
} from '../views/index.ts';
import { blocks, code, codeBlock, inline, link, strong, table } from './markdownSyntax.ts';
import { historyMarkdown } from './changesMarkdown.ts';
import { markdownParts } from './viewParts.ts';

/**
 * A code page as Markdown, for agents: everything of `src/components/CodePageBody.astro` that an
 * agent acts on, in the same order and with the same headings, from the same registry entry and the
 * same example builders. Left out: the playground link (a long fragment URL only a browser uses).
 */

/** The page of `code` in `lang` as Markdown, links absolute under `siteUrl`; throws for a code not in the registry. */
export function codeMarkdown(
	registry: Registry,
	code: string,
	lang: Lang,
	siteUrl: string = defaultSiteUrl,
): string {
	const wrapper = registry.wrapperCodes.find((w) => w.code === code);
	if (wrapper) return `${wrapperSection(registry, wrapper, lang, siteUrl, 1)}\n`;
	const entry = requireCode(registry, code, 'codeMarkdown');
	return `${codeSection(registry, entry, lang, siteUrl, 1)}\n`;
}

/** The page of a code IntentCall sends of its own (`WrapperCodeBody.astro`), as Markdown. */
export function wrapperSection(
	registry: Registry,
	wrapper: WrapperCode,
	lang: Lang,
	siteUrl: string,
	depth: number,
): string {
	const t = uiText(lang);
	const view = wrapperPage(registry, wrapper, lang);
	const { facts } = view;
	const h = (level: number, text: string) => `${'#'.repeat(level + depth - 1)} ${text}`;
	const title = (id: string) => {
		const heading = view.outline.find((x) => x.id === id);
		return heading ? h(heading.depth, heading.title) : false;
	};
	const url = (path: string) => absoluteUrl(siteUrl, path);
	const other = languages.find((l) => l !== lang)!;
	return blocks(
		h(1, facts.code),
		`> ${inline(facts.meaning)}`,
		[
			link(t('markdown.htmlPage'), url(codePath(facts.code, lang))),
			link(t('markdown.otherLanguage'), url(codeMarkdownPath(facts.code, other))),
		].join(' · '),
		title('what-to-do'),
		fixesMarkdown(view.whatToDo, h, lang),
		// The question it answers, as on the page: alone after a Check it read as a fragment
		// (English review 17 #4a).
		`${strong(t('codePage.retry'))}${sentenceGap(lang)}${inline(facts.retry)}`,
		`> ${boldLabel(view.notice.title, inline(view.notice.text), lang)}`,
		title('placeholders'),
		placeholdersTable(view.placeholders, lang),
		title('contract-error'),
		inline(facts.contractError),
		title('when-it-fires'),
		whenItFires(view.whenItFires, lang),
		title('messages'),
		view.messages.map((message) => `- ${code(message)}`).join('\n'),
		title('examples'),
		...view.examples.map((example) =>
			blocks(
				`${inline(example.when)}${sentenceGap(lang)}${inline(example.lead)}`,
				codeBlock(example.json, 'json'),
			),
		),
		title('sources'),
		view.sources.map((source) => `- ${link(code(source.path), source.href)}`).join('\n'),
	);
}

/** When it fires, as the page shows it: the lead, the cause after its label, the edge cases as a list. */
function whenItFires(section: WhenItFiresSection, lang: Lang): string {
	const { happened, cause, edgeCases } = section;
	return blocks(
		inline(happened),
		cause && boldLabel(cause.label, inline(cause.text), lang, 'colon'),
		edgeCases &&
			`${strong(edgeCases.label)}\n\n${edgeCases.items.map((item) => `- ${inline(item)}`).join('\n')}`,
	);
}

/**
 * A short label in bold that a sentence follows, its stop from the language: "**The CLI rarely sends
 * this code.** …" / 「**CLI 很少送出這個代碼。**…」; a label that names what follows ends in a colon instead,
 * 「**原因：**…」 (「原因。」 read as a sentence of one word: eighth zh-TW reading, item 2).
 */
function boldLabel(
	label: string,
	sentence: string,
	lang: Lang,
	end: 'stop' | 'colon' = 'stop',
): string {
	const mark = end === 'colon' ? closingColon(lang) : sentenceStop(lang);
	return `${strong(`${label}${mark}`)}${sentenceGap(lang)}${sentence}`;
}

/**
 * The same page as a section whose title has heading level `depth` (1 for a page of its own, 2 inside
 * `/llms-full.txt`); every heading below it moves down with it. Headings, ids and facts come from the
 * page's view (`codePage`), as on the page.
 */
export function codeSection(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
	siteUrl: string,
	depth: number,
): string {
	const t = uiText(lang);
	const view = codePage(registry, entry, lang);
	const { facts, notices, sections } = view;
	const h = (level: number, text: string) => `${'#'.repeat(level + depth - 1)} ${text}`;
	const title = (id: string) => {
		const heading = view.outline.find((x) => x.id === id);
		return heading ? h(heading.depth, heading.title) : false;
	};
	const url = (path: string) => absoluteUrl(siteUrl, path);
	const other = languages.find((l) => l !== lang)!;
	const recovery = facts.recovery;

	return blocks(
		h(1, entry.code),
		`> ${inline(facts.meaning)}`,
		[
			link(t('markdown.htmlPage'), url(codePath(entry.code, lang))),
			link(t('markdown.jsonRecord'), url(codeJsonPath(entry.code, lang))),
			link(t('markdown.otherLanguage'), url(codeMarkdownPath(entry.code, other))),
		].join(' · '),
		deprecation(notices.deprecated, lang, url),
		removal(notices.removed, lang, url),
		notices.emission && boldLabel(notices.emission.title, inline(notices.emission.text), lang),
		title('what-to-do'),
		fixesMarkdown(sections.whatToDo, h, lang),
		title('placeholders'),
		placeholdersTable(recovery.placeholders, lang),
		// Before what the CLI prints, which it speaks for, as on the page.
		notices.later &&
			`> ${boldLabel(notices.later.title, `${inline(notices.later.text)}${sentenceGap(lang)}${link(notices.later.more.text, url(notices.later.more.href))}`, lang)}`,
		title('cli-recovery'),
		cliRecovery(sections.cliRecovery, lang),
		sections.contractNote && contractNote(sections.contractNote, lang),
		title('retry'),
		boldLabel(facts.retry.label, inline(facts.retry.text), lang),
		// The facts follow the answer, as on the page.
		title('facts'),
		facts.list
			.map((fact) => `- ${fact.label}${colon(lang)}${markdownParts(fact.value, lang, url)}`)
			.join('\n'),
		// For agents only: the descriptor as the CLI emits it (the page's facts say the same in words).
		// "emits" only where it does: a code the CLI never sends has a descriptor it defines (review 8, item 4).
		`${strong(t(facts.emission === 'never' ? 'markdown.descriptor.never' : 'markdown.descriptor'))}${closingColon(lang)}`,
		codeBlock(JSON.stringify(facts.descriptor, null, 2), 'json'),
		title('when-it-fires'),
		whenItFires(sections.whenItFires, lang),
		title('how-it-reaches-you'),
		sections.howItReachesYou.map((line) => `- ${inline(line.text)}`).join('\n'),
		title('where-raised'),
		whereRaised(sections.whereRaised, lang, title),
		title('example'),
		examples(sections.examples, lang, title),
		title('contract-vs-cli'),
		contractVsCli(sections.contractVsCli, lang, h, url),
		title('history'),
		historyMarkdown(sections.history, lang, url),
		title('exit-code'),
		`${code(String(facts.exit.exitCode))} · ${code(facts.exit.name)} — ${inline(facts.exit.meaning)}${sentenceGap(lang)}${link(sections.exitCode.others.text, url(sections.exitCode.others.href))}`,
		title('related'),
		related(sections.related, lang, title, url),
	);
}

/**
 * The fixes as the page shows them, each under its cause (a heading one level below "What to
 * do"): what selects it, its steps, its command, its check. The page folds all but the first, so
 * each fold shows its own command. The twin prints every fix's command and check too, even where
 * they are the fix above's: a reader sent to `#fix-…` reads that fix alone (English review 12 #9,
 * zh-TW review 13 #12).
 */
function fixesMarkdown(section: WhatToDoSection, h: Heading, lang: Lang): string {
	const t = uiText(lang);
	const check = strong(section.checkTitle);
	return blocks(
		...section.fixes.map((fix) => {
			return blocks(
				h(3, `${fix.number ?? ''}${inline(fix.cause)}`),
				fix.when && inline(fix.when),
				fix.steps.map((step, n) => `${n + 1}. ${inline(step)}`).join('\n'),
				fix.command && codeBlock(fix.command, 'sh'),
				blocks(
					fix.check.same
						? `${check}${sentenceGap(lang)}${t('codePage.fix.checkOwn')}${colon(lang)}${inline(fix.check.expect)}`
						: check,
					fix.check.command && codeBlock(fix.check.command, 'sh'),
					!fix.check.same && inline(fix.check.expect),
				),
			);
		}),
	);
}

/** The placeholders the page's form asks for, as a table: the twin has no form. */
function placeholdersTable(placeholders: readonly Placeholder[], lang: Lang): string | false {
	const t = uiText(lang);
	return (
		placeholders.length > 0 &&
		table(
			[t('codePage.placeholderName'), t('codePage.placeholderMeaning')],
			placeholders.map((p) => [code(`<${p.name}>`), inline(p.description)]),
		)
	);
}

/** The contract's recovery, which the page folds: its `flutter_mcp_cli` form and its summary. */
function contractNote(note: ContractNoteSection, lang: Lang): string {
	return blocks(
		`${strong(note.fold.title)}${closingColon(lang)}`,
		// Inline, as the page shows it: a form to compare, not a command to copy.
		note.command ? `${note.lead}${sentenceGap(lang)}${code(note.command)}` : inline(note.lead),
		note.instruction && inline(note.instruction),
		note.summary && inline(note.summary),
	);
}

type Heading = (level: number, text: string) => string;
type Title = (id: string) => string | false;
type Url = (path: string) => string;

/** The code a notice names instead, linked to its twin. */
function replacementLine(replacement: Replacement, lang: Lang, url: Url): string {
	return `${replacement.lead}${sentenceGap(lang)}${link(code(replacement.code), url(codeMarkdownPath(replacement.code, lang)))}`;
}

function deprecation(notice: CodeNotices['deprecated'], lang: Lang, url: Url): string | false {
	if (!notice) return false;
	const lines = [inline(notice.text), inline(notice.note)];
	if (notice.replacement) lines.push(replacementLine(notice.replacement, lang, url));
	return lines.map((line) => `> ${line}`).join('\n>\n');
}

function removal(notice: CodeNotices['removed'], lang: Lang, url: Url): string | false {
	if (!notice) return false;
	const lines = [
		boldLabel(
			notice.title,
			`${inline(notice.text)}${sentenceGap(lang)}${link(notice.more.text, url(notice.more.href))}`,
			lang,
		),
	];
	if (notice.replacement) lines.push(replacementLine(notice.replacement, lang, url));
	return lines.map((line) => `> ${line}`).join('\n>\n');
}

/**
 * The CLI's recovery as the page shows it: each command once (a shell block, or the sentence naming
 * the fix above that has it), then, under the fold's title, its own `summary` and `fix_command`s word
 * for word, on one line.
 */
function cliRecovery(section: CliRecoverySection, lang: Lang): string {
	return blocks(
		inline(section.lead),
		// A command a fix above has in a block is text here, as on the page; the note names that fix.
		...section.current.commands.map((command, i) =>
			section.current.sameAsFix[i] ? code(command) : codeBlock(command, 'sh'),
		),
		[
			...section.current.sameAsFix.flatMap((same) => (same ? [inline(same.text)] : [])),
			...(section.remark ? [inline(section.remark)] : []),
		].join(sentenceGap(lang)),
		// The page's fold title: whose words the list below quotes (the v3 contract's, on its codes).
		`${section.fold.title}${closingColon(lang)}`,
		`- ${code('summary')}: ${inline(section.summary)}`,
		...section.fixCommands.map((fix) =>
			fix.kind === 'command'
				? `- ${code('fix_command')}: ${fix.same ?? code(fix.block.code)}`
				: `- ${code('fix_command')}: ${inline(fix.text)}`,
		),
		inline(section.note),
	);
}

/** A view's code block; its title, if any, on the line before it. */
function fencedBlock(block: CodeBlock, lang: Lang): string {
	const fenced = codeBlock(block.code, block.lang);
	return block.title === undefined ? fenced : blocks(`${block.title}${closingColon(lang)}`, fenced);
}

function whereRaised(section: WhereRaisedSection, lang: Lang, title: Title): string {
	const { raisedAt, messages, details, sources } = section;
	return blocks(
		inline(raisedAt),
		title('messages'),
		messages && inline(messages.lead),
		messages && messages.formats.map((format) => `- ${code(format)}`).join('\n'),
		title('details'),
		// A list, as on the page: each shape under the sentence that says when it is sent.
		details
			.map((d) =>
				d.value === null
					? `- ${inline(d.when)}`
					: `- ${inline(d.when)}\n\n${fencedBlock(d.value, lang).replace(/^/gm, '  ')}`,
			)
			.join('\n'),
		title('sources'),
		sources.lead,
		sources.links.map((source) => `- ${link(code(source.text), source.href)}`).join('\n'),
	);
}

/** One example per surface, as the view lists them; doctor's report for a code only its exit status carries. */
function examples(section: ExamplesSection, lang: Lang, title: Title): string {
	if (section.none) return inline(section.none);
	return blocks(
		section.label && inline(section.label),
		section.doctor && doctorReportMarkdown(section.doctor, lang, title('doctor-report') || ''),
		...section.surfaces.map((example) =>
			blocks(
				title(example.id),
				example.request && fencedBlock(example.request, lang),
				example.lead && inline(example.lead),
				fencedBlock(example.payload, lang),
				example.exitStatus,
			),
		),
	);
}

/** What `DoctorReport.astro` shows: doctor's command, its stdout and exit status 1, under `heading`. */
export function doctorReportMarkdown(view: DoctorReportView, lang: Lang, heading: string): string {
	return blocks(
		heading,
		inline(view.lead),
		fencedBlock(view.command, lang),
		fencedBlock(view.report, lang),
		view.exitStatus,
	);
}

function contractVsCli(section: ContractVsCliSection, lang: Lang, h: Heading, url: Url): string {
	const { later, named, general, all } = section;
	const labelled = (side: { label: string; text: string }) =>
		`${strong(`${side.label}${closingColon(lang)}`)}${sentenceGap(lang)}${inline(side.text)}`;
	return blocks(
		later && inline(later),
		named && named.lead,
		...(named?.deviations ?? []).map((d) =>
			blocks(h(3, link(inline(d.title), url(d.href))), labelled(d.contract), labelled(d.cli)),
		),
		general && general.lead,
		general && general.links.map((d) => `- ${link(inline(d.text), url(d.href))}`).join('\n'),
		link(all.text, url(all.href)),
	);
}

/** The groups of `RelatedCodes.astro` (failure path, same area, same recovery), as the page lists them, linked to their Markdown twins. */
function related(groups: RelatedGroup[], lang: Lang, title: Title, url: Url): string {
	if (groups.length === 0) return uiText(lang)('codePage.relatedNone');
	return blocks(
		...groups.map((g) =>
			blocks(
				title(g.id),
				g.codes
					.map((c) => {
						const name = link(code(c.code), url(codeMarkdownPath(c.code, lang)));
						return c.step
							? `- ${strong(c.step.label)} ${name} — ${inline(c.step.why)}`
							: `- ${name} — ${inline(c.meaning)}`;
					})
					.concat(g.rest > 0 ? [`- ${link(`+${g.rest}`, url(g.more))}`] : [])
					.join('\n'),
			),
		),
	);
}
