import { describe, expect, it } from 'vitest';
import { DartSyntaxError, tokenizeDart } from '../../../scripts/lib/upstream/dartLexer.ts';

const strings = (source: string) =>
	tokenizeDart(source)
		.filter((t) => t.kind === 'string')
		.map((t) => (t.kind === 'string' ? t.value : ''));

describe('tokenizeDart', () => {
	it('reads every quoting form upstream writes fix commands in', () => {
		expect(strings(`'a' "b" '''c''' """d""" r'e' r"f" r'''g''' r"""h"""`)).toEqual([
			'a',
			'b',
			'c',
			'd',
			'e',
			'f',
			'g',
			'h',
		]);
		expect(strings(`r"""flutter_mcp_cli exec --name status --args '{}'"""`)).toEqual([
			`flutter_mcp_cli exec --name status --args '{}'`,
		]);
	});

	it('resolves escapes in ordinary strings and leaves raw strings as written', () => {
		expect(strings(String.raw`'\'{}\'' "\"q\"" '\$x' '\\' '\x41\u0042\u{43}' 'a\tb'`)).toEqual([
			`'{}'`,
			'"q"',
			'$x',
			'\\',
			'ABC',
			'a\tb',
		]);
		expect(strings(String.raw`r'\n$x'`)).toEqual([String.raw`\n$x`]);
	});

	it('writes interpolations as ${expression}, nested strings and braces included', () => {
		expect(strings(`'id "$firstTarget" end'`)).toEqual(['id "${firstTarget}" end']);
		expect(strings(`'a \${map['k']} b \${x ? "y" : '}'} c'`)).toEqual([
			`a \${map['k']} b \${x ? "y" : '}'} c`,
		]);
		// A `$` that starts no identifier is plain text.
		expect(strings(`'costs $ 5'`)).toEqual(['costs $ 5']);
	});

	it('skips comments, nested block comments included, and what they quote', () => {
		const tokens = tokenizeDart(
			`// Tool(name: 'no')\n/* a /* nested */ 'still a comment' */ /// 'doc'\nx`,
		);
		expect(tokens).toEqual([{ kind: 'ident', text: 'x', line: 3 }]);
	});

	it('counts lines through multi-line strings and comments', () => {
		const tokens = tokenizeDart(`'''one\ntwo'''\n/*\n*/ after`);
		expect(tokens.at(-1)).toEqual({ kind: 'ident', text: 'after', line: 4 });
	});

	it('reads two-character operators as one token', () => {
		const punct = tokenizeDart('a ?? b == c => d != e ?. f')
			.filter((t) => t.kind === 'punct')
			.map((t) => (t.kind === 'punct' ? t.text : ''));
		expect(punct).toEqual(['??', '==', '=>', '!=', '?.']);
	});

	it('refuses an unterminated string or comment, naming the line it starts on', () => {
		const failure = (source: string) => {
			try {
				tokenizeDart(source);
			} catch (error) {
				return error instanceof DartSyntaxError ? [error.message, error.line] : error;
			}
			return null;
		};
		expect(failure(`x\n'open\n'`)).toEqual(['unterminated string', 2]);
		expect(failure(`x\n\n"""open`)).toEqual(['unterminated string', 3]);
		expect(failure(`/* /* */`)).toEqual(['unterminated comment', 1]);
		expect(failure(`'\${a`)).toEqual(['unterminated interpolation', 1]);
	});
});
