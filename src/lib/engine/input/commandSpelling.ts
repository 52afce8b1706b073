/**
 * How the reader calls the CLI: the name a terminal transcript ran it by (`$ fmtk exec …`), so that
 * the engine's texts and commands name the binary the reader types. A line counts when the name
 * starts it, or follows a shell prompt's `$`, `%`, `#`, `>` or `❯`; a name inside a path or a
 * stack frame (`package:flutter_mcp/…`) does not.
 */

/** The name the last command line before `before` runs, among `names`; null when none does. */
export function commandSpelling(
	text: string,
	before: number,
	names: readonly string[],
): string | null {
	if (names.length === 0) return null;
	// The command stands just above its output; a long log before it is not read.
	const head = text.slice(Math.max(0, before - 20_000), before);
	const alternatives = names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
	const line = new RegExp(`(?:^[ \\t]*|[$%#>❯][ \\t]*)(${alternatives})(?=[ \\t]|$)`, 'gm');
	let found: string | null = null;
	for (const match of head.matchAll(line)) found = match[1]!;
	return found;
}

/** The binary a fix_command in the text starts with (JSON, or JSON inside a JSON string). */
export function fixCommandBinary(text: string, names: readonly string[]): string | null {
	const alternatives = names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
	// Starts at the literal key, so that a run of backslashes or quotes costs nothing.
	const fix = new RegExp(`fix_command\\\\*"[ \\t]*:[ \\t]*\\\\*"(${alternatives})(?=[\\s\\\\"])`);
	return fix.exec(text.slice(0, 200_000))?.[1] ?? null;
}
