/**
 * The pieces a view's texts are made of, for every renderer alike: the page (`ViewParts.astro`), the
 * Markdown serializer (`src/lib/markdown/`) and the terminal (`plainParts`). A view says *what* a
 * piece is (code, a link, a registry sentence, a note); each renderer says how it looks, and the
 * punctuation around a note comes from the language (`withNote`), never from the renderer.
 */
import { plainText, spaceAfter, type Lang, withNote } from '../i18n/index.ts';

export type Part =
	/** Text in the reader's language, shown as it is. */
	| { kind: 'text'; text: string; sub?: true }
	/** A registry text: `backticks` mark inline code. */
	| { kind: 'rich'; text: string; sub?: true }
	/** `mark` names the value for tests and scripts: the page sets `data-<mark>` on its element. */
	| { kind: 'code'; text: string; sub?: true; mark?: string }
	/** `href` is a site path (the Markdown twin makes it absolute). */
	| { kind: 'link'; href: string; parts: Part[] }
	/** A note in parentheses after what precedes it: 「是（`retryable: true`）」 / "Yes (`retryable: true`)". */
	| { kind: 'note'; parts: Part[] };

/**
 * A block of code as a reader copies it: a shell command (`sh`) or a JSON payload (`json`).
 * `title` names it (the page's caption over the block, the twin's line before it).
 */
export interface CodeBlock {
	lang: 'sh' | 'json';
	code: string;
	title?: string;
}

/**
 * A link a section lists on its own (a source line, a release, a deviation): `href` is a site path
 * (the Markdown twin makes it absolute) or an upstream URL; `text` is what it shows.
 */
export interface Link {
	href: string;
	text: string;
}

/** What a page's fold (a closed `<details>`) says it holds; the page alone folds, the twin shows all. */
export interface Fold {
	title: string;
	/** The names or counts of what it holds, when there is more to say than the title. */
	detail: string | null;
}

export const codeBlock = (lang: CodeBlock['lang'], value: string, title?: string): CodeBlock =>
	title === undefined ? { lang, code: value } : { lang, code: value, title };

export const text = (value: string): Part => ({ kind: 'text', text: value });
export const rich = (value: string): Part => ({ kind: 'rich', text: value });
export const code = (value: string, mark?: string): Part =>
	mark ? { kind: 'code', text: value, mark } : { kind: 'code', text: value };
export const sub = (part: Part & { sub?: true }): Part => ({ ...part, sub: true }) as Part;
export const link = (href: string, ...parts: Part[]): Part => ({ kind: 'link', href, parts });
export const note = (...parts: Part[]): Part => ({ kind: 'note', parts });

/**
 * Parts as plain text (a terminal, a summary): code and links lose their markup, a note keeps the
 * language's parentheses. Parts are joined as `gapBefore` says.
 */
export function plainParts(parts: readonly Part[], lang: Lang): string {
	let out = '';
	for (const part of parts) {
		if (part.kind === 'note') out = withNote(out, plainParts(part.parts, lang), lang);
		else {
			const piece =
				part.kind === 'link'
					? plainParts(part.parts, lang)
					: part.kind === 'rich'
						? plainText(part.text)
						: part.text;
			out = `${out}${spaceAfter(out)}${piece}`;
		}
	}
	return out;
}

/**
 * What goes before part `i`, the same in every renderer: nothing before the first or before a note
 * (the language attaches it), else a space, except after a full-width mark such as 「）」 or 「。」,
 * read from the plain text of what precedes (a renderer's markup never decides it).
 */
export function gapBefore(parts: readonly Part[], i: number, lang: Lang): string {
	return i === 0 || parts[i]!.kind === 'note'
		? ''
		: spaceAfter(plainParts(parts.slice(0, i), lang));
}
