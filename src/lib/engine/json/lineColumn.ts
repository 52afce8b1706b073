/**
 * Offsets → 1-based line and column. A line ends at `\n`, `\r\n` or a lone `\r` (what editors and
 * terminals show); columns count UTF-16 code units, as JavaScript strings, textareas and LSP do, so
 * an emoji takes two columns and a CJK character one. The one line table of the project: the
 * findings' line numbers, and the playground's gutter and overlay (through the engine's door).
 */
export interface LineColumn {
	line: number;
	column: number;
}

/** Offsets where lines start, found with indexOf jumps: a megabyte on one line costs two lookups. */
export function lineStarts(text: string): number[] {
	const starts = [0];
	let lf = text.indexOf('\n');
	let cr = text.indexOf('\r');
	while (lf >= 0 || cr >= 0) {
		if (cr >= 0 && (lf < 0 || cr < lf)) {
			const next = text.charCodeAt(cr + 1) === 0x0a ? cr + 2 : cr + 1;
			starts.push(next);
			if (lf >= 0 && lf < next) lf = text.indexOf('\n', next);
			cr = text.indexOf('\r', next);
		} else {
			starts.push(lf + 1);
			lf = text.indexOf('\n', lf + 1);
		}
	}
	return starts;
}

/**
 * Returns a function that converts offsets of `text`. The table of line starts is built on the
 * first call only, so a caller that never needs a position never pays for it.
 */
export function lineColumnLookup(text: string): (offset: number) => LineColumn {
	let starts: number[] | undefined;
	return (offset) => {
		starts ??= lineStarts(text);
		let low = 0;
		let high = starts.length - 1;
		while (low < high) {
			const mid = (low + high + 1) >> 1;
			if (starts[mid]! <= offset) low = mid;
			else high = mid - 1;
		}
		return { line: low + 1, column: offset - starts[low]! + 1 };
	};
}
