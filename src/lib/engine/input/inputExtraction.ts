import { timestampPrefixLength } from './notCliOutput.ts';
import { structureByValue } from '../json/jsonStructure.ts';
import { closingQuote } from '../json/jsonText.ts';
import { scanJson, type DuplicateKey, type JsonSyntaxError } from '../json/jsonScan.ts';
import type { Carrier } from '../validationTypes.ts';

/**
 * From pasted text to one parsed JSON value. The whole text is tried first with `JSON.parse`
 * (the fast path, and the common case). If that fails, the text may be a terminal or log excerpt
 * with the JSON somewhere inside: every `{` is tried as the start of an object, and the largest
 * object that parses wins. A text with several one-line JSON objects is a stream (the daemon's
 * NDJSON, or a terminal transcript with the CLI's one-line stdout): the message that reports a
 * failure is taken, and the others are counted. Only if nothing parses is the text "not JSON", with
 * the position and reason of the most telling syntax error.
 */

export const maxDepth = 1000;

/**
 * What the surfaces tell of a parsed value: whether it is something the engine knows, and whether
 * it reports a failure. Handed in by the orchestrator (`validateInput.ts`), so that reading text
 * knows no surface: input/ sits below surfaces/ (tests/unit/architecture).
 */
export type Recognise = (value: unknown) => { known: boolean; failure: boolean };

/** What the pasted text holds: nothing, no JSON (with the error to show), or one JSON value. */
export type Extraction =
	| { kind: 'empty' }
	/**
	 * No JSON value to check. `brokenAt` is set when some JSON does start in the text (the whole
	 * text, or a line that opens a JSON object) and stops parsing: that is the CLI's output broken,
	 * and nothing inside it is salvaged.
	 */
	| { kind: 'not-json'; bom: boolean; error: JsonSyntaxError; brokenAt: number | null }
	| ({
			kind: 'json';
			bom: boolean;
			value: unknown;
			/** Offset of the value's first character in the pasted text. */
			start: number;
			/** True when the value was found inside other text. */
			inText: boolean;
			/** How the value was carried: the whole text, inside other text, or one line of a stream. */
			carrier: Carrier;
	  } & JsonStructure);

/**
 * A log can hold thousands of `{` that start nothing, and each attempt may read to the end of the
 * text. The total work is capped at a few passes over the text; then the search gives up.
 */
const scanBudgetPerChar = 8;
const minScanBudget = 1_000_000;

const nonWhitespace = /\S/g;

function firstNonWhitespace(text: string, from: number): number {
	// Pasted JSON starts with `{` at once: no printable ASCII character is whitespace, so no match object is needed.
	const c = text.charCodeAt(from);
	if (c > 0x20 && c < 0x7f) return from;
	nonWhitespace.lastIndex = from;
	return nonWhitespace.exec(text)?.index ?? -1;
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
	try {
		return { ok: true, value: JSON.parse(text) };
	} catch {
		return { ok: false };
	}
}

/** What only the text can tell about a parsed value: repeated keys and excess nesting. */
export interface JsonStructure {
	duplicates: DuplicateKey[];
	duplicateCount: number;
	tooDeepAt: number | null;
}

/**
 * Repeated keys and excess depth of `value`, parsed from `text.slice(start, end)`: from the value
 * itself (one native count over the text, about a third of the parse), and only when that cannot
 * rule them out (a repeated key, nesting past the limit, a `\u003a` escape) from the full scan,
 * which also says where. Nothing runs between the two: the count leaves the scan only such rare
 * inputs, and a cheaper pre-scan there saved under two `JSON.parse`s of time on each.
 */
export function structureOf(
	text: string,
	start: number,
	end: number,
	value: unknown,
): JsonStructure {
	if (structureByValue(value, text, start, end, maxDepth).noDuplicateKeys)
		return { duplicates: [], duplicateCount: 0, tooDeepAt: null };
	const { duplicates, duplicateCount, tooDeepAt } = scanJson(text, {
		start,
		maxDepth,
		allowTrailingText: true,
	});
	return { duplicates, duplicateCount, tooDeepAt };
}

/**
 * The extraction of `value`, parsed from `text.slice(start, end)`, with its structure. Its members
 * are named one by one: spreading `structureOf`'s answer into the object cost a generic copy on
 * every input.
 */
function jsonFound(
	text: string,
	bom: boolean,
	value: unknown,
	start: number,
	end: number,
	inText: boolean,
	carrier: Carrier,
): Extraction {
	const { duplicates, duplicateCount, tooDeepAt } = structureOf(text, start, end, value);
	return {
		kind: 'json',
		bom,
		value,
		start,
		inText,
		carrier,
		duplicates,
		duplicateCount,
		tooDeepAt,
	};
}

/** Finds the JSON value of the pasted text, whole or inside other text. Never throws. */
export function extractJson(text: string, recognise: Recognise): Extraction {
	const bom = text.charCodeAt(0) === 0xfeff;
	// `\s` includes U+FEFF, so a text that is only a BOM counts as empty too.
	const first = firstNonWhitespace(text, 0);
	if (first < 0) return { kind: 'empty' };

	const whole = tryParse(bom ? text.slice(1) : text);
	if (whole.ok)
		return jsonFound(text, bom, whole.value, first, text.length, false, { kind: 'whole' });

	// Text that starts as JSON and does not parse is broken output, whatever a search would find
	// inside it: salvaging an inner object would call broken JSON valid. Salvage is for text that is
	// not JSON (a transcript, a log), and even there a line that opens JSON must parse.
	// Lines that opened JSON and parsed whole, by offset: the stream reading below takes them from here.
	const parsedLines = new Map<number, unknown>();
	const broken = findBrokenJson(text, first, parsedLines);
	if (broken) return { kind: 'not-json', bom, error: broken.error, brokenAt: broken.start };

	const stream = findStreamMessage(text, parsedLines, recognise);
	if (stream)
		return jsonFound(text, bom, stream.value, stream.start, stream.end, true, stream.carrier);
	const search = findObjectInText(text, first, recognise);
	if (search.found)
		return jsonFound(text, bom, search.found.value, search.found.start, search.found.end, true, {
			kind: 'terminal-text',
		});
	// The attempt that got furthest into its text before failing tells most: for JSON with a
	// mistake that is the whole text, for a log line around broken JSON the `{` where it starts.
	const wholeError = scanJson(text, { start: bom ? 1 : 0, maxDepth }).error ?? {
		offset: first,
		reason: 'expectedValue' as const,
	};
	const error =
		search.furthest && search.furthest.length > wholeError.offset - first
			? search.furthest.error
			: wholeError;
	return { kind: 'not-json', bom, error, brokenAt: null };
}

/**
 * Where JSON visibly starts: an `{` that begins the text; at the start of a line (after
 * indentation), an `{` followed by a key or JSON punctuation (see `objectOpens`); an `[`
 * followed by an object, array, string or `]`; or a key itself (`"ok": false,`, an object that
 * lost its `{`). Log prefixes such as `[error]` or `I/flutter ( 4711): {` do not count.
 */
function opensJson(text: string, at: number, atTextStart: boolean): boolean {
	const c = text.charCodeAt(at);
	if (c === 0x22) return isKey(text, at);
	if (c === 0x5b)
		return (atTextStart ? arrayOpensAtStart : arrayOpens).test(text.slice(at + 1, at + 65));
	if (c !== 0x7b) return false;
	return atTextStart || objectOpens.test(text.slice(at + 1, at + 65));
}

/**
 * After `{`: any of JSON's punctuation (`{}`, `{,"ok"`), an unquoted key (`{ok":`), or a quoted
 * key soon on the same line (`{x"ok":`).
 */
const objectOpens =
	/^\s*(?:["{}[\]:,']|[A-Za-z_$][\w$]*\s*"?\s*:|[^\n"]{0,32}"(?:[^"\\\n]|\\.)*"\s*:)/;
/** After `[`: an object, array or string, or `]`. */
const arrayOpens = /^\s*["{[\]]/;
/**
 * At the text's start, also any JSON punctuation before the bracket closes on its line (`[x{`,
 * `[}{`, `[,{`): a broken array. A log prefix closes first (`[error] {`, `[12:00:01,5] {`).
 */
const arrayOpensAtStart = /^(?:[^\]\n]*?["{[}]|\s*[\],:])/;

/**
 * The first JSON that visibly starts (see `opensJson`) and does not parse: its start and the
 * syntax error. A value that parses is skipped whole, so indented objects inside pretty-printed
 * output are not read again; text after a value on its own last line, or a line that then starts
 * with `}` or `]` (a bracket left over from an early close), counts as an error, as `JSON.parse`
 * would say of that text.
 */
function findBrokenJson(
	text: string,
	first: number,
	parsedLines: Map<number, unknown>,
): { start: number; error: JsonSyntaxError } | null {
	let from = first;
	/** Set once a value has parsed: a line that then starts with `}` or `]` closes nothing. */
	let afterValue = false;
	while (from < text.length) {
		const start = from === first ? first : lineStartJson(text, from);
		if (start < 0) return null;
		const c = text.charCodeAt(start);
		if (afterValue && (c === 0x7d || c === 0x5d))
			return { start, error: { offset: start, reason: 'trailingText' } };
		if (!opensJson(text, start, start === first)) {
			from = nextLine(text, start);
			continue;
		}
		// A line that starts with `"key":` is a member of an object whose `{` is missing.
		if (text.charCodeAt(start) === 0x22)
			return { start, error: { offset: start, reason: 'keyOutsideObject' } };
		// A value on one line (the CLI's stdout, an NDJSON message): the native parse settles it, and
		// the scanner runs only for values over several lines (pretty-printed) or broken ones.
		const lineEnd = nextLine(text, start);
		const line = tryParse(text.slice(start, lineEnd));
		if (line.ok) {
			parsedLines.set(start, line.value);
			afterValue = true;
			from = lineEnd;
			continue;
		}
		const scan = scanJson(text, { start, maxDepth, allowTrailingText: true });
		if (scan.error) return { start, error: scan.error };
		const rest = skipSpaces(text, scan.end);
		if (rest < text.length && text.charCodeAt(rest) !== 0x0a && text.charCodeAt(rest) !== 0x0d)
			return { start, error: { offset: rest, reason: 'trailingText' } };
		afterValue = true;
		from = nextLine(text, scan.end);
	}
	return null;
}

/** True when a `"…"` string starts at `at` and a `:` follows it: a key, as in `"ok": false`. */
function isKey(text: string, at: number): boolean {
	const close = closingQuote(text, at);
	return close >= 0 && text.charCodeAt(skipSpaces(text, close + 1)) === 0x3a;
}

/** Offset of the first character after the next line break at or after `from` (text length if none). */
function nextLine(text: string, from: number): number {
	const lf = text.indexOf('\n', from);
	return lf < 0 ? text.length : lf + 1;
}

/** Skips spaces and tabs (not line breaks). */
function skipSpaces(text: string, from: number): number {
	let i = from;
	while (i < text.length && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
	return i;
}

/**
 * The offset of the first `{`, `[`, `"`, `}` or `]` that starts a line (after indentation) at or after `from`,
 * which must itself be a line start; -1 when no line has one.
 */
function lineStartJson(text: string, from: number): number {
	for (let line = from; line < text.length; line = nextLine(text, line)) {
		let i = skipSpaces(text, line);
		if (text.charCodeAt(i) === 0xfeff) i++;
		const c = text.charCodeAt(i);
		if (c === 0x7b || c === 0x5b || c === 0x22 || c === 0x7d || c === 0x5d) return i;
	}
	return -1;
}

/**
 * Lines of the text that are a JSON object each, as the daemon writes NDJSON and the CLI its
 * stdout (after a log's timestamp, as CI prints every line). When one reports a failure, or there are several, the text is read as a stream: the
 * first failure is the answer (the first message when none fails), and the rest are counted. A
 * lone line that reports nothing is left to the search for the largest object, which may find a
 * bigger, pretty-printed one around it.
 */
function findStreamMessage(
	text: string,
	parsedLines: ReadonlyMap<number, unknown>,
	recognise: Recognise,
): { value: unknown; start: number; end: number; carrier: Carrier } | null {
	const messages: { value: unknown; start: number; end: number; line: number; failure: boolean }[] =
		[];
	let line = 0;
	for (let start = 0; start <= text.length; line++) {
		let end = text.indexOf('\n', start);
		if (end < 0) end = text.length;
		let from = start;
		while (
			from < end &&
			(text.charCodeAt(from) === 0x20 ||
				text.charCodeAt(from) === 0x09 ||
				text.charCodeAt(from) === 0xfeff)
		)
			from++;
		// A CI log puts a timestamp before every line, the CLI's stdout line included.
		if (text.charCodeAt(from) !== 0x7b)
			from += timestampPrefixLength(text.slice(from, Math.min(end, from + 64)));
		if (text.charCodeAt(from) === 0x7b) {
			const parsed = parsedLines.has(from)
				? { ok: true as const, value: parsedLines.get(from) }
				: tryParse(text.slice(from, end));
			if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object')
				messages.push({
					value: parsed.value,
					start: from,
					end,
					line: line + 1,
					failure: recognise(parsed.value).failure,
				});
		}
		start = end + 1;
	}
	const failures = messages.filter((m) => m.failure);
	if (messages.length === 0 || (messages.length === 1 && failures.length === 0)) return null;
	const chosen = failures[0] ?? messages[0]!;
	// One JSON line among other text is the CLI's stdout in a transcript, not a stream.
	const carrier: Carrier =
		messages.length === 1
			? { kind: 'terminal-text' }
			: {
					kind: 'ndjson',
					line: chosen.line,
					messages: messages.length,
					failureLines: failures.map((m) => m.line),
				};
	return { value: chosen.value, start: chosen.start, end: chosen.end, carrier };
}

/**
 * Offset just past the `{…}` that starts at `start`, matching brackets outside strings, or -1 when
 * the text ends first. Only a candidate: JSON.parse decides whether it is JSON.
 */
function balancedEnd(text: string, start: number): number {
	let depth = 0;
	for (let i = start; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 0x22) {
			i = closingQuote(text, i);
			if (i < 0) return -1;
		} else if (c === 0x7b || c === 0x5b) depth++;
		else if (c === 0x7d || c === 0x5d) {
			depth--;
			if (depth === 0) return i + 1;
		}
	}
	return -1;
}

interface TextSearch {
	found: { start: number; end: number; value: unknown } | null;
	/** The failed attempt that read most JSON before its error. */
	furthest: { error: JsonSyntaxError; length: number } | null;
}

/**
 * The largest `{…}` in the text that parses, left to right. Objects inside a found one are not
 * tried, and neither are those inside the valid-looking start of a broken one: in
 * `{"a": {"b": 1}` the inner object is part of the broken JSON, not an answer. An object further
 * inside a broken one's brackets (`{"n": NaN, "recovery": {…}}`) is a member of broken JSON too,
 * and answers only if it is something the engine knows (an envelope inside a log's own braces):
 * otherwise the broken JSON's syntax error tells more than "this object is not an envelope".
 */
function findObjectInText(text: string, from: number, recognise: Recognise): TextSearch {
	let best: { start: number; end: number; value: unknown } | null = null;
	let furthest: TextSearch['furthest'] = null;
	let budget = Math.max(minScanBudget, text.length * scanBudgetPerChar);
	// Log lines after the JSON seldom hold a `}`, so the first object that looks like JSON most
	// likely ends at the last one: a single JSON.parse settles that, without a bracket scan. One
	// guess only, so that a wrong one costs a single parse.
	const lastClose = text.lastIndexOf('}');
	let guessed = false;
	/** End of the brackets of the broken objects met so far. */
	let brokenUntil = -1;
	for (let candidate = text.indexOf('{', from); candidate >= 0 && budget > 0;) {
		if (
			!guessed &&
			lastClose > candidate &&
			/^\{\s*"/.test(text.slice(candidate, candidate + 64))
		) {
			guessed = true;
			const guess = tryParse(text.slice(candidate, lastClose + 1));
			budget -= lastClose - candidate + 1;
			// Nothing after the last `}` can be an object, and anything later is inside this one.
			if (guess.ok && (!best || lastClose + 1 - candidate > best.end - best.start))
				return { found: { start: candidate, end: lastClose + 1, value: guess.value }, furthest };
		}
		const end = balancedEnd(text, candidate);
		budget -= (end < 0 ? text.length : end) - candidate + 1;
		const parsed = end < 0 ? null : tryParse(text.slice(candidate, end));
		if (parsed?.ok) {
			const answers = candidate >= brokenUntil || recognise(parsed.value).known;
			if (answers && (!best || end - candidate > best.end - best.start))
				best = { start: candidate, end, value: parsed.value };
			candidate = text.indexOf('{', end);
			continue;
		}
		const { error } = scanJson(text, { start: candidate, maxDepth, allowTrailingText: true });
		const length = error ? error.offset - candidate : 0;
		budget -= length + 1;
		if (error && (!furthest || length > furthest.length)) furthest = { error, length };
		brokenUntil = Math.max(brokenUntil, end);
		candidate = text.indexOf('{', Math.max(candidate + 1, error?.offset ?? 0));
	}
	return { found: best, furthest };
}
