import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Lang, localeOf } from '../i18n/index.ts';

/**
 * The one reader of `content/docs/`: which pages there are, their text, and their frontmatter.
 * The site's Markdown twins and llms texts, the MCP server's guide resources (and through it the
 * package build), the translation-hash script and the docs tests all read the guides through here,
 * so a page is found, split and read the same way everywhere. Node only.
 */

/**
 * `content/docs/` of this checkout: the nearest one above this module. Found by walking up rather
 * than by a fixed `../..`, because the site build runs this module from a bundled chunk under
 * `dist/`, not from `src/lib/guides/`.
 */
function findDocsRoot(): string {
	const here = dirname(fileURLToPath(import.meta.url));
	for (let dir = here; ; dir = dirname(dir)) {
		const candidate = join(dir, 'content', 'docs');
		if (existsSync(candidate)) return candidate;
		// None (the validator package, which embeds its guides): where a checkout would have it.
		if (dirname(dir) === dir) return join(here, '..', '..', '..', 'content', 'docs');
	}
}

export const docsRoot = findDocsRoot();

/** The sections the site also publishes as Markdown; the home page is a component, not a guide. */
export const guideSections = ['guides', 'reference'] as const;

/** Every .md/.mdx file under `dir` (default: all of `content/docs/`), relative to it, with `/`, sorted. */
export function docFiles(dir: string = docsRoot): string[] {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
		.map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
		.sort();
}

/** A page split at its frontmatter: the lines between the `---` fences, and the text after them. */
export interface SplitPage {
	/** The frontmatter without its fences; `''` when the page has none. */
	frontmatter: string;
	/** Everything after the closing fence (the whole text when there is no frontmatter). */
	body: string;
	/** Whether the page starts with a frontmatter block. */
	found: boolean;
}

const frontmatterBlock = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

export function splitFrontmatter(source: string): SplitPage {
	const match = frontmatterBlock.exec(source);
	return match
		? { frontmatter: match[1]!, body: source.slice(match[0].length), found: true }
		: { frontmatter: '', body: source, found: false };
}

/**
 * A one-line top-level field of a frontmatter (`title: Retry and recovery`), trimmed and without
 * surrounding quotes; undefined when absent. Every page of `content/docs/` writes its fields so.
 */
export function frontmatterField(frontmatter: string, name: string): string | undefined {
	return new RegExp(`^${name}:[ \\t]*(.+)$`, 'm')
		.exec(frontmatter)?.[1]
		?.trim()
		.replace(/^(['"])(.*)\1$/, '$2');
}

/** A guide file of one language: `id` without locale (`guides/layers`) and its whole text. */
export interface GuideFile {
	id: string;
	lang: Lang;
	/** Path under `content/docs/`, e.g. `zh-tw/guides/layers.mdx`. */
	path: string;
	source: string;
}

/** The guides and reference pages of `lang`, in file order. */
export function guideFiles(lang: Lang): GuideFile[] {
	const prefix = localeOf(lang).prefix.slice(1);
	return guideSections.flatMap((section) => {
		const dir = join(docsRoot, prefix, section);
		return docFiles(dir).map((file) => {
			const path = [prefix, section, file].filter(Boolean).join('/');
			return {
				id: `${section}/${file.replace(/\.mdx?$/, '')}`,
				lang,
				path,
				source: readFileSync(join(docsRoot, path), 'utf8'),
			};
		});
	});
}
