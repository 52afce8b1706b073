/**
 * Registry texts and UI strings are plain text in which `backticks` mark inline code (a command, a
 * key, a flag). Pages render those spans as <code>, browser scripts build the same nodes, and
 * places that cannot hold markup (a <title>, a meta description, a terminal) print the plain text.
 * One definition for all of them, so a page and the playground never disagree on a text.
 */

/** A run of a text: plain, or inline code (without its backticks). */
export interface TextSegment {
	code: boolean;
	text: string;
}

/**
 * Splits a text at its backtick pairs. A backtick without a partner stays in the text as it is:
 * a broken registry text then shows its stray backtick, where a test notices it, instead of
 * silently swallowing the rest of the sentence into code or dropping the character.
 */
export function inlineCodeSegments(text: string): TextSegment[] {
	const parts = text.split('`');
	const segments: TextSegment[] = [];
	const pushText = (value: string) => {
		if (value === '') return;
		const last = segments[segments.length - 1];
		if (last && !last.code) last.text += value;
		else segments.push({ code: false, text: value });
	};
	for (let i = 0; i < parts.length; i++) {
		const part = parts[i]!;
		const isCode = i % 2 === 1;
		if (!isCode) pushText(part);
		// The last odd part has no closing backtick: keep the opening one as text.
		else if (i === parts.length - 1) pushText(`\`${part}`);
		// Two backticks in a row are not a code span.
		else if (part === '') pushText('``');
		else segments.push({ code: true, text: part });
	}
	return segments;
}

/** The text without its inline-code backticks: for titles, meta descriptions and terminals. */
export function plainText(text: string): string {
	return inlineCodeSegments(text)
		.map((s) => s.text)
		.join('');
}
