/**
 * A code page as data: its outline (every heading with its id, one list), its facts (each with the
 * UI string key of its label), and the sections whose content more than one renderer shows. The
 * page (`[code].astro`, `CodePageBody.astro` and its parts), the Markdown twin and llms-full.txt
 * (`src/lib/markdown/codeMarkdown.ts`), the CLI's `explain` and MCP's `explain_code` all render this
 * model; none of them works a fact out again, so they cannot disagree.
 */
import { format, plainText, sentenceGap, type Lang } from '../i18n/index.ts';
import { placeholderNames } from '../engine/index.ts';
import { changesPath, codesIndexPath, releaseAnchor, sourceUrl } from '../site/index.ts';
import {
	addedInRelease,
	removedInRelease,
	binaryOf,
	runningBinary,
	categoryInfo,
	cliDescriptor,
	contractRelease,
	currentCommand,
	descriptionOf,
	exitCodeInfo,
	findRelease,
	layerOf,
	placeholdersOf,
	codeRetryAdvice,
	failurePathOf,
	relatedCodes,
	descriptorChanges,
	type DescriptorChange,
	recoveryChanges,
	sourceAreaInfo,
	surfaceExampleHeadings,
	uiText,
	type CliDescriptor,
	type CodeEntry,
	type Registry,
	type UiKey,
	type WrapperCode,
} from '../registry/index.ts';
import { code, link, note, type Part, rich, sub, text } from './parts.ts';
import {
	cliRecoverySection,
	contractNoteSection,
	contractVsCliSection,
	examplesSection,
	historySection,
	whatToDoSection,
	whenItFiresSection,
	whereRaisedSection,
	type CliRecoverySection,
	type ContractNoteSection,
	type ContractVsCliSection,
	type ExamplesSection,
	type HistorySection,
	type WhatToDoSection,
	type WhenItFiresSection,
	type WhereRaisedSection,
} from './codeSections.ts';

export interface Heading {
	/** The element id on the page (the anchor a hint or the outline links to). */
	id: string;
	depth: 2 | 3;
	title: string;
}

export type FactId =
	| 'retryable'
	| 'exit-code'
	| 'http-like-status'
	| 'category'
	| 'emission'
	| 'daemon-rpc'
	| 'source-area'
	| 'layer'
	| 'added-in'
	| 'since';

/** One line of the facts list: its label (the key and its text) and its value. */
export interface Fact {
	id: FactId;
	labelKey: UiKey;
	label: string;
	value: Part[];
}

export interface Placeholder {
	name: string;
	description: string;
}

export type RecoveryFacts =
	| {
			kind: 'command';
			/** What people run today: the command as the newest release spells it. */
			command: string;
			/** The v3 contract's form, when the newest release spells it otherwise. */
			contractCommand: string | null;
			/** The release facts of both forms, for the sentences that name them. */
			current: { binary: string; since: string; until: string } | null;
			contract: { binary: string; commit: string };
			summary: string;
			placeholders: Placeholder[];
	  }
	| {
			kind: 'instruction';
			instruction: string;
			/** The instruction as envelopes carry it (English only), on a page in another language. */
			original: string | null;
			summary: string;
			placeholders: Placeholder[];
	  };

/** A code's facts, each computed here once. */
export interface CodeFacts {
	code: string;
	meaning: string;
	/** "When it fires" as one paragraph (the parts joined), for a renderer that prints it whole. */
	description: string;
	/** The list the page shows as cards and the twin as a list, in this order. */
	list: Fact[];
	descriptor: CliDescriptor;
	retryable: boolean;
	retry: ReturnType<typeof codeRetryAdvice>;
	exit: { exitCode: number; name: string; meaning: string };
	httpLikeStatus: number;
	/** How often flutter_mcp_cli emits the code (`cli.emission`). */
	emission: CodeEntry['cli']['emission'];
	category: { id: string; label: string };
	sourceArea: { id: string; slug: string; label: string };
	layer: { id: string; title: string };
	/** The contract release a code of the table dates from (`3.0.0`); null for a later code. */
	since: string | null;
	addedIn: { id: string; label: string; binary: string; href: string } | null;
	deprecated: { since: string; note: string; replacement: string | null } | null;
	/** Descriptor values later releases changed, oldest first, each with the release's label. */
	changedValues: {
		field: string;
		value: string | number | boolean;
		release: { id: string; label: string };
	}[];
	/** Recoveries later releases print instead of the CLI's own, oldest first. */
	changedRecoveries: { release: { id: string; label: string }; fixCommands: readonly string[] }[];
	/** The release whose catalog no longer declares the code (a `removed` code change), if any. */
	removedIn: { id: string; label: string; href: string; replacement: string | null } | null;
	recovery: RecoveryFacts;
}

export interface SurfaceLine {
	surface:
		'exit-code' | 'validate-runtime' | 'none' | 'cli' | 'mcp' | 'not-mcp' | 'daemon' | 'not-daemon';
	/** A sentence with `backticks`, its parameters filled in. */
	text: string;
}

export interface RelatedGroup {
	id: 'related-failure-path' | 'related-same-area' | 'related-same-recovery';
	title: string;
	/**
	 * The first codes of the group: a page keeps its size however large the registry grows. On the
	 * failure path, each with where it stands (its label: "Before it", …) and why.
	 */
	codes: { code: string; meaning: string; step?: { label: string; why: string } }[];
	/** How many more the group has, and where they are: the codes index, filtered where it can be. */
	rest: number;
	more: string;
}

/** A code the page names, with the words before it ("Emitted instead:"). */
export interface Replacement {
	lead: string;
	code: string;
}

/** The notices a code page shows around its answer, each composed here once; null when it has none. */
export interface CodeNotices {
	/** A retired code (the contract's `deprecated`): since when, why, and what is sent instead. */
	deprecated: { text: string; note: string; replacement: Replacement | null } | null;
	/** The release whose catalog no longer declares the code, and the changes entry that says so. */
	removed: {
		title: string;
		text: string;
		more: { text: string; href: string };
		replacement: Replacement | null;
	} | null;
	/** That flutter_mcp_cli emits it rarely, never, or as an exit status only; null when it emits it. */
	emission: {
		kind: Exclude<CodeEntry['cli']['emission'], 'emitted'>;
		title: string;
		text: string;
	} | null;
	/** The release that added a code the contract table lacks, shown after what to do. */
	later: { title: string; text: string; more: { text: string; href: string } } | null;
}

export interface CodePageView {
	kind: 'contract' | 'later' | 'retired';
	outline: Heading[];
	facts: CodeFacts;
	notices: CodeNotices;
	sections: {
		/** The exit code's line: the others that share it, one link away. */
		exitCode: { others: { text: string; href: string } };
		/** The fixes, the likely one first. */
		whatToDo: WhatToDoSection;
		cliRecovery: CliRecoverySection;
		/** The contract's recovery, folded; null for a code the contract lacks. */
		contractNote: ContractNoteSection | null;
		howItReachesYou: SurfaceLine[];
		whereRaised: WhereRaisedSection;
		examples: ExamplesSection;
		contractVsCli: ContractVsCliSection;
		history: HistorySection;
		related: RelatedGroup[];
		/** When it fires: what happened, the usual cause, the edge cases. */
		whenItFires: WhenItFiresSection;
	};
}

export interface WrapperPageView {
	kind: 'wrapper';
	outline: Heading[];
	facts: {
		code: string;
		meaning: string;
		wrapper: string;
		/** The release whose IntentCall sends the code. */
		release: string;
		/** What to do in a sentence (the verdict's Next: line says it); the page shows the fixes. */
		whatToDo: string;
		retry: string;
		contractError: string;
		/** When it fires as one paragraph, for the terminal; the page shows `whenItFires`. */
		description: string;
	};
	whenItFires: WhenItFiresSection;
	/** The fixes, shown as a code page shows its own. */
	whatToDo: WhatToDoSection;
	/** The placeholders of the fixes' commands, for the page's form. */
	placeholders: Placeholder[];
	/** That the code is IntentCall's, not the CLI's: a note after what to do. */
	notice: { title: string; text: string };
	/** The message formats IntentCall sends, as sent (English). */
	messages: string[];
	/** Real payloads, each with when it is sent and the sentence before it. */
	examples: { tool: string; when: string; lead: string; json: string }[];
	/** Where IntentCall raises it, linked to the source. */
	sources: { path: string; href: string }[];
}

/** The page of a code of the CLI (of the contract table, added later, or retired). */
export function codePage(registry: Registry, entry: CodeEntry, lang: Lang): CodePageView {
	const facts = codeFacts(registry, entry, lang);
	const t = uiText(lang);
	const sections = {
		exitCode: {
			others: {
				text: t('codePage.exitCodeOthers'),
				href: `${codesIndexPath(lang)}?exit=${entry.exitCode}`,
			},
		},
		whatToDo: whatToDoSection(entry.fixes, lang),
		cliRecovery: cliRecoverySection(registry, entry, lang),
		contractNote: contractNoteSection(registry, entry, lang),
		howItReachesYou: surfaceLines(registry, entry, lang),
		whereRaised: whereRaisedSection(registry, entry, lang),
		examples: examplesSection(registry, entry, lang),
		contractVsCli: contractVsCliSection(registry, entry, lang),
		history: historySection(registry, entry.code, lang),
		related: relatedGroups(registry, entry, lang),
		whenItFires: whenItFiresSection(entry, lang),
	};
	return {
		kind: entry.deprecated ? 'retired' : facts.addedIn ? 'later' : 'contract',
		outline: codeOutline(registry, entry, lang, facts, sections),
		facts,
		notices: codeNotices(registry, entry, facts, lang),
		sections,
	};
}

function codeNotices(
	registry: Registry,
	entry: CodeEntry,
	facts: CodeFacts,
	lang: Lang,
): CodeNotices {
	const t = uiText(lang);
	const replacement = (code: string | null) =>
		code === null ? null : { lead: t('codePage.deprecatedReplacement'), code };
	const more = (href: string) => ({ text: t('codePage.laterChangesLink'), href });
	const { deprecated, removedIn, addedIn } = facts;
	const emission = entry.cli.emission;
	return {
		deprecated: deprecated && {
			text: format(t('codePage.deprecated'), { since: deprecated.since }),
			note: deprecated.note,
			replacement: replacement(deprecated.replacement),
		},
		removed: removedIn && {
			title: format(t('codePage.removedTitle'), { release: removedIn.label }),
			text: format(t('codePage.removedText'), { release: removedIn.label }),
			more: more(removedIn.href),
			replacement: replacement(removedIn.replacement),
		},
		emission:
			emission === 'emitted'
				? null
				: {
						kind: emission,
						title: t(`codePage.emissionTitle.${emission}`),
						// stale_snapshot: no error object carries it, yet its word arrives as data; "never"
						// alone contradicted the page's own edge cases (eighth readings, item 2).
						text: [
							format(t(`codePage.emissionNotice.${emission}`), {
								exitCode: entry.exitCode,
								binary: runningBinary(registry),
								whenItFires: t('codePage.whenItFires'),
								...(entry.cli.rareWhen && { when: entry.cli.rareWhen[lang] }),
							}),
							entry.cli.asData?.[lang],
						]
							.filter((part) => part !== undefined)
							.join(sentenceGap(lang)),
					},
		later: addedIn && {
			title: t('codePage.laterTitle'),
			text: format(t('codePage.laterNotice'), { release: addedIn.label }),
			more: more(addedIn.href),
		},
	};
}

/** The page of a code IntentCall sends of its own: no descriptor, recovery or exit code. */
export function wrapperPage(registry: Registry, wrapper: WrapperCode, lang: Lang): WrapperPageView {
	const t = uiText(lang);
	const h2 = (id: string, key: UiKey): Heading => ({ id, depth: 2, title: t(key) });
	const whatToDo = whatToDoSection(wrapper.fixes, lang);
	const release = findRelease(registry, wrapper.addedIn)!.id;
	// The layer's first release, not the code's: IntentCall ran the fmt_* tools from 4.0.0-dev.1,
	// though validation_error only reaches a reader from 4.0.0-dev.6 (English review 6, item 4).
	const layerRelease = registry.releases.releases.find(
		(r) => r.mcpToolFailure === wrapper.wrapper,
	)!.id;
	const placeholders = placeholdersIn(
		registry,
		whatToDo.fixes.flatMap((fix) => [fix.command ?? '', fix.check.command ?? '']),
		lang,
	);
	return {
		kind: 'wrapper',
		outline: [
			h2('what-to-do', 'wrapperPage.whatToDo'),
			...fixHeadings(whatToDo),
			...(placeholders.length > 0
				? [{ id: 'placeholders', depth: 3 as const, title: t('codePage.placeholders') }]
				: []),
			h2('contract-error', 'wrapperPage.contractError'),
			h2('when-it-fires', 'codePage.whenItFires'),
			h2('messages', 'wrapperPage.messages'),
			h2('examples', 'wrapperPage.examples'),
			h2('sources', 'wrapperPage.sources'),
		],
		facts: {
			code: wrapper.code,
			meaning: wrapper.meaning[lang],
			wrapper: wrapper.wrapper,
			release,
			whatToDo: wrapper.whatToDo[lang],
			retry: wrapper.retry[lang],
			contractError: wrapper.contractError[lang],
			description: descriptionOf(wrapper)[lang],
		},
		whenItFires: whenItFiresSection(wrapper, lang),
		whatToDo,
		placeholders,
		notice: {
			title: t('wrapperPage.noticeTitle'),
			text: format(t(release === layerRelease ? 'wrapperPage.notice' : 'wrapperPage.noticeLater'), {
				release,
				layerRelease,
			}),
		},
		messages: wrapper.messages.map((m) => m.format),
		examples: wrapper.examples.map((example) => ({
			tool: example.tool,
			when: example.when[lang],
			lead: format(t('wrapperPage.exampleLead'), { tool: example.tool }),
			json: example.text,
		})),
		sources: wrapper.sources.map((path) => ({ path, href: sourceUrl(path) })),
	};
}

/** The placeholders `commands` use, once each, with their registry descriptions. */
function placeholdersIn(registry: Registry, commands: string[], lang: Lang): Placeholder[] {
	const names = new Set(commands.flatMap(placeholderNames));
	return registry.placeholders
		.filter((p) => names.has(p.name))
		.map((p) => ({ name: p.name, description: p.description[lang] }));
}

/** A heading per fix, under "What to do": the cause, anchored `fix-<id>`. */
function fixHeadings(section: WhatToDoSection): Heading[] {
	return section.fixes.map((fix) => ({
		id: fix.anchor,
		depth: 3,
		title: `${fix.number ?? ''}${plainText(fix.cause)}`,
	}));
}

/** The title of the heading `id` of a view's outline; throws for an id the outline lacks. */
export function headingTitle(view: { outline: readonly Heading[] }, id: string): string {
	const heading = view.outline.find((h) => h.id === id);
	if (!heading) throw new Error(`the page's outline has no heading "${id}"`);
	return heading.title;
}

export function codeFacts(registry: Registry, entry: CodeEntry, lang: Lang): CodeFacts {
	const t = uiText(lang);
	const exit = exitCodeInfo(registry, entry.exitCode);
	const category = categoryInfo(registry, entry.category);
	const area = sourceAreaInfo(registry, entry.sourceArea);
	const layer = layerOf(registry, entry);
	const added = addedInRelease(registry, entry);
	const removal = removedInRelease(registry, entry.code);
	const index = codesIndexPath(lang);
	const daemon = entry.cli.daemon;
	const addedIn = added
		? {
				id: added.id,
				label: added.label[lang],
				binary: added.binary,
				href: changesPath(lang, releaseAnchor(added)),
			}
		: null;
	const fact = (id: FactId, labelKey: UiKey, ...value: Part[]): Fact => ({
		id,
		labelKey,
		label: t(labelKey),
		value,
	});
	// A value a later release changed: after the first, each with the release it holds from.
	const changes = descriptorChanges(registry, entry.code);
	const byRelease = (
		field: DescriptorChange['field'],
		show: (value: DescriptorChange['value']) => string,
	) =>
		changes
			.filter((c) => c.field === field)
			.map(({ release, value }) =>
				sub(
					link(
						changesPath(lang, releaseAnchor(release)),
						rich(
							format(t('codePage.fromRelease'), {
								value: `\`${show(value)}\``,
								release: release.label[lang],
							}),
						),
					),
				),
			);
	const list: Fact[] = [
		fact(
			'retryable',
			'codePage.retryable',
			text(t(entry.retryable ? 'common.yes' : 'common.no')),
			note(code(`retryable: ${entry.retryable}`)),
			...byRelease('retryable', (v) => `retryable: ${v}`),
		),
		fact(
			'exit-code',
			'codePage.exitCode',
			code(String(entry.exitCode), 'exit-code'),
			sub(code(exit.name)),
			...byRelease('exitCode', String),
		),
		fact(
			'http-like-status',
			'codePage.httpLikeStatus',
			code(String(entry.httpLikeStatus), 'http-like-status'),
			...byRelease('httpLikeStatus', String),
		),
		fact(
			'category',
			'codePage.category',
			link(`${index}?category=${category.id}`, code(category.id, 'category')),
			sub(rich(category.label[lang])),
			...byRelease('category', String),
		),
		fact('emission', 'codePage.emissionFact', text(t(`codePage.emission.${entry.cli.emission}`))),
		fact(
			'daemon-rpc',
			'codePage.daemonRpc',
			daemon?.reached ? code(String(daemon.rpcCode)) : text(t('codePage.daemonNone')),
		),
		fact(
			'source-area',
			'codePage.sourceArea',
			link(`${index}?area=${area.slug}`, rich(area.label[lang])),
		),
		fact('layer', 'codePage.layer', rich(layer.title[lang])),
		addedIn
			? fact('added-in', 'codePage.addedIn', link(addedIn.href, rich(addedIn.label)))
			: // A contract code dates from the v3 contract table (`since` is its version, 3.0.0).
				// Written "v3.0.0" it read as the flutter-mcp-toolkit release of that number, which is
				// another thing: the fact names the contract as the list of releases does.
				fact('since', 'codePage.since', text(contractRelease(registry).label[lang])),
	];
	return {
		code: entry.code,
		meaning: entry.meaning[lang],
		description: descriptionOf(entry)[lang],
		list,
		descriptor: cliDescriptor(entry),
		retryable: entry.retryable,
		retry: codeRetryAdvice(entry, lang),
		exit: { exitCode: exit.exitCode, name: exit.name, meaning: exit.meaning[lang] },
		httpLikeStatus: entry.httpLikeStatus,
		emission: entry.cli.emission,
		category: { id: category.id, label: category.label[lang] },
		sourceArea: { id: area.id, slug: area.slug, label: area.label[lang] },
		layer: { id: layer.id, title: layer.title[lang] },
		since: addedIn ? null : (entry.since ?? null),
		addedIn,
		deprecated: entry.deprecated
			? {
					since: entry.deprecated.since,
					note: entry.deprecated.note[lang],
					replacement: entry.deprecated.replacement ?? null,
				}
			: null,
		changedValues: changes.map(({ field, value, release }) => ({
			field,
			value,
			release: { id: release.id, label: release.label[lang] },
		})),
		changedRecoveries: recoveryChanges(registry, entry.code).map(({ release, fixCommands }) => ({
			release: { id: release.id, label: release.label[lang] },
			fixCommands,
		})),
		removedIn: removal
			? {
					id: removal.release.id,
					label: removal.release.label[lang],
					href: changesPath(lang, releaseAnchor(removal.release)),
					replacement: removal.change.replacedBy ?? null,
				}
			: null,
		recovery: recoveryFacts(registry, entry, lang),
	};
}

function recoveryFacts(registry: Registry, entry: CodeEntry, lang: Lang): RecoveryFacts {
	const recovery = entry.recovery;
	const placeholders = placeholdersOf(registry, entry).map((p) => ({
		name: p.name,
		description: p.description[lang],
	}));
	if (recovery.kind === 'instruction')
		return {
			kind: 'instruction',
			instruction: recovery.instruction[lang],
			// Envelopes carry the instruction in English only: a reader matches it to their terminal
			// by the original, so a translated page shows that too.
			original: lang === 'en' ? null : recovery.instruction.en,
			summary: recovery.summary[lang],
			placeholders,
		};
	// What people run today first (the newest release's binary), the contract's form beside it.
	const current = currentCommand(registry, recovery.command);
	const contract = contractRelease(registry);
	return {
		kind: 'command',
		command: current.command,
		contractCommand: current.renamed ? recovery.command : null,
		current: current.renamed
			? { binary: current.release.binary, since: current.since.id, until: current.release.id }
			: null,
		contract: { binary: contract.binary, commit: contract.commit },
		summary: recovery.summary[lang],
		placeholders,
	};
}

/** The surfaces that can carry the code, each a sentence; or plainly, when none can. */
function surfaceLines(registry: Registry, entry: CodeEntry, lang: Lang): SurfaceLine[] {
	const t = uiText(lang);
	const { surfaces, daemon, emission } = entry.cli;
	const params = {
		exitCode: entry.exitCode,
		exitName: exitCodeInfo(registry, entry.exitCode).name,
		rpcCode: daemon?.rpcCode ?? '',
		binary: runningBinary(registry),
	};
	const line = (surface: SurfaceLine['surface'], key: UiKey): SurfaceLine => ({
		surface,
		text: format(t(key), params),
	});
	// doctor's exit status at the contract; validate-runtime's error object from 3.0.0, as the notice says.
	if (emission === 'exitCodeOnly')
		return [
			line('exit-code', 'codePage.surface.exitCodeOnly'),
			line('validate-runtime', 'codePage.surface.exitCodeOnlyLater'),
		];
	if (surfaces.length === 0) return [line('none', 'codePage.surface.none')];
	const lines: SurfaceLine[] = [];
	if (surfaces.includes('cli')) lines.push(line('cli', 'codePage.surface.cli'));
	lines.push(
		surfaces.includes('mcp')
			? line('mcp', 'codePage.surface.mcp')
			: line('not-mcp', 'codePage.surface.notMcp'),
	);
	if (daemon)
		lines.push(
			daemon.reached
				? line('daemon', 'codePage.surface.daemon')
				: line('not-daemon', 'codePage.surface.notDaemon'),
		);
	return lines;
}

/** Related codes listed per group; the rest are one link away. */
const relatedCap = 8;

function relatedGroups(registry: Registry, entry: CodeEntry, lang: Lang): RelatedGroup[] {
	const t = uiText(lang);
	// The failure path first: the codes met before, beside or after this one (failure-paths.json).
	// The groups after it leave out what it lists.
	const path = failurePathOf(registry, entry.code);
	const onPath = new Set(path.map((s) => s.code));
	const { sameArea, sameRecovery } = relatedCodes(registry, entry);
	const index = codesIndexPath(lang);
	const area = sourceAreaInfo(registry, entry.sourceArea);
	const listed = (codes: CodeEntry[]) =>
		codes.slice(0, relatedCap).map((c) => ({ code: c.code, meaning: c.meaning[lang] }));
	const rest = (codes: CodeEntry[]) => Math.max(0, codes.length - relatedCap);
	const others = (codes: CodeEntry[]) => codes.filter((c) => !onPath.has(c.code));
	const meaningOf = (code: string) =>
		(registry.codes.find((c) => c.code === code) ??
			registry.wrapperCodes.find((c) => c.code === code))!.meaning[lang];
	const stepLabel = {
		before: t('codePage.failurePath.before'),
		alongside: t('codePage.failurePath.alongside'),
		after: t('codePage.failurePath.after'),
	};
	const groups: RelatedGroup[] = [
		{
			id: 'related-failure-path',
			title: t('codePage.relatedFailurePath'),
			// Every step: a path is a few codes by nature, and each says why.
			codes: path.map((s) => ({
				code: s.code,
				meaning: meaningOf(s.code),
				step: { label: stepLabel[s.relation], why: s.why[lang] },
			})),
			rest: 0,
			more: index,
		},
		{
			id: 'related-same-area',
			title: t('codePage.relatedSameArea'),
			codes: listed(others(sameArea)),
			rest: rest(others(sameArea)),
			more: `${index}?area=${area.slug}`,
		},
		{
			id: 'related-same-recovery',
			title: t('codePage.relatedSameRecovery'),
			codes: listed(others(sameRecovery)),
			rest: rest(others(sameRecovery)),
			more: index,
		},
	];
	return groups.filter((g) => g.codes.length > 0);
}

/** Every heading of the page, in order; the renderers take their titles and ids from here. */
function codeOutline(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
	facts: CodeFacts,
	sections: Pick<CodePageView['sections'], 'whatToDo' | 'examples' | 'contractVsCli' | 'related'>,
): Heading[] {
	const t = uiText(lang);
	const binary = binaryOf(registry, entry);
	const { messages, details } = entry.cli;
	const never = entry.cli.emission === 'never';
	const h2 = (id: string, title: string): Heading => ({ id, depth: 2, title });
	const h3 = (id: string, title: string): Heading => ({ id, depth: 3, title });
	const { whatToDo, examples, contractVsCli, related } = sections;
	const exampleHeadings = [
		...(examples.doctor ? [h3('doctor-report', t('codePage.doctorReport'))] : []),
		...examples.surfaces.map((e) => h3(e.id, t(surfaceExampleHeadings[e.surface]))),
	];
	return [
		h2('what-to-do', t('codePage.whatToDo')),
		...fixHeadings(whatToDo),
		...(facts.recovery.placeholders.length > 0
			? [h3('placeholders', t('codePage.placeholders'))]
			: []),
		// A code the CLI never sends as an error code: the headings must not say it prints or raises it
		// (English review 8, item 4); the notice above says "never".
		h3(
			'cli-recovery',
			format(t(never ? 'codePage.cliRecovery.never' : 'codePage.cliRecovery'), { binary }),
		),
		h2('retry', t('codePage.retry')),
		h2('facts', t('codePage.facts')),
		h2('when-it-fires', t('codePage.whenItFires')),
		h2('how-it-reaches-you', t('codePage.howItReachesYou')),
		h2(
			'where-raised',
			t(
				!never
					? 'codePage.whereRaised'
					: entry.cli.asData
						? 'codePage.whereRaised.asData'
						: 'codePage.whereRaised.never',
			),
		),
		...(messages.length > 0 ? [h3('messages', t('codePage.messages'))] : []),
		...(details.length > 0 ? [h3('details', t('codePage.detailsShapes'))] : []),
		h3('sources', t('codePage.sources')),
		h2('example', t('codePage.example')),
		...exampleHeadings,
		h2('contract-vs-cli', t('codePage.contractVsCli')),
		...(contractVsCli.named?.deviations ?? []).map((d) => h3(d.headingId, d.title)),
		h2('history', t('history.heading')),
		h2('exit-code', t('codePage.exitCodeHeading')),
		h2('related', t('codePage.related')),
		...related.map((g) => h3(g.id, g.title)),
	];
}
