import { suggestCodes } from '../engine/index.ts';
import { trailingPunctuation } from './hintLinks.ts';

/**
 * What a code typed into a box leads to: the home page's "jump to a code" field and the search
 * dialog. The same rules as a missed `/codes/<code>/` address (hintLinks.ts): case, dashes,
 * spaces, surrounding quotes or backticks and a trailing full stop do not matter; a typo gets the
 * 404 page's suggestions. A pasted hint address (`…/codes/connect_failed/`) counts as its code.
 */
export type CodeQuery =
	| { kind: 'code'; code: string }
	| { kind: 'suggestions'; input: string; codes: string[] }
	| { kind: 'none' };

const quotes = /^[`'"‘“「]+|[`'"’”」]+$/g;

/** The spellings people type for a snake_case code, folded as suggestCodes folds them. */
const fold = (input: string) =>
	input
		.trim()
		.toLowerCase()
		.replace(/[-\s]+/g, '_');

export function resolveCodeQuery(query: string, codes: readonly string[]): CodeQuery {
	let input = query.trim().replace(trailingPunctuation, '').replace(quotes, '').trim();
	const fromPath = /\/codes\/([^/?#\s]+)/i.exec(input);
	if (fromPath) input = fromPath[1]!.replace(trailingPunctuation, '');
	const folded = fold(input);
	if (folded === '') return { kind: 'none' };
	if (codes.includes(folded)) return { kind: 'code', code: folded };
	const suggestions = suggestCodes(input, codes).slice(0, 5);
	return suggestions.length > 0
		? { kind: 'suggestions', input, codes: suggestions }
		: { kind: 'none' };
}
