/**
 * The placeholder syntax of the registry's fix commands and message formats: `<name>`, the name
 * lowercase ASCII, digits and underscores (`<token>`, `<command_name>`). One definition for the
 * registry's schema (which names a command may use), the engine's fix-command matching and its
 * filling of placeholders from a payload: three copies of the pattern had begun to drift.
 */

/** A placeholder's name alone, as the registry's placeholders.json lists it. */
export const placeholderNamePattern = /^[a-z][a-z0-9_]*$/;

/** Every `<name>` of a text; the name is group 1. Global: use with `matchAll`, `replace`, `split`. */
export const placeholderPattern = /<([a-z][a-z0-9_]*)>/g;

/** Names of the placeholders in `text`, in order of appearance, without repeats. */
export function placeholderNames(text: string): string[] {
	return [...new Set(Array.from(text.matchAll(placeholderPattern), (m) => m[1]!))];
}

/**
 * `text` cut at its placeholders: `literals` has one more item than `names`, and reading them
 * alternately (literal, name, literal…) gives the text back.
 */
export function splitAtPlaceholders(text: string): { literals: string[]; names: string[] } {
	const parts = text.split(placeholderPattern);
	return {
		literals: parts.filter((_, i) => i % 2 === 0),
		names: parts.filter((_, i) => i % 2 === 1),
	};
}

/** `text` as a regular expression that matches exactly it. */
export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
