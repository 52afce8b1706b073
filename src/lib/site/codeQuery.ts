import { suggestCodes } from '../engine/index.ts';
import { codeOfSpelling, trailingPunctuation } from './hintLinks.ts';

/**
 * What a code typed into a box leads to: the home page's "jump to a code" field and the search
 * dialog. The same rules as a missed `/codes/<code>/` address (hintLinks.ts): case, dashes,
 * spaces, CamelCase, surrounding quotes or backticks and a trailing full stop do not matter; a typo
 * gets the 404 page's suggestions. A pasted hint address (`…/codes/connect_failed/`) counts as its code.
 */
export type CodeQuery =
	| { kind: 'code'; code: string }
	| { kind: 'suggestions'; input: string; codes: string[] }
	| { kind: 'none' };

const quotes = /^[`'"‘“「]+|[`'"’”」]+$/g;

export function resolveCodeQuery(query: string, codes: readonly string[]): CodeQuery {
	let input = query.trim().replace(trailingPunctuation, '').replace(quotes, '').trim();
	const fromPath = /\/codes\/([^/?#\s]+)/i.exec(input);
	if (fromPath) input = fromPath[1]!.replace(trailingPunctuation, '');
	if (input.trim() === '') return { kind: 'none' };
	const code = codeOfSpelling(input, codes);
	if (code !== undefined) return { kind: 'code', code };
	const suggestions = suggestCodes(input, codes).slice(0, 5);
	return suggestions.length > 0
		? { kind: 'suggestions', input, codes: suggestions }
		: { kind: 'none' };
}
