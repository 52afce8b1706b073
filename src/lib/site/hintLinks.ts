import { boundedLevenshtein, normaliseCode, suggestCodes } from '../engine/index.ts';
import { localizePath, type Lang } from '../i18n/index.ts';
import { codePath } from './urls.ts';

/**
 * What the 404 page does with the address that missed. Error hints printed by a CLI get copied
 * with a missing slash, in capitals or CamelCase, with `-` for `_`, with `.html` a static-site habit
 * adds, with the sentence's full stop attached, under a language prefix of another site's style
 * (`/zh/`), or with a section misspelled (`/playgroud/`); any static host serves our 404 page for
 * those, and this decides where they should have gone.
 */
export type HintResolution =
	| { kind: 'redirect'; to: string }
	| { kind: 'unknown-code'; lang: Lang; input: string; suggestions: string[] }
	| { kind: 'not-found'; lang: Lang };

/** Punctuation that a terminal or a sentence leaves stuck to the end of a copied URL. */
export const trailingPunctuation = /[.,;:!?)\]}>'"`’”]+$/;

/** Language prefixes people type for Traditional Chinese (and English), any case. */
const languagePrefix = /^\/(zh-tw|zh_tw|zh-hant(?:-tw)?|zh|tw|en)(?=\/|$)/i;

/** The site's top-level sections: a misspelling within two edits is taken for the section. */
const sections = ['codes', 'playground', 'guides', 'reference'] as const;
/** Other names for the codes section that hints and habits produce. */
const codeSectionAliases = new Set(['code', 'codes', 'error-codes', 'errors', 'error']);

/** `ConnectFailed` → `connect_Failed`; `normaliseCode` then folds case and dashes. */
function splitCamelCase(input: string): string {
	return input.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
}

function sectionOf(segment: string): string | undefined {
	const lower = segment.toLowerCase();
	if (codeSectionAliases.has(lower)) return 'codes';
	return sections.find((s) => s === lower || boundedLevenshtein(lower, s, 2) <= 2);
}

export function resolveHintPath(pathname: string, codes: readonly string[]): HintResolution {
	let path = pathname;
	try {
		path = decodeURIComponent(pathname);
	} catch {
		// A malformed %-escape: keep the raw path, it simply will not match a code.
	}
	path = path.replace(trailingPunctuation, '');
	const prefix = languagePrefix.exec(path);
	const lang: Lang = prefix && prefix[1]!.toLowerCase() !== 'en' ? 'zh-TW' : 'en';
	const rest = prefix ? path.slice(prefix[0].length) : path;
	// Segments after the language; `index.html` and empty ones (double slashes) say nothing.
	const segments = rest.split('/').filter((s) => s !== '' && !/^index\.html?$/i.test(s));
	const section = segments[0] === undefined ? undefined : sectionOf(segments[0]);
	if (section === undefined) return { kind: 'not-found', lang };
	if (section !== 'codes') {
		// The playground is one page; guides and reference pages are one slug deep, all lower case.
		const slug = section === 'playground' ? [] : segments.slice(1, 2).map((s) => s.toLowerCase());
		const to = localizePath(`/${[section, ...slug].join('/')}/`, lang);
		// Only a changed address redirects: the same one would loop back to this page.
		return to === pathname ? { kind: 'not-found', lang } : { kind: 'redirect', to };
	}
	const raw = segments[1];
	if (raw === undefined) {
		const to = localizePath('/codes/', lang);
		return to === pathname ? { kind: 'not-found', lang } : { kind: 'redirect', to };
	}
	// `.html`/`.htm` is a static-site habit; segments after the code are a copy-paste accident.
	const input = raw.replace(/\.html?$/i, '').replace(trailingPunctuation, '');
	const folded = normaliseCode(splitCamelCase(input));
	if (codes.includes(folded)) return { kind: 'redirect', to: codePath(folded, lang) };
	return { kind: 'unknown-code', lang, input, suggestions: suggestCodes(input, codes).slice(0, 5) };
}
