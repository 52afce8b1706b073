import { format, type Lang, listOf, series } from '../i18n/index.ts';
import {
	backoffExitCodes,
	guideExamplePayload,
	guideExampleTitleKeys,
	requirePage,
	uiText,
	type GuideExampleSurface,
	type Registry,
} from '../registry/index.ts';
import {
	doctorReport,
	quotedWordSegments,
	registryTable,
	type Cell,
	type RegistryTableName,
	type RegistryTableView,
} from '../views/index.ts';
import { doctorReportMarkdown } from './codeMarkdown.ts';
import { code, codeBlock, inline, strong, table } from './markdownSyntax.ts';

/**
 * The components the MDX guides render from the registry (`src/components/guides/`), as Markdown:
 * the tables from the same views as the page (`registryTable`), as GFM tables with their caption in
 * bold above them.
 * `codeLink` turns a code into a link in the caller's choice of target.
 */
export interface TableContext {
	registry: Registry;
	lang: Lang;
	codeLink: (code: string) => string;
}

type Props = Record<string, string>;
type Component = (context: TableContext, props: Props) => string;

const caption = (text: string) => strong(inline(text));

/** A cell of a view's table as inline Markdown. */
function cell(context: TableContext, value: Cell): string {
	switch (value.kind) {
		case 'code':
			return code(value.text);
		case 'words':
			// Words quoted, not written: code spans, as the page marks them `data-quoted`.
			return value.words.length ? series(value.words.map(code), context.lang) : '—';
		case 'code-link':
			return context.codeLink(value.code);
		case 'named':
			return `${code(value.code)} ${inline(value.label)}`;
		case 'codes':
			return series(
				value.codes.map((c) =>
					c.note ? `${context.codeLink(c.code)} ${c.note}` : context.codeLink(c.code),
				),
				context.lang,
			);
		case 'rich':
			// A word the note quotes rather than writes is a code span here, as in the column of losers.
			return inline(
				quotedWordSegments(value.text, value.quoted ?? [])
					.map((s) => (s.quoted ? code(s.text) : s.text))
					.join(''),
			);
		default:
			return inline(value.text);
	}
}

/** A registry table as the page shows it: its caption in bold, then a GFM table of every column. */
function tableMarkdown(context: TableContext, view: RegistryTableView): string {
	const rows = view.rows.map((row) =>
		view.columns.map((_, i) => (row.cells[i] ? cell(context, row.cells[i]) : '')),
	);
	return `${caption(view.caption)}\n\n${table(view.columns, rows)}`;
}

const tableOf =
	(name: RegistryTableName): Component =>
	(context, props) =>
		tableMarkdown(context, registryTable(context.registry, name, context.lang, props));

/** `<EnvelopeExample code surface>`: the payload of its HTML twin, under the same title. */
function envelopeExample({ registry, lang }: TableContext, props: Props): string {
	const surface = (props.surface ?? 'error') as GuideExampleSurface;
	if (!(surface in guideExampleTitleKeys))
		throw new Error(`<EnvelopeExample surface="${surface}">: no such surface`);
	const payload = guideExamplePayload(registry, props.code ?? '', surface);
	// The title is a caption ("Error object: connect_failed"), bold as the tables' are: a colon
	// after it would be its second.
	return `${caption(format(uiText(lang)(guideExampleTitleKeys[surface]), { code: props.code! }))}\n\n${codeBlock(payload, 'json')}`;
}

/** Block components: each stands alone on its line of the MDX source. */
export const blockComponents: Record<string, Component> = {
	LayerTable: tableOf('layers'),
	ExitCodeTable: tableOf('exit-codes'),
	DaemonRpcTable: tableOf('daemon-rpc'),
	CategoryTable: tableOf('categories'),
	PlaceholderTable: tableOf('placeholders'),
	RetryPolicyTable: tableOf('retry-policies'),
	CodeRetryTable: tableOf('code-retry'),
	EnvelopeExample: envelopeExample,
	DoctorReport: ({ registry, lang }) =>
		doctorReportMarkdown(doctorReport(registry, lang, 'guide'), lang, ''),
	GlossaryTable: (context) =>
		[tableOf('glossary'), tableOf('glossary-kept'), tableOf('glossary-english')]
			.map((c) => c(context, {}))
			.join('\n\n'),
};

/** Inline components: they sit in a sentence. */
export const inlineComponents: Record<string, Component> = {
	CodeLink: (context, props) => {
		requirePage(context.registry, props.code ?? '', `<CodeLink code="${props.code}">`);
		return context.codeLink(props.code!);
	},
	BackoffExitCodes: ({ registry, lang }, props) =>
		listOf(
			backoffExitCodes(registry).map(String),
			lang,
			props.type === 'conjunction' ? 'conjunction' : 'disjunction',
		),
};
