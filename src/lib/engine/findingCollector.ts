import { locatePointers, offsetInStringLiteral } from './json/jsonLocate.ts';
import { parentPointer } from './json/jsonPointer.ts';
import { lineColumnLookup, type LineColumn } from './json/lineColumn.ts';
import type { RawFinding, Report } from './rawFinding.ts';
import type { Finding } from './validationTypes.ts';

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

type Unplaced = Omit<Finding, 'line' | 'column'>;

export interface FindingCollector {
	/** The pasted text as a document. */
	readonly pasted: JsonDocument;
	/** The document of JSON text held by the string at `pointer` of the pasted JSON. */
	embedded(text: string, pointer: string): JsonDocument;
	/** Adds a finding at a known offset of `doc.text`; its pointer is prefixed with the document's. */
	addAt(doc: JsonDocument, finding: Unplaced, offset: number): void;
	/** A `Report` for checks that know pointers inside `doc`, not offsets. */
	reporter(doc: JsonDocument): Report;
	/** Line and column of an offset of the pasted text. */
	position(offset: number): LineColumn;
	/** Every finding with its line and column, in text order. */
	placed(): Finding[];
}

/**
 * A collector for `text`, whose JSON value (if any) starts at `start`. `uniqueKeys`: the value is
 * known to repeat no key in any object, so placing findings can stop reading once all are found.
 */
export function createFindingCollector(text: string, start: number, uniqueKeys = false): FindingCollector {
	const position = lineColumnLookup(text);
	const pending: { finding: Unplaced; offset: () => number }[] = [];
	const pasted: JsonDocument = { text, start, prefix: '', toPasted: (offset) => offset };

	// The pointers asked of each document, located together in one walk when the first is needed.
	let lookups: Map<JsonDocument, { pointers: string[]; offsets: number[] }> | undefined;

	/** The offset in the pasted text of the value at `pointer`, or of its nearest existing ancestor; when asked. */
	const locate = (doc: JsonDocument, pointer: string): (() => number) => {
		lookups ??= new Map();
		let lookup = lookups.get(doc);
		if (!lookup) lookups.set(doc, (lookup = { pointers: [], offsets: [] }));
		const index = lookup.pointers.push(pointer) - 1;
		return () => {
			if (lookup.offsets.length < lookup.pointers.length) lookup.offsets = locatePointers(doc.text, doc.start, lookup.pointers, uniqueKeys && doc === pasted);
			return doc.toPasted(lookup.offsets[index]!);
		};
	};

	return {
		pasted,
		embedded(inner, pointer) {
			// Offsets in the decoded text map back through the string literal's escapes. The
			// literal is looked up once, and only when a finding needs a position.
			const literal = locate(pasted, pointer);
			let quote: number | undefined;
			return {
				text: inner,
				start: inner.length - inner.trimStart().length,
				prefix: pointer,
				toPasted: (offset) => offsetInStringLiteral(text, (quote ??= literal()), offset),
			};
		},
		addAt(doc, finding, offset) {
			pending.push({ finding: { ...finding, pointer: doc.prefix + finding.pointer }, offset: () => doc.toPasted(offset) });
		},
		reporter(doc) {
			return ({ at, ...finding }: RawFinding) => {
				// The rest is already a copy of the report: prefixing its pointer in place saves another.
				const offset = locate(doc, at === 'parent' ? parentPointer(finding.pointer) : finding.pointer);
				finding.pointer = doc.prefix + finding.pointer;
				pending.push({ finding, offset });
			};
		},
		position,
		placed() {
			// The pending findings are the collector's own copies: each gets its line and column in place.
			const offsets = pending.map(({ offset }) => offset());
			return pending
				.map((_, i) => i)
				.sort((a, b) => offsets[a]! - offsets[b]!)
				.map((i) => {
					const finding = pending[i]!.finding as Finding;
					const { line, column } = position(offsets[i]!);
					finding.line = line;
					finding.column = column;
					return finding;
				});
		},
	};
}
