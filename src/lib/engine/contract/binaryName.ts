import { escapeRegExp } from './placeholderSyntax.ts';

/**
 * A fix command as another release spells it: each use of the program `from` as a word of the
 * command (at its start, or after a shell operator such as `&&`) becomes `to`. Upstream's rename
 * (d6e82df) changed nothing else in the commands. One definition for the engine's advice in the
 * detected release's words and the registry's pages, `explain` and `upstream:check`.
 */
export function renameBinary(command: string, from: string, to: string): string {
	if (from === to) return command;
	return command.replace(
		new RegExp(`(^|[\\s;&|(])${escapeRegExp(from)}(?=$|\\s)`, 'g'),
		(_, before: string) => before + to,
	);
}
