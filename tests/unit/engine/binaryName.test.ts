import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renameBinary } from '../../../src/lib/engine/contract/binaryName.ts';
import { escapeRegExp } from '../../../src/lib/engine/contract/placeholderSyntax.ts';
import { engineRegistry } from '../../../src/lib/engine/index.ts';

/**
 * `renameBinary` looks behind at the character before the program's name instead of matching it,
 * so that its replacement is a plain string (a callback per match cost four times as much): it must
 * rename exactly what the expression that matched it did, for any command and any names without a
 * leading space or a `$` (where the two differ, and which no binary's has).
 */
function byExpression(command: string, from: string, to: string): string {
	if (from === to || !command.includes(from)) return command;
	const pattern = new RegExp(`(^|[\\s;&|(])${escapeRegExp(from)}(?=$|\\s)`, 'g');
	return command.replace(pattern, (_, before: string) => before + to);
}

/** Commands made of names, parts of names, shell operators and every kind of space `\s` knows. */
const piece = fc.constantFrom(
	'fmtk',
	'flutter_mcp_cli',
	'flutter-mcp-toolkit',
	'fmtk_x',
	'x',
	' ',
	'\t',
	'\n',
	'\u00a0',
	'\u2028',
	'\ufeff',
	';',
	'&&',
	'|',
	'(',
	')',
	'/',
	'=',
	'$1',
	'$&',
	'é',
);
const command = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
const name = fc.constantFrom('fmtk', 'flutter_mcp_cli', 'fmtk fmtk', 'x;', 'x(', ';x', 'xx', 'x');
const to = fc.constantFrom('flutter-mcp-toolkit', 'fmtk', '', 'x', 'xx', 'x;', 'a b');

describe('renameBinary', () => {
	it('renames as the expression does', () => {
		fc.assert(
			fc.property(command, name, to, (c, f, t) => {
				expect(renameBinary(c, f, t)).toBe(byExpression(c, f, t));
			}),
			{ numRuns: 5000 },
		);
	});

	it('renames every word that is the program, and nothing inside another word', () => {
		expect(renameBinary('flutter_mcp_cli a && flutter_mcp_cli b', 'flutter_mcp_cli', 'fmtk')).toBe(
			'fmtk a && fmtk b',
		);
		expect(renameBinary('(flutter_mcp_cli a)|flutter_mcp_cli', 'flutter_mcp_cli', 'fmtk')).toBe(
			'(fmtk a)|fmtk',
		);
		expect(renameBinary('x/flutter_mcp_cli flutter_mcp_cli_2', 'flutter_mcp_cli', 'fmtk')).toBe(
			'x/flutter_mcp_cli flutter_mcp_cli_2',
		);
		expect(renameBinary('fmtk fmtk fmtk', 'fmtk fmtk', 'a')).toBe('a fmtk');
	});

	it('is given names without a leading space or a `$`, as every binary and alias is', () => {
		for (const release of engineRegistry.releases)
			for (const name of [release.binary, ...release.aliases])
				expect(name).toMatch(/^[^\s$][^$]*$/);
	});
});
