import {
	codeSectionAliases,
	codeSpellingSource,
	htmlSuffixSource,
	sectionOf,
	sections,
	trailingPunctuationSource,
	zhPrefixSource,
	type Section,
} from '../../src/lib/site/index.ts';

/**
 * nginx's half of the hint links (src/lib/site/hintLinks.ts): the variants of an address that the
 * 404 page's script sends to the right page are answered by nginx with a 301 instead, before any
 * page loads. nginx cannot run that script, so the rules become `map` blocks built from the same
 * pattern sources and the registry's codes: scripts/nginx/generate-redirects.ts writes them to
 * `hintRedirectsPath`, and snippets/error-playbook-redirects.conf applies them to missed addresses.
 *
 * nginx covers a subset and never disagrees: whatever it redirects, the script would redirect to
 * the same page (tests/unit/site/nginxHintRedirects.test.ts runs both over variants). What it
 * leaves, the 404 page still resolves: sections misspelled beyond one dropped, swapped or doubled
 * letter, guide slugs in capitals (nginx cannot lower-case), punctuation stuck mid-path.
 *
 * Every request that misses a file runs these maps, so no address may make them slow (security
 * review 2, hole 1: a code's tail read by two runs of one class, `(P)?(\.html?)?(/.*|P)?$`, cost
 * nginx ~100 ms of CPU and a PCRE "match limit" alert per request for 4,000 dots and an `x`). Two
 * things keep them linear. The first rule of the first map leaves every address of
 * `maxRedirectedUri` bytes or more to the 404 page, so no other rule ever reads one. And every rule
 * reads an address in one pass: anchored at `^`, no two runs that can take the same characters
 * side by side, the punctuation after a code one atomic group. tests/e2e/nginx.spec.ts counts
 * PCRE's own steps on 8 KB of punctuation with the guard taken out.
 */
export const hintRedirectsPath = new URL(
	'../nginx/snippets/error-playbook-hint-redirects.conf',
	import.meta.url,
).pathname;

/** Addresses this long or longer are never redirected (nginx's `$uri`, in bytes). */
export const maxRedirectedUri = 256;

export interface MapRule {
	/** A PCRE source that JavaScript reads the same way (no flags inside but `(?:…)`). */
	pattern: string;
	/** `~*` (any case) or `~`. */
	caseInsensitive: boolean;
	/** The value, with `$1`… for the pattern's groups. */
	value: string;
}

export interface HintMaps {
	/** `$uri` → the address with the language prefix and the section spelled as the site does. */
	normalise: MapRule[];
	/** The normalised address → the page it names (empty when none). */
	target: MapRule[];
}

/**
 * Misspellings of a section nginx takes for it: one letter dropped, two neighbours swapped, one
 * letter doubled, and the other names of the codes section, each checked with the script's own
 * `sectionOf`, so nginx never takes a word for another section than the script does. (All words
 * within two edits, as the script accepts, would be tens of thousands of strings.)
 */
export function sectionSpellings(section: Section): string[] {
	const names = section === 'codes' ? [...codeSectionAliases] : [section];
	const spellings = new Set<string>();
	for (const name of names) {
		spellings.add(name);
		for (let i = 0; i < name.length; i++) {
			spellings.add(name.slice(0, i) + name.slice(i + 1));
			spellings.add(name.slice(0, i + 1) + name.slice(i));
			if (i + 1 < name.length)
				spellings.add(name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2));
		}
	}
	return [...spellings].filter((s) => s.length > 0 && sectionOf(s) === section).sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** The rules of the maps, in the order nginx tries them. */
export function hintMaps(codes: readonly string[]): HintMaps {
	const normalise: MapRule[] = [];
	for (const section of sections) {
		const spelled = `(?:${sectionSpellings(section).map(escape).join('|')})`;
		normalise.push(
			{
				pattern: `^(?:/en)?/${spelled}(?=/|$)(.*)$`,
				caseInsensitive: true,
				value: `/${section}$1`,
			},
			{
				pattern: `^/(?:${zhPrefixSource})/${spelled}(?=/|$)(.*)$`,
				caseInsensitive: true,
				value: `/zh-tw/${section}$1`,
			},
		);
	}
	// A language prefix alone is that language's home page.
	normalise.push(
		{ pattern: `^/(?:${zhPrefixSource})/?$`, caseInsensitive: true, value: '/zh-tw/' },
		{ pattern: '^/en/?$', caseInsensitive: true, value: '/' },
	);
	// No hint address is this long: leave it to the 404 page rather than run every rule over it.
	// Any character, a newline (%0A) too: `.` would not count one, in PCRE or in JavaScript.
	normalise.unshift({
		pattern: `^[\\s\\S]{${maxRedirectedUri}}`,
		caseInsensitive: false,
		value: '',
	});

	/**
	 * What a copy leaves after a code's segment: any run of punctuation (ASCII, curly quotes, the
	 * full-width 。，、）」… of a Chinese sentence) and `.html`, in any order, as the script's
	 * `trimAddressTail` strips it. One run, taken whole: `(?=(…*))\2` is an atomic group that
	 * JavaScript and PCRE both read (a lookahead is never re-entered), so a long run of dots that
	 * ends in a letter fails at once instead of being split between two runs in every way. It is
	 * PCRE's possessive `(?:…)*+` written so that JavaScript reads it too, and `nginxHintRedirect`
	 * runs the very patterns nginx does; PCRE2 counts the same steps for both (about 3 a byte).
	 */
	const tail = `(?=((?:${htmlSuffixSource}|${trailingPunctuationSource})*))\\2`;
	const target: MapRule[] = [
		{ pattern: '^(/zh-tw)?/$', caseInsensitive: false, value: '$1/' },
		{
			pattern: `^(/zh-tw)?/codes(?:/index${htmlSuffixSource})?/?$`,
			caseInsensitive: true,
			value: '$1/codes/',
		},
		// A code's segment: the code in any spelling, then what a copy adds (the tail), then anything
		// after a slash (more segments).
		...codes.map((code) => ({
			pattern: `^(/zh-tw)?/codes/(?:${codeSpellingSource(code)})${tail}(?:/.*)?$`,
			caseInsensitive: true,
			value: `$1/codes/${code}/`,
		})),
		{ pattern: '^(/zh-tw)?/playground(?:/.*)?$', caseInsensitive: false, value: '$1/playground/' },
		{
			pattern: `^(/zh-tw)?/(guides|reference)(?:/index${htmlSuffixSource})?/?$`,
			caseInsensitive: false,
			value: '$1/$2/',
		},
		// Slugs are lower case; nginx cannot lower-case one, so a slug in capitals is left to the
		// script, as is an `index.html` before a slug (the script skips it).
		{
			pattern: `^(/zh-tw)?/(guides|reference)/(?!index${htmlSuffixSource}(?:/|$))([a-z0-9][a-z0-9-]*)(?:${htmlSuffixSource})?(?:/.*)?$`,
			caseInsensitive: false,
			value: '$1/$2/$3/',
		},
	];
	return { normalise, target };
}

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;
const mapLine = (rule: MapRule) =>
	`\t${quote(`${rule.caseInsensitive ? '~*' : '~'}${rule.pattern}`)} ${quote(rule.value)};`;

/** The text of the file at `hintRedirectsPath`, for the `http { }` level. */
export function hintRedirectsConf(codes: readonly string[]): string {
	const { normalise, target } = hintMaps(codes);
	return `# Generated by scripts/nginx/generate-redirects.ts from the registry's codes and
# src/lib/site/hintLinks.ts (npm run nginx:redirects). Do not edit: regenerate.
#
# Three maps for error-playbook-redirects.conf, which answers a missed address with a 301 to
# $error_playbook_hint_redirect when it is not empty. Regular expressions are tried in order; the
# first that matches gives the value. Map names carry the site's prefix: maps are shared by every
# site of the server.
#
# Every missed address runs them, so each reads an address in one pass: anchored, no two runs that
# can take the same characters side by side, the punctuation after a code one atomic group
# ((?=(…))\\2, PCRE's possessive (…)*+ in a form JavaScript reads too). The first rule leaves
# addresses of ${maxRedirectedUri} bytes or more to the 404 page: none of the others reads one.

# 1. The language prefix and the section as the site spells them: /zh/code/… → /zh-tw/codes/…
map $uri $error_playbook_hint_normal {
	default "";
${normalise.map(mapLine).join('\n')}
}

# 2. The page the normalised address names: /zh-tw/codes/ConnectFailed.html → /zh-tw/codes/connect_failed/
map $error_playbook_hint_normal $error_playbook_hint_target {
	default "";
${target.map(mapLine).join('\n')}
}

# 3. Never to the address asked for (a guide that does not exist stays a 404).
map "$error_playbook_hint_target $uri" $error_playbook_hint_redirect {
	default $error_playbook_hint_target;
	"~^(\\S+) \\1$" "";
}
`;
}

/**
 * What nginx answers for a missed address, computed in JavaScript from the same rules: the page it
 * redirects to, or undefined. nginx's `$uri` is the path decoded, with `//` merged.
 */
export function nginxHintRedirect(uri: string, codes: readonly string[]): string | undefined {
	const { normalise, target } = hintMaps(codes);
	const to = mapValue(target, mapValue(normalise, uri));
	return to === '' || to === uri ? undefined : to;
}

/** The value one map gives `input`, in JavaScript: that of its first rule that matches, or "". */
export function mapValue(rules: readonly MapRule[], input: string): string {
	for (const rule of rules) {
		const match = new RegExp(rule.pattern, rule.caseInsensitive ? 'i' : '').exec(input);
		if (match) return rule.value.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
	}
	return '';
}
