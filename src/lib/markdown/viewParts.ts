import { type Lang, spaceAfter, withNote } from '../i18n/index.ts';
import type { Part } from '../views/index.ts';
import { code, inline, link } from './markdownSyntax.ts';

/**
 * A view's parts as inline Markdown: the same pieces the page shows, joined by a space, a note in
 * the language's parentheses right after what it notes. `url` makes a site path absolute (or points
 * it at a Markdown twin).
 */
export function markdownParts(
	parts: readonly Part[],
	lang: Lang,
	url: (path: string) => string,
): string {
	let out = '';
	for (const part of parts) {
		if (part.kind === 'note') {
			out = withNote(out, markdownParts(part.parts, lang, url), lang);
			continue;
		}
		const piece =
			part.kind === 'link'
				? link(markdownParts(part.parts, lang, url), url(part.href))
				: part.kind === 'code'
					? code(part.text)
					: inline(part.text);
		out = `${out}${spaceAfter(out)}${piece}`;
	}
	return out;
}
