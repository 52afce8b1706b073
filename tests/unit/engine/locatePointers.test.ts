import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locatePointers, offsetOfPointer } from '../../../src/lib/engine/json/jsonLocate.ts';
import { escapePointerSegment, parentPointer } from '../../../src/lib/engine/json/jsonPointer.ts';

/**
 * The finding collector places all its findings with one `locatePointers` walk. It must give what
 * placing them one by one gives: `offsetOfPointer` for the pointer, else for its parents in turn,
 * on any JSON text, repeated keys, escaped keys and whitespace included.
 */

function oneByOne(text: string, start: number, pointer: string): number {
	for (let p = pointer; ; p = parentPointer(p)) {
		const offset = offsetOfPointer(text, start, p);
		if (offset !== null) return offset;
		if (p === '') return start;
	}
}

/** A JSON text as a tree, so that an object may repeat a key (which no parsed value can). */
type Tree =
	| { kind: 'object'; members: [string, Tree][] }
	| { kind: 'array'; items: Tree[] }
	| { kind: 'scalar'; value: unknown };

const key = fc.oneof(
	fc.constantFrom('a', 'b', 'c', '0', '1', '', '~', '/', 'a/b', '~1', 'é', '"', '\\', '\n'),
	fc.string({ maxLength: 4 }),
);
const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
	tree: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		fc.record({
			kind: fc.constant('scalar' as const),
			value: fc.oneof(
				fc.integer(),
				fc.string({ maxLength: 5 }),
				fc.constantFrom(null, true, false, 1.5e-7, '{"a":[1]}'),
			),
		}),
		fc.record({
			kind: fc.constant('object' as const),
			members: fc.array(fc.tuple(key, tie('tree')), { maxLength: 5 }),
		}),
		fc.record({
			kind: fc.constant('array' as const),
			items: fc.array(tie('tree'), { maxLength: 4 }),
		}),
	),
}));

const space = fc.constantFrom('', ' ', '\n', '\t', '\r\n  ');

/** Serializes a tree with `ws` between tokens, escaping keys in either of two ways. */
function serialize(t: Tree, ws: string, unicodeKeys: boolean): string {
	if (t.kind === 'scalar') return JSON.stringify(t.value);
	if (t.kind === 'array')
		return `[${ws}${t.items.map((i) => serialize(i, ws, unicodeKeys)).join(`${ws},${ws}`)}${ws}]`;
	const keyText = (k: string) =>
		unicodeKeys
			? `"${[...k].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`
			: JSON.stringify(k);
	return `{${ws}${t.members.map(([k, v]) => `${keyText(k)}${ws}:${ws}${serialize(v, ws, unicodeKeys)}`).join(`${ws},${ws}`)}${ws}}`;
}

/** Every pointer the tree has, repeated keys included, and some it does not have. */
function pointersOf(t: Tree, prefix = ''): string[] {
	const own = [prefix, `${prefix}/missing`, `${prefix}/0`, `${prefix}/00`];
	if (t.kind === 'object')
		return [
			...own,
			...t.members.flatMap(([k, v]) => pointersOf(v, `${prefix}/${escapePointerSegment(k)}`)),
		];
	if (t.kind === 'array')
		return [
			...own,
			`${prefix}/${t.items.length}`,
			...t.items.flatMap((v, i) => pointersOf(v, `${prefix}/${i}`)),
		];
	return own;
}

describe('locatePointers', () => {
	it('gives each pointer the offset that locating it alone gives', () => {
		fc.assert(
			fc.property(
				tree,
				space,
				fc.boolean(),
				space,
				fc.integer({ min: 0, max: 1000 }),
				(t, ws, unicodeKeys, lead, pick) => {
					const text = `${lead}${serialize(t, ws, unicodeKeys)}`;
					const all = pointersOf(t);
					// Any subset, in any order, duplicates included, as findings arrive.
					const pointers = all
						.filter((_, i) => (i * 7 + pick) % 3 !== 0)
						.concat(all[pick % all.length]!)
						.reverse();
					expect(locatePointers(text, 0, pointers)).toStrictEqual(
						pointers.map((p) => oneByOne(text, 0, p)),
					);
				},
			),
			{ numRuns: 3_000 },
		);
	});

	it('gives the same offsets when told that no object repeats a key, and it does not', () => {
		const repeats = (t: Tree): boolean =>
			t.kind === 'object'
				? new Set(t.members.map(([k]) => k)).size < t.members.length ||
					t.members.some(([, v]) => repeats(v))
				: t.kind === 'array' && t.items.some(repeats);
		fc.assert(
			fc.property(
				tree,
				space,
				fc.boolean(),
				fc.integer({ min: 0, max: 1000 }),
				(t, ws, unicodeKeys, pick) => {
					fc.pre(!repeats(t));
					const text = serialize(t, ws, unicodeKeys);
					const all = pointersOf(t);
					const pointers = all
						.filter((_, i) => (i * 5 + pick) % 4 === 0)
						.concat(all[pick % all.length]!);
					expect(locatePointers(text, 0, pointers, true)).toStrictEqual(
						pointers.map((p) => oneByOne(text, 0, p)),
					);
				},
			),
			{ numRuns: 3_000 },
		);
	});

	it('takes the last of repeated keys, and looks inside that one only', () => {
		const text = '{"a":{"b":1},"a":{"c":2}}';
		expect(locatePointers(text, 0, ['/a/b', '/a/c', '/a'])).toStrictEqual([17, 22, 17]);
	});
});
