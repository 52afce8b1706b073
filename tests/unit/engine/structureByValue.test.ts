import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { structureByValue } from '../../../src/lib/engine/json/jsonStructure.ts';

/**
 * structureByValue first counts without the keys' `:`. Texts whose keys hold colons, repeated or
 * not, must still never be called free of repeated keys when they repeat one, and a text without
 * repeats must still be recognised.
 */

type Tree =
	| { kind: 'object'; members: [string, Tree][] }
	| { kind: 'array'; items: Tree[] }
	| { kind: 'scalar'; value: unknown };

const key = fc.constantFrom('a', 'b', ':', 'a:b', '::', 'x', '');
const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
	tree: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		fc.record({
			kind: fc.constant('scalar' as const),
			value: fc.constantFrom(1, null, ':', 'a:b', '', 'x'),
		}),
		fc.record({
			kind: fc.constant('object' as const),
			members: fc.array(fc.tuple(key, tie('tree')), { maxLength: 4 }),
		}),
		fc.record({
			kind: fc.constant('array' as const),
			items: fc.array(tie('tree'), { maxLength: 3 }),
		}),
	),
}));

const serialize = (t: Tree): string =>
	t.kind === 'scalar'
		? JSON.stringify(t.value)
		: t.kind === 'array'
			? `[${t.items.map(serialize).join(',')}]`
			: `{${t.members.map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`).join(',')}}`;

const repeats = (t: Tree): boolean =>
	t.kind === 'object'
		? new Set(t.members.map(([k]) => k)).size < t.members.length ||
			t.members.some(([, v]) => repeats(v))
		: t.kind === 'array' && t.items.some(repeats);

describe('structureByValue with colons in keys', () => {
	it('is sure of no repeated key exactly when there is none', () => {
		fc.assert(
			fc.property(tree, (t) => {
				const text = serialize(t);
				expect(structureByValue(JSON.parse(text), text, 0, text.length, 1000).noDuplicateKeys).toBe(
					!repeats(t),
				);
			}),
			{ numRuns: 5_000 },
		);
	});
});
