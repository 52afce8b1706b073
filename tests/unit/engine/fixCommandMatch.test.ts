import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	fixCommandPattern,
	matchesFixCommand,
} from '../../../src/lib/engine/contract/fixCommandMatch.ts';
import { engineRegistry } from '../../../src/lib/engine/index.ts';

/** A command without placeholders is compared as text; that must be what its pattern says. */

const char = fc.constantFrom(
	' ',
	'\n',
	'\t',
	'a',
	'-',
	'.',
	'*',
	'$',
	'^',
	'\\',
	'(',
	'{',
	'}',
	"'",
	'/',
	'>',
	'[',
	'|',
	'?',
	'+',
);
const command = fc.array(char, { maxLength: 12 }).map((c) => c.join(''));

describe('matchesFixCommand', () => {
	it('answers as the pattern does for commands without placeholders', () => {
		fc.assert(
			fc.property(command, command, fc.constantFrom('', ' ', '\n', ' \t'), (cmd, other, pad) => {
				const pattern = fixCommandPattern(cmd);
				const byPattern = (actual: string) =>
					actual.trim().length <= cmd.length + 2048 && pattern.test(actual.trim());
				for (const actual of [cmd, `${pad}${cmd}${pad}`, other, `${cmd}${other}`, cmd.trim()])
					expect(matchesFixCommand(cmd, pattern, actual)).toBe(byPattern(actual));
			}),
			{ numRuns: 5_000 },
		);
	});

	it('answers as the pattern does for every registry command and its CLI forms', () => {
		const commands = engineRegistry.codes.flatMap((c) => [
			...(c.recovery.kind === 'command' ? [c.recovery.command] : []),
			...(c.cli?.recovery.fixCommands ?? []),
		]);
		for (const cmd of commands) {
			const pattern = fixCommandPattern(cmd);
			for (const actual of [cmd, ` ${cmd} `, `${cmd} x`, cmd.replace(/<[a-z][a-z0-9_]*>/g, 'v1')])
				expect(matchesFixCommand(cmd, pattern, actual)).toBe(
					actual.trim().length <= cmd.length + 2048 && pattern.test(actual.trim()),
				);
		}
	});
});
