/**
 * What a typed code names: the one answer for the CLI's `explain`, MCP's `explain_code`, the site's
 * "jump to a code" box and search hints, the 404 page (and, through the spelling patterns, nginx's
 * redirect map). Pure and data-only: it works over a list of
 * code names, so the browser runs it without the registry module; Node callers pass the registry's
 * list (`codesWithPages`).
 */
import { suggestCodes } from './suggestCodes.ts';
import { trimAddressTail, trimCopied } from './fold.ts';

/** At most this many "did you mean" codes: more would be a list to read, not a hint. */
const maxSuggestions = 5;

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
 * The longest input read: a code name is at most 40 characters, a pasted page address or a line
 * of an error message a few times that. Beyond it the input is cut, so that no caller (a box, the
 * CLI, the MCP server's `explain_code`) pays for a megabyte pasted by mistake.
 */
export const maxQueryChars = 200;

export type CodeResolution =
	/** The input is a spelling of this code. */
	| { kind: 'code'; code: string }
	/** No code is spelled so: the codes it probably meant (at most five, maybe none). */
	| { kind: 'unknown'; input: string; suggestions: string[] }
	/** Nothing but blanks, quotes and punctuation. */
	| { kind: 'empty' };

/**
 * The code `input` names among `codes`: case, `-`/`_`/`.`/spaces between words, CamelCase,
 * surrounding quotes or backticks and trailing punctuation (a full stop, `。`, `）`…) do not matter, and a pasted page address
 * (`…/codes/connect_failed/`) counts as its code. Later, retired and IntentCall's own codes resolve
 * as long as `codes` has them (`codesWithPages` does). Anything else gets its "did you mean".
 */
export function resolveCode(input: string, codes: readonly string[]): CodeResolution {
	let text = trimCopied(input.slice(0, maxQueryChars));
	const fromPath = /\/codes\/([^/?#\s]+)/i.exec(text);
	if (fromPath) text = trimAddressTail(fromPath[1]!);
	if (text === '') return { kind: 'empty' };
	const code = codeOfSpelling(text, codes);
	if (code !== undefined) return { kind: 'code', code };
	const suggestions = suggestCodes(text, codes).slice(0, maxSuggestions);
	return { kind: 'unknown', input: text, suggestions };
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
