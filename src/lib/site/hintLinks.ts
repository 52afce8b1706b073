import { normaliseCode, suggestCodes } from '../engine/index.ts';
import { type Lang, langOfPath } from '../i18n/index.ts';
import { codePath } from './urls.ts';

/**
 * What the 404 page does with the address that missed. Error hints printed by a CLI get copied
 * with a missing slash, in capitals, with `-` for `_`, or with the sentence's full stop attached;
 * any static host serves our 404 page for those, and this decides where they should have gone.
 */
export type HintResolution =
	| { kind: 'redirect'; to: string }
	| { kind: 'unknown-code'; lang: Lang; input: string; suggestions: string[] }
	| { kind: 'not-found'; lang: Lang };

const codePathPattern = /^\/(?:(zh-tw)\/)?codes\/([^/]+)(?:\/(?:index\.html?)?)?$/i;

/** Punctuation that a terminal or a sentence leaves stuck to the end of a copied URL. */
export const trailingPunctuation = /[.,;:!?)\]}>'"`’”]+$/;

export function resolveHintPath(pathname: string, codes: readonly string[]): HintResolution {
	let path = pathname;
	try {
		path = decodeURIComponent(pathname);
	} catch {
		// A malformed %-escape: keep the raw path, it simply will not match a code.
	}
	const lang = langOfPath(path);
	const match = codePathPattern.exec(path.replace(trailingPunctuation, ''));
	if (!match) return { kind: 'not-found', lang };
	const input = match[2]!.replace(trailingPunctuation, '');
	const folded = normaliseCode(input);
	if (codes.includes(folded)) return { kind: 'redirect', to: codePath(folded, lang) };
	return { kind: 'unknown-code', lang, input, suggestions: suggestCodes(input, codes).slice(0, 5) };
}
