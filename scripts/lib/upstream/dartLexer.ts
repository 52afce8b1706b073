/**
 * A tokenizer for the part of Dart that `error_codes.dart` and the tool registrations are written
 * in. No Dart SDK exists where this runs, and regular expressions over raw source would match code
 * inside strings and comments (upstream's server instructions quote whole `Tool(name: …)` examples
 * in a string), so the readers of this folder work on tokens instead.
 *
 * Strings come out with their value, escapes resolved and adjacent pieces left separate (the
 * readers join them, as Dart does). An interpolation becomes `${expression}` in the value: its
 * result is only known at run time.
 */

export type DartToken =
	| { kind: 'string'; value: string; line: number }
	| { kind: 'ident' | 'number' | 'punct'; text: string; line: number };

export class DartSyntaxError extends Error {
	readonly line: number;

	constructor(message: string, line: number) {
		super(message);
		this.line = line;
	}
}

const identStart = /[A-Za-z_$]/;
const identPart = /[A-Za-z0-9_$]/;
// Longest first, so `??` is not read as two `?`.
const operators = ['...', '??=', '==', '!=', '=>', '??', '?.', '&&', '||', '<=', '>=', '..'];
const simpleEscapes: Record<string, string> = {
	n: '\n',
	r: '\r',
	t: '\t',
	b: '\b',
	f: '\f',
	v: '\v',
};

export function tokenizeDart(source: string): DartToken[] {
	const tokens: DartToken[] = [];
	const lexer = new Lexer(source);
	for (let token = lexer.next(); token; token = lexer.next()) tokens.push(token);
	return tokens;
}

class Lexer {
	private pos = 0;
	private line = 1;
	private readonly src: string;

	constructor(src: string) {
		this.src = src;
	}

	next(): DartToken | null {
		this.skipSpaceAndComments();
		if (this.pos >= this.src.length) return null;
		const line = this.line;
		const ch = this.src[this.pos]!;
		if (ch === 'r' && (this.src[this.pos + 1] === "'" || this.src[this.pos + 1] === '"')) {
			this.pos++;
			return { kind: 'string', value: this.readString(true), line };
		}
		if (ch === "'" || ch === '"') return { kind: 'string', value: this.readString(false), line };
		if (identStart.test(ch)) {
			const start = this.pos;
			while (this.pos < this.src.length && identPart.test(this.src[this.pos]!)) this.pos++;
			return { kind: 'ident', text: this.src.slice(start, this.pos), line };
		}
		if (/[0-9]/.test(ch)) {
			const match = /^(0[xX][0-9a-fA-F]+|[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?)/.exec(
				this.src.slice(this.pos, this.pos + 64),
			)!;
			this.pos += match[0].length;
			return { kind: 'number', text: match[0], line };
		}
		const op = operators.find((o) => this.src.startsWith(o, this.pos)) ?? ch;
		this.pos += op.length;
		return { kind: 'punct', text: op, line };
	}

	private skipSpaceAndComments(): void {
		while (this.pos < this.src.length) {
			const ch = this.src[this.pos]!;
			if (ch === '\n') {
				this.line++;
				this.pos++;
			} else if (/\s/.test(ch)) {
				this.pos++;
			} else if (this.src.startsWith('//', this.pos)) {
				while (this.pos < this.src.length && this.src[this.pos] !== '\n') this.pos++;
			} else if (this.src.startsWith('/*', this.pos)) {
				this.skipBlockComment();
			} else {
				return;
			}
		}
	}

	/** Dart block comments nest. */
	private skipBlockComment(): void {
		const line = this.line;
		let depth = 0;
		do {
			if (this.pos >= this.src.length) throw new DartSyntaxError('unterminated comment', line);
			if (this.src.startsWith('/*', this.pos)) {
				depth++;
				this.pos += 2;
			} else if (this.src.startsWith('*/', this.pos)) {
				depth--;
				this.pos += 2;
			} else {
				if (this.src[this.pos] === '\n') this.line++;
				this.pos++;
			}
		} while (depth > 0);
	}

	/** Reads from the opening quote (after any `r`) to past the closing one. */
	private readString(raw: boolean): string {
		const line = this.line;
		const quote = this.src[this.pos]!;
		const triple = this.src.startsWith(quote.repeat(3), this.pos);
		const close = triple ? quote.repeat(3) : quote;
		this.pos += close.length;
		let value = '';
		for (;;) {
			if (this.pos >= this.src.length) throw new DartSyntaxError('unterminated string', line);
			if (this.src.startsWith(close, this.pos)) {
				this.pos += close.length;
				return value;
			}
			const ch = this.src[this.pos]!;
			if (ch === '\n') {
				if (!triple) throw new DartSyntaxError('unterminated string', line);
				this.line++;
			}
			if (!raw && ch === '\\') {
				value += this.readEscape();
			} else if (!raw && ch === '$') {
				value += this.readInterpolation();
			} else {
				value += ch;
				this.pos++;
			}
		}
	}

	private readEscape(): string {
		const ch = this.src[this.pos + 1] ?? '';
		this.pos += 2;
		if (ch in simpleEscapes) return simpleEscapes[ch]!;
		const hex = (digits: string) => String.fromCodePoint(Number.parseInt(digits, 16));
		if (ch === 'x') {
			const digits = this.src.slice(this.pos, this.pos + 2);
			this.pos += 2;
			return hex(digits);
		}
		if (ch === 'u') {
			if (this.src[this.pos] === '{') {
				const end = this.src.indexOf('}', this.pos);
				const digits = this.src.slice(this.pos + 1, end);
				this.pos = end + 1;
				return hex(digits);
			}
			const digits = this.src.slice(this.pos, this.pos + 4);
			this.pos += 4;
			return hex(digits);
		}
		if (ch === '\n') this.line++;
		return ch;
	}

	/** `$name` or `${expression}`, returned as `${…}` with the expression's source text. */
	private readInterpolation(): string {
		this.pos++;
		if (this.src[this.pos] !== '{') {
			const start = this.pos;
			while (this.pos < this.src.length && /[A-Za-z0-9_]/.test(this.src[this.pos]!)) this.pos++;
			// A `$` followed by no identifier is a compile error in Dart; keep it as text.
			return start === this.pos ? '$' : `\${${this.src.slice(start, this.pos)}}`;
		}
		const line = this.line;
		const start = ++this.pos;
		let depth = 0;
		for (;;) {
			const token = this.next();
			if (!token) throw new DartSyntaxError('unterminated interpolation', line);
			if (token.kind !== 'punct') continue;
			if (token.text === '{') depth++;
			if (token.text === '}' && depth-- === 0) {
				return `\${${this.src.slice(start, this.pos - 1).trim()}}`;
			}
		}
	}
}
