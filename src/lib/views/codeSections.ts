/**
 * The bodies of a code page's long sections, as data: what the CLI prints for the code, where it
 * raises it, its examples per surface, where it departs from the contract, its history. The page's
 * components (`src/components/codePage/`, `CodeHistory.astro`) and the Markdown twin
 * (`src/lib/markdown/codeMarkdown.ts`) print these and query the registry for none of it, so a row,
 * an item or a link cannot be on one and missing from the other. Headings are the outline's.
 */
import { format, type Lang } from '../i18n/index.ts';
import { sourceUrl } from '../site/index.ts';
import { binaryOf, uiText, type CodeEntry, type Registry } from '../registry/index.ts';
import { codeBlock, type CodeBlock, type Fold, type Link } from './parts.ts';

export interface CliRecoverySection {
	/** Where the CLI's recovery comes from: its own entry, a computed command, or the fallback. */
	source: CodeEntry['cli']['recovery']['source'];
	/** The sentence that says so (a registry text: `backticks` mark inline code). */
	lead: string;
	/** The CLI's `summary`, word for word (English on every page). */
	summary: string;
	/** Its `fix_command`s, word for word: a command as a shell block, anything else as text. */
	fixCommands: ({ kind: 'command'; block: CodeBlock } | { kind: 'instruction'; text: string })[];
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
	return {
		source,
		lead: format(t(`codePage.cliRecovery.${source}`), { binary }),
		summary,
		fixCommands: fixCommands.map((command) =>
			command.startsWith(`${binary} `)
				? { kind: 'command', block: codeBlock('sh', command) }
				: { kind: 'instruction', text: command },
		),
		note: t('codePage.cliRecovery.english'),
		fold: { title: t('codePage.fold.cliRecovery'), detail: null },
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
export function whereRaisedSection(entry: CodeEntry, lang: Lang): WhereRaisedSection {
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
		details: details.map((d) => ({
			when: d.when[lang],
			value: d.value === null ? null : codeBlock('json', JSON.stringify(d.value, null, 2)),
		})),
		sources: {
			lead: t('codePage.sourcesLead'),
			links: sources.map((source) => ({ href: sourceUrl(source), text: source })),
		},
	};
}
