/** RFC 6901 JSON Pointers: `/descriptor/exitCode`, with `~` written `~0` and `/` written `~1`. */

/** One reference token, escaped for a pointer. */
export function escapePointerSegment(segment: string | number): string {
	const text = String(segment);
	return text.includes('~') || text.includes('/')
		? text.replace(/~/g, '~0').replace(/\//g, '~1')
		: text;
}

/** The pointer of a path of keys and indexes: `["a", 0]` → `/a/0`. */
export function pointerFromSegments(segments: readonly (string | number)[]): string {
	let pointer = '';
	for (const segment of segments) pointer += `/${escapePointerSegment(segment)}`;
	return pointer;
}

/** The reference tokens of a pointer; `''` (the whole document) has none. */
export function segmentsOfPointer(pointer: string): string[] {
	if (pointer === '') return [];
	// indexOf and slice: cheaper than split, which every finding's pointer goes through.
	const segments: string[] = [];
	for (let from = 1; ;) {
		const slash = pointer.indexOf('/', from);
		if (slash < 0) {
			segments.push(pointer.slice(from));
			break;
		}
		segments.push(pointer.slice(from, slash));
		from = slash + 1;
	}
	// Nearly every pointer is plain: unescaping is needed only where a `~` is.
	return pointer.includes('~')
		? segments.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
		: segments;
}

/** The pointer of the object or array that holds `pointer`'s member. */
export function parentPointer(pointer: string): string {
	return pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}
