import { locatePointers, offsetInStringLiteral, skipValue } from '../json/jsonLocate.ts';
import { parentPointer } from '../json/jsonPointer.ts';
import { closingQuote } from '../json/jsonText.ts';
import { lineColumnLookup, type LineColumn } from '../json/lineColumn.ts';
import type { RawFinding, Report } from './rawFinding.ts';
import type { Finding } from '../validationTypes.ts';

/**
 * Collects the findings of one validation and gives them their places in the pasted text. A
 * finding is placed only at the end, and only findings that exist cost a position lookup: the
 * valid-envelope path never builds a line table or walks the text for a pointer.
 */

/**
 * A JSON document findings point into: the pasted text itself, or the decoded text of a
 * `content[i].text` string that holds the envelope as JSON.
 */
export interface JsonDocument {
	text: string;
	/** Offset of the document's JSON value in `text`. */
	start: number;
	/** Pointer of the document inside the parsed input: `''`, or `/content/0/text`. */
	prefix: string;
	/** Maps an offset of `text` to an offset of the pasted text. */
	toPasted(offset: number): number;
}

type Unplaced = Omit<Finding, 'line' | 'column' | 'start' | 'end'>;

/**
 * How much text a finding found by offset covers: `char` the one character (a syntax error),
 * `token` the string, number or literal that starts there (a repeated key, a shown exit status) or
 * else the one character, `line` the rest of the line (a plain-text failure).
 */
export type Span = 'char' | 'token' | 'line';

/** The range of a placed finding, offsets into the pasted text (end exclusive). */
interface Range {
	start: number;
	end: number;
}

export interface FindingCollector {
	/** The pasted text as a document. */
	readonly pasted: JsonDocument;
	/** The document of JSON text held by the string at `pointer` of the pasted JSON. */
	embedded(text: string, pointer: string): JsonDocument;
	/** Adds a finding at a known offset of `doc.text`; its pointer is prefixed with the document's. */
	addAt(doc: JsonDocument, finding: Unplaced, offset: number, span?: Span): void;
	/** A `Report` for checks that know pointers inside `doc`, not offsets. */
	reporter(doc: JsonDocument): Report;
	/** Line and column of an offset of the pasted text. */
	position(offset: number): LineColumn;
	/** Every finding with its line, column and range, in text order. */
	placed(): Finding[];
}

/**
 * A collector for `text`, whose JSON value (if any) starts at `start`. `uniqueKeys`: the value is
 * known to repeat no key in any object, so placing findings can stop reading once all are found.
 */
export function createFindingCollector(
	text: string,
	start: number,
	uniqueKeys = false,
): FindingCollector {
	const position = lineColumnLookup(text);
	const pending: { finding: Unplaced; range: () => Range }[] = [];
	const pasted: JsonDocument = { text, start, prefix: '', toPasted: (offset) => offset };

	// The pointers asked of each document, located together in one walk when the first is needed.
	let lookups: Map<JsonDocument, { pointers: string[]; offsets: number[] }> | undefined;

	/** Offset in `doc.text` of the value at `pointer`, or of its nearest existing ancestor; worked out when asked. */
	const find = (doc: JsonDocument, pointer: string): (() => number) => {
		lookups ??= new Map();
		let lookup = lookups.get(doc);
		if (!lookup) lookups.set(doc, (lookup = { pointers: [], offsets: [] }));
		const index = lookup.pointers.push(pointer) - 1;
		return () => {
			if (lookup.offsets.length < lookup.pointers.length)
				lookup.offsets = locatePointers(
					doc.text,
					doc.start,
					lookup.pointers,
					uniqueKeys && doc === pasted,
				);
			return lookup.offsets[index]!;
		};
	};
	/** The whole value at `pointer` (its nearest existing ancestor), quotes and brackets included; worked out when asked. */
	const valueRange = (doc: JsonDocument, pointer: string): (() => Range) => {
		const found = find(doc, pointer);
		return () => {
			const start = found();
			// An empty document (a string holding only whitespace) has no value to span.
			const end = start < doc.text.length ? skipValue(doc.text, start) : start;
			return { start: doc.toPasted(start), end: doc.toPasted(end) };
		};
	};
	/** The span of text from `offset` of `doc.text` (see `Span`). */
	const spanRange = (doc: JsonDocument, offset: number, span: Span): Range => {
		const { text: t } = doc;
		let end = Math.min(offset + 1, t.length);
		if (span === 'line') {
			end = t.indexOf('\n', offset);
			if (end < 0) end = t.length;
			if (t.charCodeAt(end - 1) === 0x0d) end--;
			end = Math.max(end, Math.min(offset + 1, t.length));
		} else if (span === 'token') {
			const c = t.charCodeAt(offset);
			if (c === 0x22) {
				const close = closingQuote(t, offset);
				if (close > 0) end = close + 1;
			} else if (c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e)
				end = skipValue(t, offset);
		}
		return { start: doc.toPasted(offset), end: doc.toPasted(end) };
	};

	return {
		pasted,
		embedded(inner, pointer) {
			// Offsets in the decoded text map back through the string literal's escapes. The
			// literal is looked up once, and only when a finding needs a position.
			const literal = find(pasted, pointer);
			let quote: number | undefined;
			return {
				text: inner,
				start: inner.length - inner.trimStart().length,
				prefix: pointer,
				toPasted: (offset) => offsetInStringLiteral(text, (quote ??= literal()), offset),
			};
		},
		addAt(doc, finding, offset, span = 'token') {
			pending.push({
				finding: { ...finding, pointer: doc.prefix + finding.pointer },
				range: () => spanRange(doc, offset, span),
			});
		},
		reporter(doc) {
			// A finding is about the value at its pointer; a missing member about the object that lacks it.
			return (raw: RawFinding) => {
				// The report without `at`, member by member in the report's order. Not `{ at, ...finding }`:
				// V8 copies a rest pattern through a slow generic path, and every finding went through it.
				const finding = {} as Unplaced;
				for (const key in raw)
					if (key !== 'at')
						(finding as Record<string, unknown>)[key] = raw[key as keyof RawFinding];
				const { at } = raw;
				// The copy is the collector's own: prefixing its pointer in place saves another.
				const range = valueRange(
					doc,
					at === 'parent' ? parentPointer(finding.pointer) : finding.pointer,
				);
				finding.pointer = doc.prefix + finding.pointer;
				pending.push({ finding, range });
			};
		},
		position,
		placed() {
			// A valid input, the common case, has none to place.
			if (pending.length === 0) return [];
			// The pending findings are the collector's own copies: each gets its place in them.
			const ranges = pending.map(({ range }) => range());
			return pending
				.map((_, i) => i)
				.sort((a, b) => ranges[a]!.start - ranges[b]!.start)
				.map((i) => {
					const finding = pending[i]!.finding as Finding;
					const { start, end } = ranges[i]!;
					const { line, column } = position(start);
					finding.line = line;
					finding.column = column;
					finding.start = start;
					finding.end = end;
					return finding;
				});
		},
	};
}
