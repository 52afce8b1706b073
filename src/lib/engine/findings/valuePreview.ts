import type { FindingMessageKey } from './findingMessages.ts';

/**
 * How findings show a value from the input: short, as JSON text, and never by walking it (a value
 * may be a megabyte long or a hundred thousand levels deep; `JSON.stringify` would overflow).
 */

const maxStringPreview = 120;

/** JSON text of a value, with long strings cut and objects and arrays summarised. */
export function jsonPreview(value: unknown): string {
	if (typeof value === 'string') {
		return value.length > maxStringPreview
			? `${JSON.stringify(value.slice(0, maxStringPreview)).slice(0, -1)}…"`
			: JSON.stringify(value);
	}
	if (Array.isArray(value)) return value.length === 0 ? '[]' : '[…]';
	if (value !== null && typeof value === 'object')
		return Object.keys(value).length === 0 ? '{}' : '{…}';
	// A boolean or a number reads the same as JSON text and as a string (`true`, `68`, `-0` → `0`,
	// `1e21`), and String costs far less than JSON.stringify, which findings call for every
	// mismatch. JSON.parse turns 1e400 into Infinity, which JSON.stringify would show as null:
	// String shows it as it is.
	if (typeof value === 'number' || typeof value === 'boolean') return String(value);
	return JSON.stringify(value) ?? String(value);
}

/** The dictionary key naming the JSON type of a parsed value. */
export function typeKeyOf(value: unknown): FindingMessageKey {
	if (value === null) return 'type.null';
	if (Array.isArray(value)) return 'type.array';
	switch (typeof value) {
		case 'string':
			return 'type.string';
		case 'number':
			return Number.isInteger(value) ? 'type.integer' : 'type.number';
		case 'boolean':
			return 'type.boolean';
		default:
			return 'type.object';
	}
}

/**
 * A value as it appears inline in a message: a string without its quotes (escaped, cut when long).
 * An empty string keeps them and a missing member reads `?`: a sentence never has a hole where
 * the value goes, nor the word "undefined".
 */
export function inlineValue(value: unknown): string {
	if (value === undefined) return '?';
	return typeof value === 'string' && value ? jsonPreview(value).slice(1, -1) : jsonPreview(value);
}

/** A letter, digit or dot of ASCII next to a match makes it part of a longer word (`"ab"` in `"abc"`). */
const asciiWord = /[A-Za-z0-9_.]/;

/**
 * Whether a finding's message already quotes its `actual` value (`jsonPreview`, or the string
 * without its quotes as `inlineValue` writes it): then a line "actual: …" under it says the value a
 * second time (zh-TW review 9, item 14: 「…實際上是字串 "<script>…"。」 then 「實際："<script>…"」).
 * The value stays in the result's data; only the texts for a reader leave the line out.
 */
export function messageQuotesActual(message: string, actual: string): boolean {
	// Strings only: a number or a boolean is short, and "expected: 67  actual: 68" reads as a pair.
	if (!(actual.length > 2 && actual.startsWith('"') && actual.endsWith('"'))) return false;
	return [actual, actual.slice(1, -1)].some((form) => {
		for (let at = message.indexOf(form); at >= 0; at = message.indexOf(form, at + 1)) {
			const before = message[at - 1] ?? '';
			const after = message[at + form.length] ?? '';
			if (!asciiWord.test(before) && !asciiWord.test(after)) return true;
		}
		return false;
	});
}
