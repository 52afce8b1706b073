import { resolveCode } from '../codeNames/index.ts';

/**
 * What a code typed into a box leads to: the home page's "jump to a code" field and the search
 * dialog. `resolveCode` decides, as for the CLI, the MCP server and a missed `/codes/<code>/`
 * address: case, dashes, spaces, CamelCase, surrounding quotes and a trailing full stop do not
 * matter, a pasted hint address counts as its code, and a typo gets the 404 page's suggestions.
 */
export type CodeQuery =
	| { kind: 'code'; code: string }
	| { kind: 'suggestions'; input: string; codes: string[] }
	| { kind: 'none' };

export function resolveCodeQuery(query: string, codes: readonly string[]): CodeQuery {
	const found = resolveCode(query, codes);
	if (found.kind === 'code') return found;
	return found.kind === 'unknown' && found.suggestions.length > 0
		? { kind: 'suggestions', input: found.input, codes: found.suggestions }
		: { kind: 'none' };
}
