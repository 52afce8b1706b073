/**
 * What the site's boxes share to answer typed text: the index the build publishes
 * (`/search/codes.json`, fetched once per page and only when someone types), and a ranked list of
 * candidate codes as links, each with why it matched. The resolver is src/lib/codeNames'
 * `resolveQuery`, the one the CLI and the MCP server use.
 */
import {
	reasonText,
	resolveQuery,
	type Candidate,
	type CodeIndex,
	type PublishedCodeIndex,
} from '../lib/codeNames/index.ts';
import { codePath, href } from '../lib/site/index.ts';
import { inlineCodeSegments, type Lang } from '../lib/i18n/index.ts';

export { resolveQuery };

let published: Promise<PublishedCodeIndex | null> | undefined;

/** The published index, or null when it cannot be fetched (offline): callers fall back to names. */
export function loadCodeIndex(): Promise<PublishedCodeIndex | null> {
	return (published ??= fetch(href('/search/codes.json'))
		.then((r) => (r.ok ? (r.json() as Promise<PublishedCodeIndex>) : null))
		.catch(() => null));
}

/** An index of names alone, for when the published one is not there. */
export const namesIndex = (codes: readonly string[]): CodeIndex => ({
	codes: codes.map((code) => ({ code })),
});

/** Text with `backticked` parts as <code>, built as DOM nodes (never HTML). */
export function inlineNodes(text: string): Node[] {
	return inlineCodeSegments(text).map((s) => {
		if (!s.code) return document.createTextNode(s.text);
		const code = document.createElement('code');
		code.textContent = s.text;
		return code;
	});
}

/**
 * One `<li>` per candidate: a link to its page in `lang`, then its reasons (when the index has
 * their sentences) after a dash.
 */
export function candidateItems(
	candidates: readonly Candidate[],
	lang: Lang,
	index: PublishedCodeIndex | null,
): HTMLLIElement[] {
	return candidates.map((candidate) => {
		const li = document.createElement('li');
		const a = document.createElement('a');
		a.href = href(codePath(candidate.code, lang));
		const name = document.createElement('code');
		name.textContent = candidate.code;
		a.append(name);
		li.append(a);
		if (index) {
			const why = document.createElement('span');
			why.dataset.candidateReasons = '';
			const texts = candidate.reasons.map((r) => reasonText(r, index.reasons[lang]));
			// After a code name: a dash in English, a full-width colon in Chinese prose.
			why.append(
				lang === 'zh-TW' ? '：' : ' — ',
				...inlineNodes(texts.join(lang === 'zh-TW' ? '；' : '; ')),
			);
			li.append(why);
		}
		return li;
	});
}
