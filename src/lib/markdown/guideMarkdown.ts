import { type Lang, languages } from '../i18n/index.ts';
import {
	absoluteUrl,
	codeMarkdownPath,
	defaultSiteUrl,
	docMarkdownPath,
	docPath,
} from '../site/index.ts';
import { frontmatterField, splitFrontmatter } from '../guides/index.ts';
import type { Registry } from '../registry/index.ts';
import { blocks, code, link, strong } from './markdownSyntax.ts';
import { blockComponents, inlineComponents, type TableContext } from './registryTables.ts';
import { uiText } from '../registry/index.ts';

/**
 * A guide (an MDX page of `content/docs/`) as plain Markdown: imports dropped, Starlight's asides as
 * GitHub alerts, `<Steps>` as the list it wraps, and every registry component replaced by the
 * Markdown of what it renders. A component or JSX expression it does not know stops it with an
 * error, so a new component can never leak into the text as raw JSX.
 */

/** A guide as the docs collection holds it. `id` has no locale (`guides/layers`); `body` is the MDX after the frontmatter. */
export interface GuideSource {
	id: string;
	lang: Lang;
	title: string;
	description?: string;
	/** Its place in the sidebar (`sidebar.order`); pages without one come last. */
	order?: number;
	body: string;
}

/**
 * Reads a guide file: `id` without locale, `lang`, and the whole MDX text with its frontmatter (only
 * `title`, `description` and `sidebar.order`, one line each, as every page of `content/docs/` writes them).
 */
export function parseGuideSource(id: string, lang: Lang, mdx: string): GuideSource {
	const page = splitFrontmatter(mdx);
	if (!page.found) throw new Error(`${id}: no frontmatter`);
	const field = (name: string) => frontmatterField(page.frontmatter, name);
	const title = field('title');
	if (!title) throw new Error(`${id}: no title in the frontmatter`);
	const order = /^\s+order:\s*(\d+)\s*$/m.exec(page.frontmatter)?.[1];
	return {
		id,
		lang,
		title,
		description: field('description'),
		order: order === undefined ? undefined : Number(order),
		body: page.body,
	};
}

/**
 * The guide as a Markdown page whose title has heading level `depth` (1 on its own, 2 inside
 * `/llms-full.txt`). Links to site pages become absolute under `siteUrl`; those to a code page or to
 * a page in `twins` (ids of the guides published as Markdown) go to the Markdown twin.
 */
export function guideMarkdown(
	registry: Registry,
	guide: GuideSource,
	siteUrl: string = defaultSiteUrl,
	twins: readonly string[] = [],
	depth = 1,
): string {
	const { lang } = guide;
	const t = uiText(lang);
	const other = languages.find((l) => l !== lang)!;
	const twin = (path: string) => markdownTwin(path, twins) ?? path;
	const context: TableContext = {
		registry,
		lang,
		codeLink: (c) => link(code(c), absoluteUrl(siteUrl, codeMarkdownPath(c, lang))),
	};
	const body = convertBody(guide, context, (path) => absoluteUrl(siteUrl, twin(path)));
	const shifted = shiftHeadings(body, depth);
	return `${blocks(
		`${'#'.repeat(depth)} ${guide.title}`,
		guide.description && `> ${guide.description}`,
		[
			link(t('markdown.htmlPage'), absoluteUrl(siteUrl, docPath(guide.id, lang))),
			twins.includes(guide.id) &&
				link(t('markdown.otherLanguage'), absoluteUrl(siteUrl, docMarkdownPath(guide.id, other))),
		]
			.filter(Boolean)
			.join(' · '),
		shifted,
	)}\n`;
}

/** The Markdown twin of a site path (`/codes/x/` → `/codes/x.md`), anchors kept; undefined when it has none. */
function markdownTwin(path: string, twins: readonly string[]): string | undefined {
	const match = /^(\/zh-tw)?\/([a-z0-9_/-]+?)\/(#.*)?$/.exec(path);
	if (!match) return undefined;
	const [, prefix = '', id, anchor = ''] = match;
	if (!id!.startsWith('codes/') && !twins.includes(id!)) return undefined;
	if (id === 'codes') return undefined;
	return `${prefix}/${id}.md${anchor}`;
}

const asideKinds: Record<string, string> = {
	note: 'NOTE',
	tip: 'TIP',
	caution: 'CAUTION',
	danger: 'WARNING',
};

function convertBody(
	guide: GuideSource,
	context: TableContext,
	siteLink: (path: string) => string,
): string {
	const out: string[] = [];
	let fence: string | null = null;
	let aside = false;
	for (const line of guide.body.split('\n')) {
		const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
		if (fence) {
			out.push(aside ? `> ${line}` : line);
			if (
				fenceMark &&
				fenceMark[0] === fence[0] &&
				fenceMark.length >= fence.length &&
				line.trim() === fenceMark
			)
				fence = null;
			continue;
		}
		if (fenceMark) {
			fence = fenceMark;
			out.push(aside ? `> ${line}` : line);
			continue;
		}
		if (/^import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/.test(line)) continue;
		if (/^\s*<\/?Steps>\s*$/.test(line)) continue;
		const asideOpen = /^\s*<Aside(?:\s+type="(\w+)")?(?:\s+title="([^"]*)")?\s*>\s*$/.exec(line);
		if (asideOpen) {
			aside = true;
			out.push(`> [!${asideKinds[asideOpen[1] ?? 'note'] ?? 'NOTE'}]`);
			if (asideOpen[2]) out.push(`> ${strong(asideOpen[2])}`, '>');
			continue;
		}
		if (/^\s*<\/Aside>\s*$/.test(line)) {
			aside = false;
			while (out.at(-1) === '>') out.pop();
			continue;
		}
		const block = /^\s*<([A-Z]\w*)((?:\s+\w+="[^"]*")*)\s*\/>\s*$/.exec(line);
		const converted =
			block && blockComponents[block[1]!]
				? blockComponents[block[1]!]!(context, props(block[2]!))
				: inlineLine(line, guide, context, siteLink);
		for (const l of converted.split('\n')) out.push(aside ? (l === '' ? '>' : `> ${l}`) : l);
	}
	if (fence) throw new Error(`${guide.lang}/${guide.id}: a code fence is never closed`);
	return out
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}

/** One line of prose: inline components replaced, site links made absolute; code spans left alone. */
function inlineLine(
	line: string,
	guide: GuideSource,
	context: TableContext,
	siteLink: (path: string) => string,
): string {
	return line
		.split(/(`+[^`]*`+)/)
		.map((part, i) => {
			if (i % 2 === 1) return part;
			const replaced = part
				.replace(
					/<([A-Z]\w*)((?:\s+\w+="[^"]*")*)\s*\/>/g,
					(whole, name: string, attrs: string) => {
						const component = inlineComponents[name];
						if (!component) throw new Error(`${guide.lang}/${guide.id}: no Markdown for ${whole}`);
						return component(context, props(attrs));
					},
				)
				.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${siteLink(path)})`);
			const leak = /<[A-Z]\w*|[{}]/.exec(replaced);
			if (leak)
				throw new Error(`${guide.lang}/${guide.id}: MDX the Markdown cannot carry: ${line.trim()}`);
			return replaced;
		})
		.join('');
}

function props(attrs: string): Record<string, string> {
	return Object.fromEntries([...attrs.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** Moves every heading outside code fences down by `depth - 1` levels. */
function shiftHeadings(markdown: string, depth: number): string {
	if (depth === 1) return markdown;
	let inFence = false;
	return markdown
		.split('\n')
		.map((line) => {
			if (/^\s*(>\s*)?(`{3,}|~{3,})/.test(line)) inFence = !inFence;
			return !inFence && /^#{1,5} /.test(line) ? `${'#'.repeat(depth - 1)}${line}` : line;
		})
		.join('\n');
}
