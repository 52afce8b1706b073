/**
 * How the reader calls the CLI: the name a terminal transcript ran it by (`$ fmtk exec …`), so that
 * the engine's texts and commands name the binary the reader types. A line counts when the name
 * starts it, or follows a shell prompt's `$`, `%`, `#`, `>` or `❯`; a name inside a path or a
 * stack frame (`package:flutter_inspector_mcp_server/…`) does not.
 */

/**
 * The two expressions for a list of names, compiled once per list: they ran for every input, and
 * compiling them cost more than running them. The engine hands in one list per registry
 * (`binaryNames` in validateInput.ts), so the cache holds one entry per registry object.
 */
const compiled = new WeakMap<readonly string[], { line: RegExp; fix: RegExp }>();

function expressionsFor(names: readonly string[]): { line: RegExp; fix: RegExp } {
	let found = compiled.get(names);
	if (!found) {
		const alternatives = names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
		found = {
			line: new RegExp(`(?:^[ \\t]*|[$%#>❯][ \\t]*)(${alternatives})(?=[ \\t]|$)`, 'gm'),
			// Starts at the literal key, so that a run of backslashes or quotes costs nothing.
			fix: new RegExp(`fix_command\\\\*"[ \\t]*:[ \\t]*\\\\*"(${alternatives})(?=[\\s\\\\"])`),
		};
		compiled.set(names, found);
	}
	return found;
}

/** The name the last command line before `before` runs, among `names`; null when none does. */
export function commandSpelling(
	text: string,
	before: number,
	names: readonly string[],
): string | null {
	if (names.length === 0) return null;
	// The command stands just above its output; a long log before it is not read.
	const head = text.slice(Math.max(0, before - 20_000), before);
	// Pasted JSON alone (the common case) has no text before it: no name, nothing to match.
	if (!names.some((name) => head.includes(name))) return null;
	let found: string | null = null;
	// `matchAll` works on a copy of the global expression: the shared one keeps its lastIndex.
	for (const match of head.matchAll(expressionsFor(names).line)) found = match[1]!;
	return found;
}

/** The binary a fix_command in the text starts with (JSON, or JSON inside a JSON string). */
export function fixCommandBinary(text: string, names: readonly string[]): string | null {
	return expressionsFor(names).fix.exec(text.slice(0, 200_000))?.[1] ?? null;
}
