/**
 * A note that lists places (the other failing lines of a stream, elements of an array) names the
 * first ten and how many more: 100,000 failing lines made one note of 689 KB.
 */
const listedAtMost = 10;

/** The first places of `items` joined for a message, how many there are, and how many more. */
export function firstOf(items: string[]): { shown: string; count: string; more: string | null } {
	const more = items.length - listedAtMost;
	return {
		shown: items.slice(0, listedAtMost).join(', '),
		count: items.length.toLocaleString('en-US'),
		more: more > 0 ? more.toLocaleString('en-US') : null,
	};
}
