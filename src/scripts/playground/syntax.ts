/**
 * Lexical JSON colouring for the editor overlay. It reads tokens, not a parse: the pasted text may
 * be a terminal log with JSON inside, or broken JSON, and should still be coloured where it can be.
 */

/** Token kinds, as the overlay's class suffixes: key, string, number, literal, punctuation. */
export type TokenKind = 'k' | 's' | 'n' | 'l' | 'p';

export interface Tokens {
	starts: number[];
	ends: number[];
	kinds: TokenKind[];
}

// A string stops at a line break so that an unterminated one does not colour the rest of the text.
const token =
	/"(?:[^"\\\n]|\\.)*"?|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\b(?:true|false|null)\b|[{}[\]:,]/g;

/** The tokens of `text` from `from` (a line start: no JSON token spans lines) to `to`. */
export function tokenize(text: string, from = 0, to = text.length): Tokens {
	const tokens: Tokens = { starts: [], ends: [], kinds: [] };
	token.lastIndex = from;
	for (let m = token.exec(text); m && m.index < to; m = token.exec(text)) {
		const start = m.index;
		const end = start + m[0].length;
		const c = text.charCodeAt(start);
		let kind: TokenKind;
		if (c === 0x22) {
			// A string followed by `:` is a key.
			let i = end;
			while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
			kind = text.charCodeAt(i) === 0x3a ? 'k' : 's';
		} else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) kind = 'n';
		else if (c === 0x74 || c === 0x66 || c === 0x6e) kind = 'l';
		else kind = 'p';
		tokens.starts.push(start);
		tokens.ends.push(end);
		tokens.kinds.push(kind);
	}
	return tokens;
}
