/**
 * The bodies of a code page's long sections, as data: what the CLI prints for the code, where it
 * raises it, its examples per surface, where it departs from the contract, its history. The page's
 * components (`src/components/codePage/`, `CodeHistory.astro`) and the Markdown twin
 * (`src/lib/markdown/codeMarkdown.ts`) print these and query the registry for none of it, so a row,
 * an item or a link cannot be on one and missing from the other. Headings are the outline's.
 */
import { format, type Lang } from '../i18n/index.ts';
import { binaryOf, uiText, type CodeEntry, type Registry } from '../registry/index.ts';
import { codeBlock, type CodeBlock, type Fold } from './parts.ts';

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
