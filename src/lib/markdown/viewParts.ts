import { type Lang, withNote } from '../i18n/index.ts';
import { gapBefore, type Part } from '../views/index.ts';
import { code, inline, link } from './markdownSyntax.ts';

/**
 * A view's parts as inline Markdown: the same pieces the page shows, joined as `gapBefore` says, a
 * note in the language's parentheses right after what it notes. `url` makes a site path absolute (or points
 * it at a Markdown twin).
 */
export function markdownParts(
	parts: readonly Part[],
	lang: Lang,
	url: (path: string) => string,
): string {
	let out = '';
	for (const [i, part] of parts.entries()) {
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
		out = `${out}${gapBefore(parts, i, lang)}${piece}`;
	}
	return out;
}
