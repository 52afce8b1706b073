/**
 * The bodies of a code page's long sections, as data: what the CLI prints for the code, where it
 * raises it, its examples per surface, where it departs from the contract, its history. The page's
 * components (`src/components/codePage/`, `CodeHistory.astro`) and the Markdown twin
 * (`src/lib/markdown/codeMarkdown.ts`) print these and query the registry for none of it, so a row,
 * an item or a link cannot be on one and missing from the other. Headings are the outline's.
 */
import { closingColon, format, listOf, sentenceGap, type Lang } from '../i18n/index.ts';
import { shareFragment } from '../playground/index.ts';
import {
	changesPath,
	differencesPath,
	playgroundPath,
	releaseAnchor,
	releaseSourceUrl,
	sourceUrl,
} from '../site/index.ts';
import {
	addedInRelease,
	binaryOf,
	runningBinary,
	runningBinarySince,
	codeHistoryRows,
	contractRelease,
	currentCommand,
	deviationsOf,
	doctorReportExample,
	exampleCoreError,
	exitCodeInfo,
	surfaceExampleHeadings,
	surfaceExampleLeads,
	surfaceExamples,
	uiText,
	type CodeEntry,
	type CodeHistoryRow,
	type ExampleSurface,
	type Fix,
	type FixWhen,
	type Registry,
	type WhenItFires,
} from '../registry/index.ts';
import { codeBlock, type CodeBlock, type Fold, type Link } from './parts.ts';

/** The `when` of a `details` shape the CLI passes every time (registrySchema.ts). */
const alwaysWhen = 'Always.';

/** One way out of a code, in the order the registry gives (the likely one first). */
export interface FixView {
	id: string;
	/** The element id of its heading: `fix-<id>`, the anchor a hint or the playground links to. */
	anchor: string;
	/** The situation it answers: the heading (a registry text: `backticks` mark inline code). */
	cause: string;
	/**
	 * Before the cause in the heading, when the code has more than one fix: "Fix 3: ". The page says
	 * "the command of fix 3 above" (and the report template asks which fix was tried), and a reader
	 * who counted headings inside folds got lost (English review 15 #4). Null for a lone fix, which
	 * the page calls "the fix".
	 */
	number: string | null;
	/** What in a payload selects it, as a sentence; null for the usual case. */
	when: string | null;
	/** What to do, in order (registry texts). */
	steps: string[];
	/** The command to copy, in the newest release's binary; null when the steps say it all. */
	command: string | null;
	/**
	 * How to tell it worked: what to run and what it prints. `command` is null when the fix's own
	 * command is the check (`same`): its output says whether it worked, and the page shows it once.
	 */
	check: {
		command: string | null;
		same: boolean;
		/**
		 * Printed in full even when it is the previous fix's: each fix is a fold of its own, and
		 * validate, explain and the playground link to one fix, so "as for the fix above" sent the
		 * reader to a fold they had not opened (English reviews 11 and 12).
		 */
		expect: string;
	};
}

export interface WhatToDoSection {
	/** The fixes, the likely one first. */
	fixes: FixView[];
	/** The title of the list of the other causes, after the first fix. */
	othersTitle: string;
	/** The label before each fix's check. */
	checkTitle: string;
	/** Said after the label, before what to expect, when the fix's command is its own check (with the colon): the twin's words. */
	checkSame: string;
}

/** A code's fixes as every renderer shows them: the page, its twin, `explain` and `explain_code`. */
export function whatToDoSection(fixes: readonly Fix[], lang: Lang): WhatToDoSection {
	const t = uiText(lang);
	// The registry spells a fix's commands in the newest release's binary (a cross check refuses
	// the contract's), the name people install.
	const views = fixes.map((fix, i): FixView => {
		const command = fix.command ?? null;
		const check = fix.check.command ?? null;
		const same = check !== null && check === command;
		return {
			id: fix.id,
			anchor: `fix-${fix.id}`,
			cause: fix.cause[lang],
			number: fixes.length > 1 ? format(t('codePage.fix.number'), { number: i + 1 }) : null,
			when: fix.when ? fixWhenText(fix.when, lang) : null,
			steps: fix.steps.map((step) => step[lang]),
			command,
			check: {
				command: same ? null : check,
				same,
				expect: fix.check.expect[lang],
			},
		};
	});
	return {
		fixes: views,
		othersTitle: t('codePage.fix.others'),
		checkTitle: t('codePage.fix.check'),
		checkSame: `${sentenceGap(lang)}${t('codePage.fix.checkOwn')}${closingColon(lang)}`,
	};
}

/**
 * What selects a fix, in plain words: "When `details.reason` is `no_targets`." Every member of
 * `when` holds at once, so they are joined with "and".
 */
export function fixWhenText(when: FixWhen, lang: Lang): string {
	const t = uiText(lang);
	const conditions: string[] = [];
	for (const [member, value] of Object.entries(when.details ?? {}))
		conditions.push(
			value === '*'
				? format(t('codePage.fix.when.detailsPresent'), { member })
				: format(t('codePage.fix.when.details'), {
						member,
						value: typeof value === 'string' ? value : JSON.stringify(value),
					}),
		);
	if (when.message !== undefined)
		conditions.push(format(t('codePage.fix.when.message'), { message: when.message }));
	if (when.command !== undefined)
		conditions.push(format(t('codePage.fix.when.command'), { command: when.command }));
	if (when.surface !== undefined) conditions.push(t(`codePage.fix.when.surface.${when.surface}`));
	if (when.exitCode !== undefined)
		conditions.push(format(t('codePage.fix.when.exitCode'), { exitCode: when.exitCode }));
	// Chinese joins conditions that must all hold with 「，且」: 和 between clauses reads as a list of things.
	const joined = lang === 'en' ? listOf(conditions, lang) : conditions.join('，且');
	return format(t('codePage.fix.when'), { conditions: joined });
}

/**
 * The contract's recovery, folded below what to do: its form names `flutter_mcp_cli`, a binary no
 * release installs, so it is reference, not the first thing to run. Null for a code the contract
 * table lacks.
 */
export interface ContractNoteSection {
	fold: Fold;
	/** The sentence before the command: which binary at which commit (or that it is the CLI's own). */
	lead: string;
	/**
	 * The contract's command, word for word; null when its recovery is an instruction, or when the
	 * CLI's `fix_command` above is the same command (the lead says so: the page shows it once).
	 */
	command: string | null;
	/** The contract's instruction (in the page's language); null for a command. */
	instruction: string | null;
	/**
	 * The contract's summary of its recovery (a registry text): what its command does; null for an
	 * instruction, which the summary only says again in other words, after the fixes above said it.
	 */
	summary: string | null;
}

export function contractNoteSection(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
): ContractNoteSection | null {
	const { recovery } = entry;
	if (entry.addedIn !== undefined) return null;
	// Most codes' contract command is what the CLI prints, word for word: the note under "What the
	// CLI prints" says so in one sentence, and there is nothing left to fold (English review 8, item 7).
	if (contractFormNoted(registry, entry)) return null;
	const t = uiText(lang);
	const contract = contractRelease(registry);
	return {
		fold: { title: t('codePage.contractNote'), detail: null },
		// An instruction names no binary: its lead says nothing of one (zh-TW review 16 #6).
		lead: format(
			t(
				recovery.kind === 'instruction'
					? 'codePage.contractFormInstruction'
					: 'codePage.contractForm',
			),
			{ binary: contract.binary, commit: contract.commit },
		),
		command: recovery.kind === 'command' ? recovery.command : null,
		instruction: recovery.kind === 'instruction' ? recovery.instruction[lang] : null,
		summary: recovery.kind === 'instruction' ? null : recovery.summary[lang],
	};
}

/**
 * The contract's command, when it is one the CLI prints and the releases print renamed: the CLI
 * section's note then gives its contract form and what it does, and the contract's fold is left out.
 * Null otherwise (a later code, an instruction, a contract command the CLI does not print).
 */
function contractFormNoted(registry: Registry, entry: CodeEntry): string | null {
	const { recovery } = entry;
	if (entry.addedIn !== undefined || recovery.kind !== 'command') return null;
	if (!entry.cli.recovery.fixCommands.includes(recovery.command)) return null;
	return currentCommand(registry, recovery.command).renamed ? recovery.command : null;
}

/**
 * The registry's recovery summary says what the command does, without a subject ("Runs the
 * environment checks…"). After the note's first sentence English gives it one, "It runs…"; a summary
 * that does not open with such a verb stays a sentence of its own.
 */
function whatItDoes(summary: string, lang: Lang): string {
	const t = uiText(lang);
	if (lang !== 'en') return format(t('codePage.cliRecovery.what'), { what: summary });
	return /^[A-Z][a-z]+s\b/.test(summary)
		? format(t('codePage.cliRecovery.what'), { what: summary[0]!.toLowerCase() + summary.slice(1) })
		: summary;
}

export interface CliRecoverySection {
	/** Where the CLI's recovery comes from: its own entry, a computed command, or the fallback. */
	source: CodeEntry['cli']['recovery']['source'];
	/**
	 * The one lead, a sentence that says so (`backticks` mark inline code): it ends in a colon when
	 * a command follows, and says "would print" for a code the CLI never sends (English review 8,
	 * items 4 and 7).
	 */
	lead: string;
	/** The CLI's `summary`, word for word (English on every page). */
	summary: string;
	/**
	 * Its `fix_command`s as the newest release prints them (the binary renamed); empty when the CLI's
	 * recovery is an instruction. `sameAsFix`, one per command, names the fix above whose command (or
	 * check) it is, by number, with the anchor of its heading: the page then shows the command as
	 * text, not a second box, and the note opens with that sentence, a link that opens its fold.
	 */
	current: {
		commands: string[];
		sameAsFix: ({ text: string; anchor: string } | null)[];
	};
	/**
	 * Its `fix_command`s, word for word: a command on one line (`same` when it is the command shown
	 * above, letter for letter, which the page does not print again), anything else as text.
	 */
	fixCommands: (
		| { kind: 'command'; block: CodeBlock; same: string | null }
		| { kind: 'instruction'; text: string }
	)[];
	/**
	 * The one note after the commands (after the `sameAsFix` sentences): the releases that print
	 * this form, the contract's form when it is the same command, and what the command does. Null
	 * when there is nothing to say (a later code's own command).
	 */
	remark: string | null;
	/** That the CLI's texts are English. */
	note: string;
	fold: Fold;
}

/** What flutter_mcp_cli really prints for the code (`cli.recovery`), beside the contract's. */
export function cliRecoverySection(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
): CliRecoverySection {
	const t = uiText(lang);
	const { source, summary, fixCommands } = entry.cli.recovery;
	const binary = binaryOf(registry, entry);
	const commands = fixCommands.filter((command) => command.startsWith(`${binary} `));
	const current = commands.map((command) => currentCommand(registry, command));
	const renamed = current.find((c) => c.renamed);
	// A fix above that already shows the command in a box, as its own or as its check.
	// Named by its number and by which box: a heading ran to 28 words, and on invalid_command the
	// command is a fix's check, not the fix's command (English review 5).
	const fixOf = (command: string, i: number): { text: string; anchor: string } | null => {
		// The first fix that shows it: the open one, when it can (invalid_command: fix 1's check).
		const at = entry.fixes.findIndex(
			(fix) => fix.command === command || fix.check.command === command,
		);
		if (at < 0) return null;
		const own = entry.fixes[at]!.command === command;
		// Two printed forms under one lead: the sentence after both boxes says which form it means.
		const ordinal =
			current.length === 2
				? t(i === 0 ? 'codePage.cliRecovery.ordinal1' : 'codePage.cliRecovery.ordinal2')
				: null;
		const key = own
			? ordinal
				? 'codePage.cliRecovery.sameAsFixForm'
				: 'codePage.cliRecovery.sameAsFix'
			: ordinal
				? 'codePage.cliRecovery.sameAsCheckForm'
				: 'codePage.cliRecovery.sameAsCheck';
		return {
			// "fix 1" on a page whose one fix has no number read as a missing list (English
			// review 14 #6): a lone fix is "the fix".
			text: format(t(key), {
				fix:
					entry.fixes.length === 1
						? t('codePage.cliRecovery.onlyFix')
						: format(t('codePage.cliRecovery.fixNumber'), { number: at + 1 }),
				ordinal: ordinal ?? '',
			}),
			anchor: `fix-${entry.fixes[at]!.id}`,
		};
	};
	const shown = new Set(current.map((c) => c.command));
	// One lead and one note (English review 8, item 7): the lead says whose recovery it prints (or
	// would print, for a code it never sends: item 4); the note, which releases print this form, the
	// contract's form when it is the same command, and what that command does.
	const never = entry.cli.emission === 'never';
	const leadKey =
		current.length === 0
			? 'codePage.cliRecovery.instruction'
			: (`codePage.cliRecovery.${source}${never ? '.never' : ''}` as const);
	const contractCommand = contractFormNoted(registry, entry);
	const contract = contractRelease(registry);
	const when = renamed && { since: renamed.since.id, until: renamed.release.id };
	const form =
		when &&
		(contractCommand === null
			? format(t('codePage.cliRecovery.form'), when)
			: format(
					t(
						current.length > 1
							? 'codePage.cliRecovery.formsContract'
							: 'codePage.cliRecovery.formContract',
					),
					{
						...when,
						commit: contract.commit,
						contractBinary: contract.binary,
						binary: renamed!.release.binary,
						command: contractCommand,
					},
				));
	const sameAsFix = current.map((c, i) => fixOf(c.command, i));
	// What the command does, unless it is a fix's own command: that fix, a link away, says it
	// with its steps (dynamic_registry_disabled said it twice: zh-TW review 18 #5).
	const fixesOwn =
		current.length > 0 &&
		current.every((c) => entry.fixes.some((fix) => fix.command === c.command));
	const what =
		contractCommand !== null && entry.recovery.kind === 'command' && !fixesOwn
			? whatItDoes(entry.recovery.summary[lang], lang)
			: null;
	const remark = [form, what].filter((part): part is string => Boolean(part));
	return {
		source,
		// The contract's commands are filtered by its binary above; the sentence names what runs.
		lead: format(t(leadKey), { binary: runningBinary(registry) }),
		current: {
			commands: current.map((c) => c.command),
			sameAsFix,
		},
		summary,
		remark: remark.length > 0 ? remark.join(sentenceGap(lang)) : null,
		fixCommands: fixCommands.map((command) =>
			command.startsWith(`${binary} `)
				? {
						kind: 'command',
						block: codeBlock('sh', command),
						same: shown.has(command) ? t('codePage.cliRecovery.sameCommand') : null,
					}
				: { kind: 'instruction', text: command },
		),
		note: t('codePage.cliRecovery.english'),
		// A contract code's texts are the v3 contract's (flutter_mcp_cli at b7f4434), not the
		// releases' named above: the title says whose words they are (English review 5, item 1).
		fold: {
			title:
				entry.addedIn === undefined
					? format(t('codePage.fold.cliRecoveryContract'), {
							binary: contractRelease(registry).binary,
							commit: contractRelease(registry).commit,
						})
					: t('codePage.fold.cliRecovery'),
			detail: null,
		},
	};
}

export interface WhereRaisedSection {
	/** Where the CLI raises the code, in our words (a registry text). */
	raisedAt: string;
	/** The fold's summary counts what it holds, the parts a code lacks left out. */
	fold: Fold;
	/** The message formats, word for word (English), after their lead; null when the code has none. */
	messages: { lead: string; formats: string[] } | null;
	/** Each shape of `details` and when it is sent; `value` null when `details` is `null`. */
	details: { when: string; value: CodeBlock | null }[];
	/** The lines of upstream source that raise it, each linked on GitHub. */
	sources: { lead: string; links: Link[] };
}

/** Where flutter_mcp_cli raises the code: messages, shapes of `details`, upstream sources. */
export function whereRaisedSection(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
): WhereRaisedSection {
	const t = uiText(lang);
	const { raisedAt, messages, details, sources } = entry.cli;
	const counted = [
		[messages.length, 'codePage.fold.messages'],
		[details.length, 'codePage.fold.details'],
		[sources.length, 'codePage.fold.sources'],
	] as const;
	return {
		raisedAt: raisedAt[lang],
		fold: {
			title: t('codePage.fold.whereRaised'),
			detail:
				counted
					.filter(([count]) => count > 0)
					.map(([count, key]) => format(t(key), { count }))
					.join(t('common.listSeparator')) || null,
		},
		messages:
			messages.length > 0
				? { lead: t('codePage.messagesLead'), formats: messages.map((m) => m.format) }
				: null,
		// A `null` is said in the sentence: "Always. `details` is `null`." read backwards when it
		// is the only shape (zh-TW review 11, item 10), so the lone unconditional shape (`when`
		// "Always.", as the schema says) reads "always `null`"; a lone shape with a condition keeps
		// it (get_screenshots_failed's fixes read members a later release adds: English review 25 #2).
		details: details.map((d) => ({
			when:
				d.value !== null
					? d.when[lang]
					: details.length === 1 && d.when.en === alwaysWhen
						? t('codePage.detailsAlwaysNull')
						: `${d.when[lang]}${sentenceGap(lang)}${t('codePage.detailsNull')}`,
			value: d.value === null ? null : codeBlock('json', JSON.stringify(d.value, null, 2)),
		})),
		sources: {
			// A later code's files are a release's, named before each path (`v3.0.0:…`); a contract
			// code's are the contract commit's, which the lead names once.
			lead: sources.some((source) => /^v\d[^:]*:/.test(source))
				? t('codePage.sourcesLeadReleases')
				: format(t('codePage.sourcesLead'), { commit: contractRelease(registry).commit }),
			links: sources.map((source) => ({ href: sourceUrl(source), text: source })),
		},
	};
}

/** What `flutter_mcp_cli doctor --json` prints when a critical check fails: a success, exit status 1. */
export interface DoctorReportView {
	lead: string;
	command: CodeBlock;
	/** doctor's stdout, titled. */
	report: CodeBlock;
	/** The sentence after it: the exit status. */
	exitStatus: string;
}

/**
 * Doctor's report, for the page of doctor_critical_failed and the guide that shows it. The guide
 * has said what the report means and that later releases print their own name, so its lead only
 * introduces the sample (zh-TW review 14 #6: the page said it three times).
 */
export function doctorReport(
	registry: Registry,
	lang: Lang,
	on: 'codePage' | 'guide' = 'codePage',
): DoctorReportView {
	const t = uiText(lang);
	// The exit status doctor uses for a failed critical check is doctor_critical_failed's.
	const exit = exitCodeInfo(registry, 1);
	const contract = contractRelease(registry);
	return {
		lead: format(t(on === 'guide' ? 'guides.doctorReportLead' : 'codePage.doctorReportLead'), {
			binary: contract.binary,
			commit: contract.commit,
			current: runningBinary(registry),
			since: runningBinarySince(registry).id,
		}),
		command: codeBlock('sh', 'flutter_mcp_cli doctor --json'),
		report: codeBlock('json', JSON.stringify(doctorReportExample()), t('guides.example.doctor')),
		exitStatus: format(t('codePage.example.exitStatus'), {
			exitCode: exit.exitCode,
			exitName: exit.name,
		}),
	};
}

export interface SurfaceExampleView {
	surface: ExampleSurface;
	/** The id of its heading in the outline (`example-cli`). */
	id: string;
	/** The CLI's command line (the cli surface); null elsewhere. */
	request: CodeBlock | null;
	/** The sentence before the payload (every surface but the CLI's, whose payload is titled). */
	lead: string | null;
	payload: CodeBlock;
	/** The CLI's exit status, after its stdout (the cli surface); null elsewhere. */
	exitStatus: string | null;
}

export interface ExamplesSection {
	/** The fold's summary names the surfaces it holds; null when there is nothing to fold. */
	fold: Fold | null;
	/** Said instead of examples when no surface carries the code. */
	none: string | null;
	/**
	 * Whose output the examples are: on a contract code, the v3 contract's CLI (flutter_mcp_cli,
	 * which names itself in them) and the name later releases print instead; null elsewhere.
	 */
	label: string | null;
	/** doctor's report, for a code only an exit status carries. */
	doctor: DoctorReportView | null;
	surfaces: SurfaceExampleView[];
	/** The page's link that opens the example's error object in the playground (page only: a long fragment). */
	playground: string | null;
}

/** The code's example on each surface its registry example names, all from one builder (examples.ts). */
export function examplesSection(registry: Registry, entry: CodeEntry, lang: Lang): ExamplesSection {
	const t = uiText(lang);
	const binary = binaryOf(registry, entry);
	const contract = contractRelease(registry);
	const exit = exitCodeInfo(registry, entry.exitCode);
	const doctor = entry.cli.emission === 'exitCodeOnly';
	const examples = doctor ? [] : surfaceExamples(entry);
	const error = exampleCoreError(entry);
	const surfaces = examples.map((example): SurfaceExampleView =>
		example.surface === 'cli'
			? {
					surface: example.surface,
					id: `example-${example.surface}`,
					request: codeBlock('sh', example.request!),
					lead: null,
					payload: codeBlock('json', example.payload, t('codePage.example.cliStdout')),
					exitStatus: format(t('codePage.example.exitStatus'), {
						exitCode: example.exitCode!,
						exitName: exit.name,
					}),
				}
			: {
					surface: example.surface,
					id: `example-${example.surface}`,
					request: null,
					lead: t(surfaceExampleLeads[example.surface]),
					payload: codeBlock('json', example.payload),
					exitStatus: null,
				},
	);
	return {
		fold:
			doctor || examples.length > 0
				? {
						title: t('codePage.fold.examples'),
						detail: doctor
							? t('codePage.doctorReport')
							: examples
									.map((e) => t(surfaceExampleHeadings[e.surface]))
									.join(t('common.listSeparator')),
					}
				: null,
		none: !doctor && examples.length === 0 ? format(t('codePage.examplesNone'), { binary }) : null,
		// doctor's report says so in its own lead, which a guide shows too.
		label:
			entry.addedIn === undefined && examples.length > 0
				? // A code the CLI practically never sends has no output to show: the example is the form
					// it would take (debug_dump_failed's TimeoutException read as seen: English review 19).
					format(
						t(
							entry.cli.emission === 'unreachable'
								? 'codePage.examplesUnreachable'
								: 'codePage.examplesContract',
						),
						{
							binary: contract.binary,
							commit: contract.commit,
							current: runningBinary(registry),
							since: runningBinarySince(registry).id,
						},
					)
				: null,
		doctor: doctor ? doctorReport(registry, lang) : null,
		surfaces,
		playground: error
			? `${playgroundPath(lang)}${shareFragment(JSON.stringify(error, null, 2))}`
			: null,
	};
}

/** A difference between contract and CLI that names the code: both sides in full. */
export interface DeviationView {
	id: string;
	/** The id of its heading in the outline (`deviation-…`). */
	headingId: string;
	title: string;
	/** Its entry on the differences page. */
	href: string;
	/** What the contract says and what the CLI does (registry texts), each under its label. */
	contract: { label: string; text: string };
	cli: { label: string; text: string };
}

export interface ContractVsCliSection {
	/** For a code a later release added: the contract predates it. */
	later: string | null;
	/** The differences that name the code, in full, after their lead; null when none does. */
	named: { lead: string; fold: Fold; deviations: DeviationView[] } | null;
	/** The differences about every code, as links after their lead; null when there are none. */
	general: { lead: string; links: (Link & { id: string })[] } | null;
	/** The differences page. */
	all: Link;
}

/** Where the CLI departs from the contract for this code (deviations.json). */
export function contractVsCliSection(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
): ContractVsCliSection {
	const t = uiText(lang);
	const deviations = deviationsOf(registry, entry);
	const named = deviations.filter((d) => d.codes !== 'all');
	const general = deviations.filter((d) => d.codes === 'all');
	const added = addedInRelease(registry, entry);
	return {
		// The notice at the top names the release; this only says why there is no comparison.
		later: added ? t('codePage.laterContractVsCli') : null,
		named:
			named.length > 0
				? {
						lead: format(t('codePage.contractVsCliLead'), {
							binary: contractRelease(registry).binary,
							commit: contractRelease(registry).commit,
						}),
						fold: {
							title: t('codePage.fold.deviations'),
							detail: named.map((d) => d.title[lang]).join(t('common.listSeparator')),
						},
						deviations: named.map((d) => ({
							id: d.id,
							headingId: `deviation-${d.id}`,
							title: d.title[lang],
							href: differencesPath(lang, d.id),
							contract: { label: t('differences.contract'), text: d.contract[lang] },
							cli: { label: t('differences.cli'), text: d.cli[lang] },
						})),
					}
				: null,
		general:
			general.length > 0
				? {
						lead: t('codePage.contractVsCliGeneral'),
						links: general.map((d) => ({
							id: d.id,
							href: differencesPath(lang, d.id),
							text: d.title[lang],
						})),
					}
				: null,
		all: { href: differencesPath(lang), text: t('codePage.contractVsCliAll') },
	};
}

export interface HistoryRow {
	/** The release, linked to its section of the changes page. */
	release: { id: string } & Link;
	/** The kind of its first change (a release's changes of one code share a row). */
	kind: CodeHistoryRow['kind'];
	/** What it changed for the code (registry texts, one sentence or more per change). */
	note: string;
	/** Its upstream evidence (commits or file:lines), each linked on GitHub; none for the contract's own line. */
	sources: Link[];
}

export interface HistorySection {
	code: string;
	/** The lead before the table, or what is said instead when the registry knows no release. */
	lead: string;
	caption: string;
	columns: [release: string, change: string, sources: string];
	/** Oldest first; empty when the registry knows no release for the code. */
	rows: HistoryRow[];
	/** The fold's summary names the releases; null when there is no table to fold. */
	fold: Fold | null;
	/** The changes page. */
	all: Link;
}

/**
 * What each release changed for `code`, oldest first. It takes a code's name rather than an entry,
 * so it serves every code the history knows, the later codes that have no page yet included.
 */
export function historySection(registry: Registry, code: string, lang: Lang): HistorySection {
	const t = uiText(lang);
	// One row per release: two changes of one release in two rows made a reader look for two
	// releases of one name (English review 15 #7, explain_errors_failed's 3.0.0). The row keeps
	// the first change's kind.
	const rows: HistoryRow[] = [];
	for (const row of codeHistoryRows(registry, code)) {
		const sources = row.sources.map((source) => ({ href: releaseSourceUrl(source), text: source }));
		const same = rows.find((r) => r.release.id === row.release.id);
		if (same) {
			same.note = `${same.note}${sentenceGap(lang)}${row.note[lang]}`;
			same.sources.push(...sources);
			continue;
		}
		rows.push({
			release: {
				id: row.release.id,
				href: changesPath(lang, releaseAnchor(row.release)),
				text: row.release.label[lang],
			},
			kind: row.kind,
			note: row.note[lang],
			sources,
		});
	}
	return {
		code,
		lead: t(rows.length > 0 ? 'history.lead' : 'history.none'),
		caption: format(t('history.caption'), { code }),
		columns: [t('history.colRelease'), t('history.colChange'), t('history.colSources')],
		rows,
		fold:
			rows.length > 0
				? {
						title: t('codePage.fold.history'),
						detail: [...new Set(rows.map((row) => row.release.text))].join(
							t('common.listSeparator'),
						),
					}
				: null,
		all: { href: changesPath(lang), text: t('history.allChanges') },
	};
}

/** "When it fires" in parts: the lead, the usual cause under its label, the edge cases as a list. */
export interface WhenItFiresSection {
	/** What happened, one sentence (a registry text: `backticks` mark inline code). */
	happened: string;
	/** The usual cause, after its label; null when the lead says it all. */
	cause: { label: string; text: string } | null;
	/** The edge cases, one item each, after their label; null when there are none. */
	edgeCases: { label: string; items: string[] } | null;
}

export function whenItFiresSection(
	{ whenItFires }: { whenItFires: WhenItFires },
	lang: Lang,
): WhenItFiresSection {
	const t = uiText(lang);
	const { happened, cause, edgeCases } = whenItFires;
	return {
		happened: happened[lang],
		cause: cause ? { label: t('codePage.whenItFires.cause'), text: cause[lang] } : null,
		edgeCases:
			edgeCases.length > 0
				? { label: t('codePage.whenItFires.edgeCases'), items: edgeCases.map((e) => e[lang]) }
				: null,
	};
}
