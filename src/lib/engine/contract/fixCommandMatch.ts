import { escapeRegExp, splitAtPlaceholders } from './placeholderSyntax.ts';

/**
 * Does an envelope's `recovery.fix_command` say what the registry says? The registry writes
 * placeholders as `<name>`; a server fills them with real values (a VM-service token, a command
 * name), so a placeholder matches any non-empty run of non-whitespace characters, the unfilled
 * `<name>` itself included. Everything else must match exactly, apart from surrounding whitespace.
 */
export function fixCommandPattern(command: string): RegExp {
	const { literals } = splitAtPlaceholders(command.trim());
	return new RegExp(`^${literals.map(escapeRegExp).join('\\S+')}$`);
}

/**
 * The registry's commands' patterns, compiled once: release detection and the fix-command check
 * match a payload against a release's commands on every input. Only registry texts are keyed
 * here, never a payload's, so the map holds as many entries as the registry has commands. The
 * patterns are neither global nor sticky: `test` keeps no state in them.
 */
const patterns = new Map<string, RegExp>();

/** `fixCommandPattern(command)` for a command of the registry, compiled on its first use. */
export function fixCommandPatternOf(command: string): RegExp {
	let pattern = patterns.get(command);
	if (!pattern) patterns.set(command, (pattern = fixCommandPattern(command)));
	return pattern;
}

/** Longer than the registry text by more than this, a fix command cannot match (and is not worth a regex). */
const maxFilledGrowth = 2048;

/** True when `actual` is `command` with its placeholders filled (`pattern` is `fixCommandPattern(command)`). */
export function matchesFixCommand(command: string, pattern: RegExp, actual: string): boolean {
	const trimmed = actual.trim();
	// Without a placeholder the pattern says "exactly the trimmed command": comparing costs less than the regex.
	if (!command.includes('<')) return trimmed === command.trim();
	return trimmed.length <= command.length + maxFilledGrowth && pattern.test(trimmed);
}
