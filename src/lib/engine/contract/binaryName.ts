import { escapeRegExp } from './placeholderSyntax.ts';

/**
 * Each binary's expression, compiled once: the engine renames the commands of every payload it
 * advises on, and compiling the expression cost more than the replace. Keyed by the binary's
 * name (a release's, from the registry), so it stays as small as the list of releases. The
 * expression is global, and `replace` starts it at 0 and leaves it at 0: sharing it is safe.
 */
const programPatterns = new Map<string, RegExp>();

/**
 * A fix command as another release spells it: each use of the program `from` as a word of the
 * command (at its start, or after a shell operator such as `&&`) becomes `to`. Upstream's rename
 * (d6e82df) changed nothing else in the commands. One definition for the engine's advice in the
 * detected release's words and the registry's pages, `explain` and `upstream:check`.
 */
export function renameBinary(command: string, from: string, to: string): string {
	// A command that does not name `from` at all (most: it is already in the reader's binary) is
	// returned as it is, as the replace would.
	if (from === to || !command.includes(from)) return command;
	let pattern = programPatterns.get(from);
	if (!pattern)
		programPatterns.set(
			from,
			(pattern = new RegExp(`(?<=^|[\\s;&|(])${escapeRegExp(from)}(?=$|\\s)`, 'g')),
		);
	// The character before the name is looked behind at, not matched: then the replacement is a
	// plain string, which V8 inserts natively, where a callback per match (or `$1`) cost three times
	// as much on every payload the engine advises on. The two differ only for a name that starts
	// with a space, and a string reads `$` as a pattern: a binary's name has neither (binaryName.test.ts).
	return command.replace(pattern, to);
}
