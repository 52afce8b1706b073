import { format, type Lang, listOf, series } from '../../i18n/index.ts';
import { retryAdvice } from '../../engine/index.ts';
import {
	backoffExitCodes,
	daemonRpcRows,
	guideExamplePayload,
	guideExampleTitleKeys,
	type GuideExampleSurface,
	retryPolicyRows,
} from '../guideTables.ts';
import { glossary, readableVariant } from '../glossary.ts';
import {
	codesInLayer,
	codesInSourceArea,
	codesWithExitCode,
	requireCode,
	requirePage,
	placeholdersOf,
} from '../registryQueries.ts';
import type { Registry } from '../registrySchema.ts';
import { doctorReport } from './codeMarkdown.ts';
import { code, codeBlock, colon, inline, table } from './markdownSyntax.ts';
import { uiText } from './uiText.ts';

/**
 * The components the MDX guides render from the registry (`src/components/guides/`), as Markdown:
 * the same rows from the same queries, tables as GFM tables with their caption in bold above them.
 * `codeLink` turns a code into a link in the caller's choice of target.
 */
export interface TableContext {
	registry: Registry;
	lang: Lang;
	codeLink: (code: string) => string;
}

type Props = Record<string, string>;
type Component = (context: TableContext, props: Props) => string;

const caption = (text: string) => `**${inline(text)}**`;
const codeList = (context: TableContext, codes: readonly string[]) =>
	codes.map(context.codeLink).join(', ');

function layerTable(context: TableContext): string {
	const { registry, lang } = context;
	const t = uiText(lang);
	const rows = registry.layers.flatMap((layer) => {
		const areas = registry.sourceAreas
			.filter((area) => area.layer === layer.id)
			.map((area) => ({ area, codes: codesInSourceArea(registry, area.id).map((c) => c.code) }))
			.filter((row) => row.codes.length > 0);
		if (areas.length === 0)
			return [[inline(layer.title[lang]), inline(t('guides.layers.noCodes')), '']];
		return areas.map(({ area, codes }) => [
			inline(layer.title[lang]),
			inline(area.label[lang]),
			codeList(context, codes),
		]);
	});
	return `${caption(t('guides.layers.caption'))}\n\n${table([t('guides.layers.colLayer'), t('guides.layers.colSourceArea'), t('guides.layers.colCodes')], rows)}`;
}

function exitCodeTable(context: TableContext): string {
	const { registry, lang } = context;
	const t = uiText(lang);
	const rows = [...registry.exitCodes]
		.sort((a, b) => a.exitCode - b.exitCode)
		.map((exit) => [
			String(exit.exitCode),
			code(exit.name),
			inline(exit.meaning[lang]),
			codeList(
				context,
				codesWithExitCode(registry, exit.exitCode).map((c) => c.code),
			),
		]);
	const headers = [
		t('guides.exitCodes.colExitCode'),
		t('guides.exitCodes.colName'),
		t('guides.exitCodes.colMeaning'),
		t('guides.exitCodes.colCodes'),
	];
	return `${caption(t('guides.exitCodes.caption'))}\n\n${table(headers, rows)}`;
}

function daemonRpcTable(context: TableContext): string {
	const t = uiText(context.lang);
	const rows = daemonRpcRows(context.registry).map((row) => [
		String(row.rpcCode),
		row.statuses.join(', '),
		codeList(context, row.codes),
	]);
	return `${caption(t('guides.daemon.caption'))}\n\n${table([t('guides.daemon.colRpc'), t('guides.daemon.colStatus'), t('guides.daemon.colCodes')], rows)}`;
}

function categoryTable(context: TableContext): string {
	const { registry, lang } = context;
	const t = uiText(lang);
	const rows = registry.categories.map((category) => [
		`${code(category.id)} ${inline(category.label[lang])}`,
		inline(category.meaning[lang]),
		registry.codes
			.filter((c) => c.category === category.id)
			.map((c) => `${context.codeLink(c.code)} ${c.httpLikeStatus}`)
			.join(', '),
	]);
	return `${caption(t('guides.categories.caption'))}\n\n${table([t('guides.categories.colCategory'), t('guides.categories.colMeaning'), t('guides.categories.colCodes')], rows)}`;
}

function placeholderTable(context: TableContext): string {
	const { registry, lang } = context;
	const t = uiText(lang);
	const rows = registry.placeholders.map((placeholder) => [
		code(`<${placeholder.name}>`),
		inline(placeholder.description[lang]),
		code(placeholder.example),
		codeList(
			context,
			registry.codes
				.filter((entry) => placeholdersOf(registry, entry).some((p) => p.name === placeholder.name))
				.map((c) => c.code),
		),
	]);
	const headers = [
		t('guides.placeholders.colPlaceholder'),
		t('guides.placeholders.colMeaning'),
		t('guides.placeholders.colExample'),
		t('guides.placeholders.colUsedBy'),
	];
	return `${caption(t('guides.placeholders.caption'))}\n\n${table(headers, rows)}`;
}

function retryPolicyTable(context: TableContext): string {
	const t = uiText(context.lang);
	const rows = retryPolicyRows(context.registry, context.lang).map(
		({ policy, label, exitCode, codes, waits }) => [
			label,
			String(exitCode),
			policy.kind === 'backoff'
				? String(policy.attempts)
				: t(
						policy.kind === 'after-recovery'
							? 'guides.retry.oneAfterRecovery'
							: 'guides.retry.none',
					),
			policy.kind === 'backoff' ? waits.join(' → ') : t('guides.retry.noWait'),
			codeList(context, codes),
		],
	);
	const headers = [
		t('guides.retry.colPolicy'),
		t('guides.retry.colExitCode'),
		t('guides.retry.colAttempts'),
		t('guides.retry.colWaits'),
		t('guides.retry.colCodes'),
	];
	return `${caption(t('guides.retry.caption'))}\n\n${table(headers, rows)}`;
}

function codeRetryTable(context: TableContext, props: Props): string {
	const { registry, lang } = context;
	const t = uiText(lang);
	const layer = registry.layers.find((l) => l.id === props.layer);
	if (!layer)
		throw new Error(
			`<CodeRetryTable layer="${props.layer}"> names a layer that is not in the registry`,
		);
	const rows = codesInLayer(registry, layer.id).map((entry) => [
		context.codeLink(entry.code),
		inline(entry.meaning[lang]),
		t(entry.retryable ? 'common.yes' : 'common.no'),
		String(entry.exitCode),
		retryAdvice(entry, lang).label,
	]);
	const headers = [
		t('guides.codeRetry.colCode'),
		t('guides.codeRetry.colMeaning'),
		t('guides.codeRetry.colRetryable'),
		t('guides.codeRetry.colExitCode'),
		t('guides.codeRetry.colPolicy'),
	];
	return `${caption(format(t('guides.codeRetry.caption'), { layer: layer.title[lang] }))}\n\n${table(headers, rows)}`;
}

function retryAdviceText({ registry, lang }: TableContext, props: Props): string {
	const entry = requireCode(registry, props.code ?? '', `<RetryAdvice code="${props.code}">`);
	return inline(retryAdvice(entry, lang).text);
}

/** `<EnvelopeExample code surface>`: the payload of its HTML twin, under the same title. */
function envelopeExample({ registry, lang }: TableContext, props: Props): string {
	const surface = (props.surface ?? 'error') as GuideExampleSurface;
	if (!(surface in guideExampleTitleKeys))
		throw new Error(`<EnvelopeExample surface="${surface}">: no such surface`);
	const payload = guideExamplePayload(registry, props.code ?? '', surface);
	return `${format(uiText(lang)(guideExampleTitleKeys[surface]), { code: props.code! })}${colon(lang).trim()}\n\n${codeBlock(payload, 'json')}`;
}

function glossaryTable({ lang }: TableContext): string {
	const t = uiText(lang);
	// Words quoted, not written: code spans, as the page marks them `data-quoted`.
	const variants = (list: readonly string[]) => (list.length ? series(list.map(code), lang) : '—');
	const terms = glossary.terms.map((term) => [
		inline(term.en),
		term['zh-TW'],
		variants(term.forbidden.map(readableVariant)),
		inline(term.note[lang]),
	]);
	const kept = glossary.keptInEnglish.map((k) => [
		k.term,
		variants(k.forbidden),
		inline(k.why[lang]),
	]);
	return [
		`${caption(t('glossary.caption'))}\n\n${table([t('glossary.colEnglish'), t('glossary.colChinese'), t('glossary.colNot'), t('glossary.colNote')], terms)}`,
		`${caption(t('glossary.keptCaption'))}\n\n${table([t('glossary.colTerm'), t('glossary.colNot'), t('glossary.colWhy')], kept)}`,
	].join('\n\n');
}

/** Block components: each stands alone on its line of the MDX source. */
export const blockComponents: Record<string, Component> = {
	LayerTable: layerTable,
	ExitCodeTable: exitCodeTable,
	DaemonRpcTable: daemonRpcTable,
	CategoryTable: categoryTable,
	PlaceholderTable: placeholderTable,
	RetryPolicyTable: retryPolicyTable,
	CodeRetryTable: codeRetryTable,
	RetryAdvice: retryAdviceText,
	EnvelopeExample: envelopeExample,
	DoctorReport: ({ registry, lang }) => doctorReport(registry, lang, ''),
	GlossaryTable: glossaryTable,
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
