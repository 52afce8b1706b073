import {
	boundedLevenshtein,
	rankedNameCandidates,
	resolveCode,
	trimAddressTail,
	trimTrailingPunctuation,
} from '../codeNames/index.ts';
import { localizePath, type Lang } from '../i18n/index.ts';
import { codePath } from './urls.ts';

/**
 * What the 404 page does with the address that missed. Error hints printed by a CLI get copied
 * with a missing slash, in capitals or CamelCase, with `-` for `_`, with `.html` a static-site habit
 * adds, with the sentence's full stop attached, under a language prefix of another site's style
 * (`/zh/`), or with a section misspelled (`/playgroud/`); any static host serves our 404 page for
 * those, and this decides where they should have gone.
 *
 * The patterns are exported as regular-expression sources because nginx answers the same variants
 * with HTTP redirects from a map built out of them (scripts/lib/nginxHintRedirects.ts): one set
 * of rules for both. They stay within what JavaScript and PCRE read alike.
 */
/** Suggestions the 404 page lists at most: more would be a list to read, not a hint. */
const maxSuggestions = 5;

export type HintResolution =
	| { kind: 'redirect'; to: string }
	| { kind: 'unknown-code'; lang: Lang; input: string; suggestions: string[] }
	| { kind: 'not-found'; lang: Lang };

/** nginx's redirect map is built from the same sources (scripts/lib/nginxHintRedirects.ts). */
export {
	codeOfSpelling,
	codeSpellingSource,
	codesWithPages,
	trailingPunctuationSource,
} from '../codeNames/index.ts';

/** Language prefixes people type for Traditional Chinese, any case (`/zh/`, `/zh-TW/`, `/tw/`…). */
export const zhPrefixSource = 'zh-tw|zh_tw|zh-hant(?:-tw)?|zh|tw';
const languagePrefix = new RegExp(`^/(${zhPrefixSource}|en)(?=/|$)`, 'i');

/** The suffix a static-site habit adds to a page's name, any case. */
export const htmlSuffixSource = '\\.html?';
const htmlSuffix = new RegExp(`${htmlSuffixSource}$`, 'i');

/** The site's top-level sections: a misspelling within two edits is taken for the section. */
export const sections = ['codes', 'playground', 'guides', 'reference'] as const;
export type Section = (typeof sections)[number];
/** Other names for the codes section that hints and habits produce. */
export const codeSectionAliases: readonly string[] = [
	'code',
	'codes',
	'error-codes',
	'errors',
	'error',
];

/** The section an address's first segment names, if any. */
export function sectionOf(segment: string): Section | undefined {
	const lower = segment.toLowerCase();
	if (codeSectionAliases.includes(lower)) return 'codes';
	return sections.find((s) => s === lower || boundedLevenshtein(lower, s, 2) <= 2);
}

export function resolveHintPath(pathname: string, codes: readonly string[]): HintResolution {
	let path = pathname;
	try {
		path = decodeURIComponent(pathname);
	} catch {
		// A malformed %-escape: keep the raw path, it simply will not match a code.
	}
	path = trimTrailingPunctuation(path);
	const prefix = languagePrefix.exec(path);
	const lang: Lang = prefix && prefix[1]!.toLowerCase() !== 'en' ? 'zh-TW' : 'en';
	const rest = prefix ? path.slice(prefix[0].length) : path;
	// Only a changed address redirects: the same one would loop back to this page.
	const redirect = (to: string): HintResolution =>
		to === pathname ? { kind: 'not-found', lang } : { kind: 'redirect', to };
	// Segments after the language; `index.html` and empty ones (double slashes) say nothing.
	const segments = rest.split('/').filter((s) => s !== '' && !/^index\.html?$/i.test(s));
	// A language prefix alone (`/zh/`) is that language's home page.
	if (segments.length === 0)
		return prefix ? redirect(localizePath('/', lang)) : { kind: 'not-found', lang };
	const section = sectionOf(segments[0]!);
	if (section === undefined) return { kind: 'not-found', lang };
	if (section !== 'codes') {
		// The playground is one page; guides and reference pages are one slug deep, all lower case.
		const slug =
			section === 'playground'
				? []
				: segments.slice(1, 2).map((s) => s.replace(htmlSuffix, '').toLowerCase());
		return redirect(localizePath(`/${[section, ...slug].join('/')}/`, lang));
	}
	const raw = segments[1];
	if (raw === undefined) return redirect(localizePath('/codes/', lang));
	// `.html`/`.htm` is a static-site habit, punctuation (`.`, `）`, `。`…) a sentence's; segments
	// after the code are a copy-paste accident.
	const input = trimAddressTail(raw);
	// The resolver of every box, over the names the page has: the code in any spelling, else near
	// spellings and words of names (`resolveQuery`'s name part; the page has nothing but names).
	const found = resolveCode(input, codes);
	if (found.kind === 'code') return { kind: 'redirect', to: codePath(found.code, lang) };
	return {
		kind: 'unknown-code',
		lang,
		input,
		suggestions:
			found.kind === 'unknown'
				? rankedNameCandidates(codes, found.input).slice(0, maxSuggestions)
				: [],
	};
}
