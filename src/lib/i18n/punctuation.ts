import type { Lang } from './locales.ts';

/**
 * Punctuation that code adds between texts: a label before its sentence, a colon, a note in
 * parentheses, a list of items. English and Chinese differ in every one (「。」 not ". ", 「：」 not
 * ": ", 「（）」, 「、」 and no space after a full-width mark), so code never writes an ASCII mark
 * between two translated texts: it asks here.
 */

const han = /\p{Script=Han}/u;

interface Marks {
	/** Ends a short label that a sentence follows. */
	stop: string;
	/** Between two sentences: a space in English, nothing after 。 */
	gap: string;
	colon: string;
	open: string;
	close: string;
}

const marks: Record<Lang, Marks> = {
	en: { stop: '.', gap: ' ', colon: ': ', open: ' (', close: ')' },
	'zh-TW': { stop: '。', gap: '', colon: '：', open: '（', close: '）' },
};

/** The mark that ends a label or sentence: `.` or `。`. */
export function sentenceStop(lang: Lang): string {
	return marks[lang].stop;
}

/** What separates two sentences: a space in English, nothing in Chinese. */
export function sentenceGap(lang: Lang): string {
	return marks[lang].gap;
}

/** A label, then its sentence: "Retry later. Wait…" / 「稍後重試。請等待…」. */
export function labelledSentence(label: string, text: string, lang: Lang): string {
	return `${label}${marks[lang].stop}${marks[lang].gap}${text}`;
}

/** A label and its value: "Expected: x" / 「預期：x」. */
export function labelled(label: string, value: string, lang: Lang): string {
	return `${label}${marks[lang].colon}${value}`;
}

/** A text with a note in parentheses: "Local state (state)" / 「本機狀態（state）」. */
export function withNote(text: string, note: string, lang: Lang): string {
	return `${text}${marks[lang].open}${note}${marks[lang].close}`;
}

/** A full-width mark at the end of `text` (「）」「：」「。」…): Chinese puts no space after one. */
const fullWidthMarkAtEnd = /[\u3001-\u3011\uff01-\uff1f]$/u;

/**
 * The space between a text and the piece that follows it: one, or none after a full-width mark
 * (a zh-TW note's closing 「）」), as zh-TW text is written. The page and its Markdown twin join a
 * view's parts with it, so both write the same text.
 */
export function spaceAfter(text: string): string {
	return text === '' || fullWidthMarkAtEnd.test(text) ? '' : ' ';
}

/**
 * A list in running text: "69, 74, and 75" / 「69、74 和 75」. Chinese puts a space around 和 / 或
 * only beside Latin letters or digits, as everywhere else on the site (Intl.ListFormat does not).
 */
export function listOf(
	items: readonly string[],
	lang: Lang,
	type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
	if (lang === 'en') return new Intl.ListFormat('en', { type }).format(items);
	if (items.length < 2) return items.join('');
	const word = type === 'conjunction' ? '和' : '或';
	const last = items[items.length - 1]!;
	const before = items[items.length - 2]!;
	const left = han.test(before.slice(-1)) ? '' : ' ';
	const right = han.test(last.slice(0, 1)) ? '' : ' ';
	return `${items.slice(0, -1).join('、')}${left}${word}${right}${last}`;
}

/** Items side by side without a final 和 / "and" (alternatives, names): "a, b" / 「a、b」. */
export function series(items: readonly string[], lang: Lang): string {
	return items.join(lang === 'en' ? ', ' : '、');
}

/** A label's colon and the space after it: ": " / 「：」 (which carries its own space). */
export function colon(lang: Lang): string {
	return marks[lang].colon;
}

/** A colon that ends a line before a block (a code block, a list): ":" / 「：」. */
export function closingColon(lang: Lang): string {
	return marks[lang].colon.trimEnd();
}

/** Clauses side by side, each a statement of its own: "a; b" / 「a；b」. */
export function clauses(items: readonly string[], lang: Lang): string {
	return items.join(lang === 'en' ? '; ' : '；');
}
