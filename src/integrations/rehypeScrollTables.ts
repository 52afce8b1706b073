import { readFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { type Lang, languages } from '../lib/i18n/index.ts';

/**
 * Gives every Markdown table of the guides the markup of src/components/ScrollTable.astro: a
 * labelled, focusable region that scrolls sideways, with the hint above it that custom.css shows
 * while the table does not fit. The region is named after the heading the table sits under.
 * Generated tables use the component; this covers tables written in Markdown.
 *
 * Astro 7 renders Markdown and MDX with Sätteri, so this is a Sätteri HAST plugin, registered on
 * the configured processor the way Starlight registers its own (asides, heading links).
 */

/** The few HAST shapes this plugin reads and builds (Sätteri's types are not a dependency of the site). */
interface HastElement extends HastNode {
	type: 'element';
	tagName: string;
	properties?: Record<string, unknown>;
	children: HastNode[];
}
/** Any node: an element, a text (`value`), or another kind this plugin only walks through. */
interface HastNode {
	type: string;
	value?: string;
	children?: HastNode[];
}
interface VisitContext {
	readonly fileURL: URL | undefined;
	parent(node: HastNode): { children: HastNode[] } | undefined;
	indexOf(node: HastNode): number | undefined;
}

const strings = Object.fromEntries(
	languages.map((lang) => [
		lang,
		JSON.parse(
			readFileSync(new URL(`../content/i18n/${lang}.json`, import.meta.url), 'utf8'),
		) as Record<string, string>,
	]),
) as Record<Lang, Record<string, string>>;

const isElement = (node: HastNode | undefined): node is HastElement => node?.type === 'element';
const isHeading = (node: HastNode | undefined): node is HastElement =>
	isElement(node) && /^h[1-6]$/.test(node.tagName);

function textOf(node: HastNode): string {
	if (node.type === 'text') return node.value ?? '';
	return (node.children ?? []).map(textOf).join('');
}

/** The text of the heading just before `node` among its siblings (Starlight may have wrapped it in a div with its anchor link). */
function headingBefore(node: HastNode, ctx: VisitContext): string {
	const siblings = ctx.parent(node)?.children ?? [];
	for (let i = (ctx.indexOf(node) ?? 0) - 1; i >= 0; i--) {
		const sibling = siblings[i];
		const heading = isHeading(sibling)
			? sibling
			: isElement(sibling)
				? sibling.children.find(isHeading)
				: undefined;
		if (heading) return textOf(heading).trim();
	}
	return '';
}

const element = (
	tagName: string,
	properties: Record<string, unknown>,
	children: HastNode[],
): HastElement => ({
	type: 'element',
	tagName,
	properties,
	children,
});

const scrollTablesPlugin = {
	name: 'error-playbook-scroll-tables',
	element: {
		filter: ['table'],
		visit(node: HastElement, ctx: VisitContext): HastElement {
			const lang: Lang = /\/zh-tw\//i.test(ctx.fileURL?.pathname ?? '') ? 'zh-TW' : 'en';
			const t = strings[lang];
			return element('div', { class: 'ep-scroll-table' }, [
				element('p', { class: 'ep-scroll-hint', 'aria-hidden': 'true' }, [
					{ type: 'text', value: t['table.scrollHint']! },
				]),
				element(
					'div',
					{
						class: 'ep-scroll',
						role: 'region',
						tabindex: '0',
						'aria-label': headingBefore(node, ctx) || t['table.region']!,
					},
					[node],
				),
			]);
		},
	},
};

/** Adds the plugin to the Markdown processor (Sätteri, which MDX shares). */
export function scrollTables(): AstroIntegration {
	return {
		name: 'error-playbook:scroll-tables',
		hooks: {
			'astro:config:setup': ({ config, logger }) => {
				const processor = config.markdown?.processor as
					{ name?: string; options?: { hastPlugins?: unknown[] } } | undefined;
				if (processor?.name === 'satteri' && Array.isArray(processor.options?.hastPlugins))
					processor.options.hastPlugins.push(scrollTablesPlugin);
				else
					logger.warn(
						`Markdown tables will not scroll in a labelled region: the "${processor?.name}" processor is not Sätteri.`,
					);
			},
		},
	};
}
