/**
 * What a typed code names: the one answer for the CLI's `explain`, MCP's `explain_code`, the site's
 * "jump to a code" box and search hints, the 404 page (and, through the spelling patterns, nginx's
 * redirect map), and the validator's "did you mean". Pure and data-only: it works over a list of
 * code names, so the browser runs it without the registry module; Node callers pass the registry's
 * list (`codesWithPages`).
 */

/** Distances above this are not suggestions: two edits cover a typo, a swap or a missing letter. */
const maxDistance = 2;

/** At most this many "did you mean" codes: more would be a list to read, not a hint. */
const maxSuggestions = 5;

/**
 * Levenshtein distance between `a` and `b`, or `limit + 1` as soon as it is certain to exceed
 * `limit`. The early exits keep a hostile megabyte-long input from costing megabytes × codes work.
 */
export function boundedLevenshtein(a: string, b: string, limit: number): number {
	if (Math.abs(a.length - b.length) > limit) return limit + 1;
	let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		let rowMin = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
			const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
			current.push(value);
			if (value < rowMin) rowMin = value;
		}
		if (rowMin > limit) return limit + 1;
		previous = current;
	}
	return previous[b.length]!;
}

/** Folds the spellings people type for a snake_case code: `CONNECT-FAILED`, `connect failed`, `connect.failed`. */
export function normaliseCode(input: string): string {
	return input
		.trim()
		.toLowerCase()
		.replace(/[-\s.]+/g, '_');
}

/**
 * The spellings of a code, as a pattern to match whole and in any case: its words joined by `_`,
 * `-`, `.`, spaces or nothing, so `CONNECT_FAILED`, `connect-failed`, `Connect Failed`,
 * `connect.failed` and `ConnectFailed` all name connect_failed. Codes are `[a-z0-9_]`: nothing to
 * escape. nginx's redirect map is built from the same patterns (scripts/lib/nginxHintRedirects.ts).
 */
export function codeSpellingSource(code: string): string {
	return code.split('_').join('[-_\\s.]*');
}

/** The code a spelling names, if any (no two codes share a spelling: tests/unit/site). */
export function codeOfSpelling(input: string, codes: readonly string[]): string | undefined {
	const text = input.trim();
	return codes.find((code) => new RegExp(`^(?:${codeSpellingSource(code)})$`, 'i').test(text));
}

/**
 * Punctuation that a terminal or a sentence leaves stuck to the end of a copied code or URL: a run
 * of them. The curly quotes are alternatives, not class members, so that nginx's byte-wise PCRE
 * reads them as whole characters.
 */
export const trailingPunctuationSource = `(?:[.,;:!?)\\]}>'"\`]|’|”)+`;
export const trailingPunctuation = new RegExp(`${trailingPunctuationSource}$`);

/** Quotes and backticks around a code copied from prose or Markdown. */
const quotes = /^[`'"‘“「]+|[`'"’”」]+$/g;

export type CodeResolution =
	/** The input is a spelling of this code. */
	| { kind: 'code'; code: string }
	/** No code is spelled so: the codes it probably meant (at most five, maybe none). */
	| { kind: 'unknown'; input: string; suggestions: string[] }
	/** Nothing but blanks, quotes and punctuation. */
	| { kind: 'empty' };

/**
 * The code `input` names among `codes`: case, `-`/`_`/`.`/spaces between words, CamelCase,
 * surrounding quotes or backticks and a trailing full stop do not matter, and a pasted page address
 * (`…/codes/connect_failed/`) counts as its code. Later, retired and IntentCall's own codes resolve
 * as long as `codes` has them (`codesWithPages` does). Anything else gets its "did you mean".
 */
export function resolveCode(input: string, codes: readonly string[]): CodeResolution {
	let text = input.trim().replace(trailingPunctuation, '').replace(quotes, '').trim();
	const fromPath = /\/codes\/([^/?#\s]+)/i.exec(text);
	if (fromPath) text = fromPath[1]!.replace(trailingPunctuation, '');
	if (text.trim() === '') return { kind: 'empty' };
	const code = codeOfSpelling(text, codes);
	if (code !== undefined) return { kind: 'code', code };
	const wanted = normaliseCode(text);
	const suggestions = codes
		.map((code) => ({ code, distance: boundedLevenshtein(wanted, code, maxDistance) }))
		.filter((c) => c.distance <= maxDistance)
		.sort((x, y) => x.distance - y.distance || (x.code < y.code ? -1 : x.code > y.code ? 1 : 0))
		.slice(0, maxSuggestions)
		.map((c) => c.code);
	return { kind: 'unknown', input: text, suggestions };
}

/**
 * Codes the input probably meant, best first: `resolveCode`'s answer as a list. A spelling of a
 * code is the only suggestion; otherwise the codes within two edits of it, nearest first, ties in
 * alphabetical order, at most five.
 */
export function suggestCodes(input: string, codes: readonly string[]): string[] {
	const found = resolveCode(input, codes);
	return found.kind === 'code' ? [found.code] : found.kind === 'unknown' ? found.suggestions : [];
}

/**
 * The codes that have a page under /codes/, and so the codes a typed name may name: the contract's
 * (later and retired ones included) and IntentCall's own. Structural, so that it takes the
 * registry in Node and the page's embedded lists in the browser.
 */
export function codesWithPages(registry: {
	codes: readonly { code: string }[];
	wrapperCodes: readonly { code: string }[];
}): string[] {
	return [...registry.codes, ...registry.wrapperCodes].map((c) => c.code);
}

/** `resolveCode` over a registry's codes: the call the CLI and the MCP server make. */
export function resolveRegistryCode(
	registry: Parameters<typeof codesWithPages>[0],
	input: string,
): CodeResolution {
	return resolveCode(input, codesWithPages(registry));
}
