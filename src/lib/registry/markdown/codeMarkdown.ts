import {
	format,
	type Lang,
	languages,
	sentenceGap,
	sentenceStop,
	withNote,
} from '../../i18n/index.ts';
import { retryAdvice } from '../../engine/index.ts';
import {
	absoluteUrl,
	changesPath,
	codeJsonPath,
	codeMarkdownPath,
	codePath,
	codesIndexPath,
	defaultSiteUrl,
	differencesPath,
	releaseAnchor,
	sourceUrl,
} from '../../site/index.ts';
import {
	cliDescriptor,
	doctorReportExample,
	surfaceExampleHeadings,
	surfaceExampleLeads,
	surfaceExamples,
} from '../examples.ts';
import {
	categoryInfo,
	deviationsOf,
	exitCodeInfo,
	requireCode,
	layerOf,
	placeholdersOf,
	relatedCodes,
	sourceAreaInfo,
} from '../registryQueries.ts';
import type { CodeEntry, Registry, WrapperCode } from '../registrySchema.ts';
import { blocks, code, codeBlock, colon, inline, link, table } from './markdownSyntax.ts';
import { historyMarkdown } from './changesMarkdown.ts';
import {
	addedInRelease,
	binaryOf,
	contractRelease,
	currentCommand,
	findRelease,
} from '../releaseQueries.ts';
import { uiText } from './uiText.ts';

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
	const h = (level: number, text: string) => `${'#'.repeat(level + depth - 1)} ${text}`;
	const url = (path: string) => absoluteUrl(siteUrl, path);
	const other = languages.find((l) => l !== lang)!;
	const release = findRelease(registry, wrapper.addedIn)!;
	return blocks(
		h(1, wrapper.code),
		`> ${inline(wrapper.meaning[lang])}`,
		[
			link(t('markdown.htmlPage'), url(codePath(wrapper.code, lang))),
			link(t('markdown.otherLanguage'), url(codeMarkdownPath(wrapper.code, other))),
		].join(' · '),
		`> **${t('wrapperPage.noticeTitle')}${sentenceStop(lang)}**${sentenceGap(lang)}${inline(format(t('wrapperPage.notice'), { release: release.id }))}`,
		h(2, t('wrapperPage.whatToDo')),
		inline(wrapper.whatToDo[lang]),
		inline(wrapper.retry[lang]),
		h(2, t('wrapperPage.contractError')),
		inline(wrapper.contractError[lang]),
		h(2, t('wrapperPage.whenItFires')),
		inline(wrapper.description[lang]),
		h(2, t('wrapperPage.messages')),
		wrapper.messages.map((m) => `- ${code(m.format)}`).join('\n'),
		h(2, t('wrapperPage.examples')),
		...wrapper.examples.map((example) =>
			blocks(
				`${inline(example.when[lang])}${sentenceGap(lang)}${inline(format(t('wrapperPage.exampleLead'), { tool: example.tool }))}`,
				codeBlock(example.text, 'json'),
			),
		),
		h(2, t('wrapperPage.sources')),
		wrapper.sources.map((source) => `- ${link(code(source), sourceUrl(source))}`).join('\n'),
	);
}

/**
 * The same page as a section whose title has heading level `depth` (1 for a page of its own, 2 inside
 * `/llms-full.txt`); every heading below it moves down with it.
 */
export function codeSection(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
	siteUrl: string,
	depth: number,
): string {
	const t = uiText(lang);
	const h = (level: number, text: string) => `${'#'.repeat(level + depth - 1)} ${text}`;
	const url = (path: string) => absoluteUrl(siteUrl, path);
	const other = languages.find((l) => l !== lang)!;
	const exit = exitCodeInfo(registry, entry.exitCode);
	const advice = retryAdvice(entry, lang);
	const recovery = entry.recovery;
	const placeholders = placeholdersOf(registry, entry);

	return blocks(
		h(1, entry.code),
		`> ${inline(entry.meaning[lang])}`,
		[
			link(t('markdown.htmlPage'), url(codePath(entry.code, lang))),
			link(t('markdown.jsonRecord'), url(codeJsonPath(entry.code, lang))),
			link(t('markdown.otherLanguage'), url(codeMarkdownPath(entry.code, other))),
		].join(' · '),
		deprecation(entry, lang, url),
		laterNotice(registry, entry, lang, url),
		entry.cli.emission !== 'emitted' &&
			`**${t(`codePage.emission.${entry.cli.emission}`)}${sentenceStop(lang)}**${sentenceGap(lang)}${inline(format(t(`codePage.emissionNotice.${entry.cli.emission}`), { exitCode: entry.exitCode, binary: binaryOf(registry, entry) }))}`,
		h(2, t(recovery.kind === 'command' ? 'codePage.whatToRun' : 'codePage.whatToDo')),
		inline(recovery.summary[lang]),
		...commandBlocks(registry, recovery, lang),
		h(3, format(t('codePage.cliRecovery'), { binary: binaryOf(registry, entry) })),
		inline(
			format(t(`codePage.cliRecovery.${entry.cli.recovery.source}`), {
				binary: binaryOf(registry, entry),
			}),
		),
		cliRecovery(entry),
		inline(t('codePage.cliRecovery.english')),
		placeholders.length > 0 && h(3, t('codePage.placeholders')),
		placeholders.length > 0 &&
			table(
				[t('codePage.placeholderName'), t('codePage.placeholderMeaning')],
				placeholders.map((p) => [code(`<${p.name}>`), inline(p.description[lang])]),
			),
		h(2, t('codePage.retry')),
		`**${advice.label}${sentenceStop(lang)}**${sentenceGap(lang)}${inline(advice.text)}`,
		// The facts follow the answer, as on the page.
		h(2, t('codePage.facts')),
		facts(registry, entry, lang),
		h(3, t('markdown.descriptor')),
		codeBlock(JSON.stringify(cliDescriptor(entry), null, 2), 'json'),
		h(2, t('codePage.whenItFires')),
		inline(entry.description[lang]),
		h(2, t('codePage.howItReachesYou')),
		surfaces(registry, entry, lang),
		h(2, t('codePage.whereRaised')),
		whereRaised(entry, lang, h),
		h(2, t('codePage.example')),
		examples(registry, entry, lang, h),
		h(2, t('codePage.contractVsCli')),
		contractVsCli(registry, entry, lang, h, url),
		h(2, t('history.heading')),
		historyMarkdown(registry, entry.code, lang, url),
		h(2, t('codePage.exitCodeHeading')),
		`${code(String(entry.exitCode))} · ${code(exit.name)} — ${inline(exit.meaning[lang])}${sentenceGap(lang)}${link(t('codePage.exitCodeOthers'), url(`${codesIndexPath(lang)}?exit=${entry.exitCode}`))}`,
		h(2, t('codePage.related')),
		related(registry, entry, lang, h, url),
	);
}

/**
 * What to run, as the page shows it: the command in the binary of the releases people install,
 * then the contract's form; an instruction as prose.
 */
function commandBlocks(
	registry: Registry,
	recovery: CodeEntry['recovery'],
	lang: Lang,
): (string | false)[] {
	if (recovery.kind !== 'command') return [inline(recovery.instruction[lang])];
	const t = uiText(lang);
	const current = currentCommand(registry, recovery.command);
	if (!current.renamed) return [codeBlock(recovery.command, 'sh')];
	const contract = contractRelease(registry);
	return [
		format(t('codePage.currentForm'), {
			binary: current.release.binary,
			since: current.since.id,
			until: current.release.id,
		}),
		codeBlock(current.command, 'sh'),
		format(t('codePage.contractForm'), { binary: contract.binary, commit: contract.commit }),
		codeBlock(recovery.command, 'sh'),
	];
}

type Heading = (level: number, text: string) => string;
type Url = (path: string) => string;

function deprecation(entry: CodeEntry, lang: Lang, url: Url): string | false {
	const deprecated = entry.deprecated;
	if (!deprecated) return false;
	const t = uiText(lang);
	const lines = [
		inline(format(t('codePage.deprecated'), { since: deprecated.since })),
		inline(deprecated.note[lang]),
	];
	if (deprecated.replacement)
		lines.push(
			`${t('codePage.deprecatedReplacement')}${sentenceGap(lang)}${link(code(deprecated.replacement), url(codeMarkdownPath(deprecated.replacement, lang)))}`,
		);
	return lines.map((line) => `> ${line}`).join('\n>\n');
}

/** The notice of a code the contract table lacks, as the page's aside. */
function laterNotice(registry: Registry, entry: CodeEntry, lang: Lang, url: Url): string | false {
	const added = addedInRelease(registry, entry);
	if (!added) return false;
	const t = uiText(lang);
	const changes = link(
		t('codePage.laterChangesLink'),
		url(changesPath(lang, releaseAnchor(added))),
	);
	return `> **${t('codePage.laterTitle')}${sentenceStop(lang)}**${sentenceGap(lang)}${inline(format(t('codePage.laterNotice'), { release: added.label[lang] }))}${sentenceGap(lang)}${changes}`;
}

function facts(registry: Registry, entry: CodeEntry, lang: Lang): string {
	const t = uiText(lang);
	const exit = exitCodeInfo(registry, entry.exitCode);
	const category = categoryInfo(registry, entry.category);
	const area = sourceAreaInfo(registry, entry.sourceArea);
	const daemon = entry.cli.daemon;
	const added = addedInRelease(registry, entry);
	const rows: [string, string][] = [
		[
			t('codePage.retryable'),
			withNote(
				t(entry.retryable ? 'common.yes' : 'common.no'),
				code(`retryable: ${entry.retryable}`),
				lang,
			),
		],
		[t('codePage.exitCode'), `${code(String(entry.exitCode))} ${code(exit.name)}`],
		[t('codePage.httpLikeStatus'), code(String(entry.httpLikeStatus))],
		[t('codePage.category'), `${code(category.id)} ${inline(category.label[lang])}`],
		[t('codePage.emissionFact'), t(`codePage.emission.${entry.cli.emission}`)],
		[
			t('codePage.daemonRpc'),
			daemon?.reached ? code(String(daemon.rpcCode)) : t('codePage.daemonNone'),
		],
		[
			t('codePage.sourceArea'),
			withNote(inline(area.label[lang].replace(`（${area.id}）`, '')), code(area.id), lang),
		],
		[t('codePage.layer'), inline(layerOf(registry, entry).title[lang])],
		added
			? [t('codePage.addedIn'), inline(added.label[lang])]
			: [t('codePage.since'), `v${entry.since}`],
	];
	return rows.map(([label, value]) => `- ${label}${colon(lang)}${value}`).join('\n');
}

/** The CLI's own `summary` and `fix_command`s, verbatim: commands as shell blocks, instructions as text. */
function cliRecovery(entry: CodeEntry): string {
	const { summary, fixCommands } = entry.cli.recovery;
	return blocks(
		`- ${code('summary')}: ${inline(summary)}`,
		...fixCommands.map((command) =>
			/^(?:flutter_mcp_cli|flutter-mcp-toolkit) /.test(command)
				? `${code('fix_command')}:\n\n${codeBlock(command, 'sh')}`
				: `- ${code('fix_command')}: ${inline(command)}`,
		),
	);
}

/** The lines of `HowItReachesYou.astro`, by the same rules. */
function surfaces(registry: Registry, entry: CodeEntry, lang: Lang): string {
	const t = uiText(lang);
	const { surfaces: carriers, daemon, emission } = entry.cli;
	const params = {
		exitCode: entry.exitCode,
		exitName: exitCodeInfo(registry, entry.exitCode).name,
		rpcCode: daemon?.rpcCode ?? '',
		binary: binaryOf(registry, entry),
	};
	const keys: Parameters<typeof t>[0][] = [];
	if (emission === 'exitCodeOnly') keys.push('codePage.surface.exitCodeOnly');
	else if (carriers.length === 0) keys.push('codePage.surface.none');
	else {
		if (carriers.includes('cli')) keys.push('codePage.surface.cli');
		keys.push(carriers.includes('mcp') ? 'codePage.surface.mcp' : 'codePage.surface.notMcp');
		if (daemon)
			keys.push(daemon.reached ? 'codePage.surface.daemon' : 'codePage.surface.notDaemon');
	}
	return keys.map((key) => `- ${inline(format(t(key), params))}`).join('\n');
}

function whereRaised(entry: CodeEntry, lang: Lang, h: Heading): string {
	const t = uiText(lang);
	const { raisedAt, messages, details, sources } = entry.cli;
	return blocks(
		inline(raisedAt[lang]),
		messages.length > 0 && h(3, t('codePage.messages')),
		messages.length > 0 && inline(t('codePage.messagesLead')),
		messages.length > 0 && messages.map((m) => `- ${code(m.format)}`).join('\n'),
		details.length > 0 && h(3, t('codePage.detailsShapes')),
		...details.map((d) =>
			d.value === null
				? `${inline(d.when[lang])}${sentenceGap(lang)}${code('null')}`
				: `${inline(d.when[lang])}\n\n${codeBlock(JSON.stringify(d.value, null, 2), 'json')}`,
		),
		h(3, t('codePage.sources')),
		t('codePage.sourcesLead'),
		sources.map((source) => `- ${link(code(source), sourceUrl(source))}`).join('\n'),
	);
}

/** One example per surface, from the builders of examples.ts; doctor's report for a code only its exit status carries. */
function examples(registry: Registry, entry: CodeEntry, lang: Lang, h: Heading): string {
	const t = uiText(lang);
	const exit = exitCodeInfo(registry, entry.exitCode);
	const headings = surfaceExampleHeadings;
	const leads = surfaceExampleLeads;
	if (entry.cli.emission === 'exitCodeOnly')
		return doctorReport(registry, lang, h(3, t('codePage.doctorReport')));
	const list = surfaceExamples(entry);
	const binary = binaryOf(registry, entry);
	if (list.length === 0) return inline(format(t('codePage.examplesNone'), { binary }));
	return blocks(
		...list.map((example) =>
			example.surface === 'cli'
				? blocks(
						h(3, t(headings.cli)),
						codeBlock(example.request!, 'sh'),
						`${t('codePage.example.cliStdout')}${colon(lang).trim()}`,
						codeBlock(example.payload, 'json'),
						format(t('codePage.example.exitStatus'), {
							exitCode: example.exitCode!,
							exitName: exit.name,
						}),
					)
				: blocks(
						h(3, t(headings[example.surface])),
						inline(format(t(leads[example.surface]), { binary })),
						codeBlock(example.payload, 'json'),
					),
		),
	);
}

/** What `DoctorReport.astro` shows: doctor's command, its stdout and exit status 1, under `heading`. */
export function doctorReport(registry: Registry, lang: Lang, heading: string): string {
	const t = uiText(lang);
	const exit = exitCodeInfo(registry, 1);
	return blocks(
		heading,
		inline(t('codePage.doctorReportLead')),
		codeBlock('flutter_mcp_cli doctor --json', 'sh'),
		`${t('guides.example.doctor')}${colon(lang).trim()}`,
		codeBlock(JSON.stringify(doctorReportExample()), 'json'),
		format(t('codePage.example.exitStatus'), { exitCode: exit.exitCode, exitName: exit.name }),
	);
}

function contractVsCli(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
	h: Heading,
	url: Url,
): string {
	const t = uiText(lang);
	const deviations = deviationsOf(registry, entry);
	const named = deviations.filter((d) => d.codes !== 'all');
	const general = deviations.filter((d) => d.codes === 'all');
	const added = addedInRelease(registry, entry);
	return blocks(
		added && inline(format(t('codePage.laterContractVsCli'), { release: added.label[lang] })),
		named.length > 0 && t('codePage.contractVsCliLead'),
		...named.map((d) =>
			blocks(
				h(3, link(inline(d.title[lang]), url(differencesPath(lang, d.id)))),
				`**${t('differences.contract')}${colon(lang).trim()}** ${inline(d.contract[lang])}`,
				`**${t('differences.cli')}${colon(lang).trim()}** ${inline(d.cli[lang])}`,
			),
		),
		general.length > 0 && t('codePage.contractVsCliGeneral'),
		general
			.map((d) => `- ${link(inline(d.title[lang]), url(differencesPath(lang, d.id)))}`)
			.join('\n'),
		link(t('codePage.contractVsCliAll'), url(differencesPath(lang))),
	);
}

/** Both groups of `RelatedCodes.astro`, in full (Markdown has no page weight to keep), linked to their Markdown twins. */
function related(registry: Registry, entry: CodeEntry, lang: Lang, h: Heading, url: Url): string {
	const t = uiText(lang);
	const { sameArea, sameRecovery } = relatedCodes(registry, entry);
	const groups = [
		{ title: t('codePage.relatedSameArea'), codes: sameArea },
		{ title: t('codePage.relatedSameRecovery'), codes: sameRecovery },
	].filter((g) => g.codes.length > 0);
	if (groups.length === 0) return t('codePage.relatedNone');
	return blocks(
		...groups.map((g) =>
			blocks(
				h(3, g.title),
				g.codes
					.map(
						(c) =>
							`- ${link(code(c.code), url(codeMarkdownPath(c.code, lang)))} — ${inline(c.meaning[lang])}`,
					)
					.join('\n'),
			),
		),
	);
}
