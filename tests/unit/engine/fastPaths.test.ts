import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEnvelopeSchema } from '../../../src/lib/engine/shape/envelopeSchema.ts';
import { shapeIssues } from '../../../src/lib/engine/shape/shapeIssues.ts';
import { isJsonObject } from '../../../src/lib/engine/json/jsonValue.ts';
import { scanJson } from '../../../src/lib/engine/json/jsonScan.ts';
import { structureByValue } from '../../../src/lib/engine/json/jsonStructure.ts';

/**
 * The engine's two fast paths must say exactly what the slow definitions say: the hand-written
 * shape check's verdict (no issue) what the zod schema says (the schema stays the one definition:
 * it is exported as JSON Schema, and its issues become the findings), and the count of `:` what a
 * full scan of the text says about repeated keys and depth.
 */

const schema = createEnvelopeSchema();

/** A member value: often right, often wrong in one of the ways that matter to the schema. */
const anyValue = fc.oneof(
	fc.jsonValue({ maxDepth: 2 }),
	fc.constantFrom(
		'',
		'x',
		'connect_failed',
		0,
		1,
		-1,
		64,
		255,
		256,
		99,
		100,
		599,
		600,
		1.5,
		Number.MAX_SAFE_INTEGER,
		true,
		false,
		null,
		{},
		[],
	),
);
/** An object that has some of `keys`, each with the right kind of value or a wrong one. */
const objectWith = (keys: Record<string, fc.Arbitrary<unknown>>) =>
	fc.record(
		Object.fromEntries(Object.entries(keys).map(([k, arb]) => [k, fc.oneof(arb, anyValue)])),
		{ requiredKeys: [] },
	);
const descriptor = objectWith({
	code: fc.string(),
	category: fc.string(),
	retryable: fc.boolean(),
	exitCode: fc.integer({ min: -5, max: 300 }),
	httpLikeStatus: fc.integer({ min: 90, max: 610 }),
	extra: fc.jsonValue(),
});
const validEnvelope = {
	code: 'vm_not_connected',
	message: 'VM service not connected',
	details: null,
	descriptor: {
		code: 'vm_not_connected',
		category: 'vm',
		retryable: true,
		exitCode: 68,
		httpLikeStatus: 503,
	},
	recovery: { summary: 's', fix_command: 'f' },
};
/** A valid envelope with one member (top level, descriptor or recovery) replaced or removed. */
const oneDefect = fc
	.tuple(
		fc.constantFrom('', 'descriptor', 'recovery'),
		fc.constantFrom(
			'code',
			'message',
			'details',
			'descriptor',
			'recovery',
			'category',
			'retryable',
			'exitCode',
			'httpLikeStatus',
			'summary',
			'fix_command',
			'extra',
		),
		fc.option(anyValue, { nil: undefined }),
	)
	.map(([parent, key, value]) => {
		const copy = structuredClone(validEnvelope) as unknown as Record<
			string,
			Record<string, unknown>
		>;
		const target: Record<string, unknown> = parent ? copy[parent]! : copy;
		if (value === undefined) delete target[key];
		else target[key] = value;
		return copy as unknown;
	});
const envelopeLike = fc.oneof(
	oneDefect,
	objectWith({
		code: fc.string(),
		message: fc.string(),
		details: fc.oneof(fc.constant(null), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }))),
		descriptor: fc.oneof(descriptor, anyValue),
		recovery: objectWith({ summary: fc.string(), fix_command: fc.string() }),
		extra: fc.jsonValue(),
	}),
	anyValue,
);

/** The engine's verdict on an envelope's shape: an object without shape issues. */
const conforms = (value: unknown) => isJsonObject(value) && shapeIssues(value).length === 0;

describe('the shape verdict', () => {
	it('agrees with the zod schema on envelope-like values and any JSON', () => {
		fc.assert(
			fc.property(envelopeLike, (value) => {
				expect(conforms(value)).toBe(schema.safeParse(value).success);
			}),
			{ numRuns: 20_000 },
		);
		fc.assert(
			fc.property(fc.jsonValue(), (value) => {
				expect(conforms(value)).toBe(schema.safeParse(value).success);
			}),
			{ numRuns: 5_000 },
		);
	});

	it('accepts what the CLI emits and rejects each kind of defect', () => {
		const good = {
			code: 'vm_not_connected',
			message: 'VM service not connected',
			details: null,
			descriptor: {
				code: 'vm_not_connected',
				category: 'vm',
				retryable: true,
				exitCode: 68,
				httpLikeStatus: 503,
			},
			recovery: { summary: 's', fix_command: 'f' },
		};
		expect(conforms(good)).toBe(true);
		expect(schema.safeParse(good).success).toBe(true);
		for (const bad of [
			{ ...good, details: [] },
			{ ...good, code: '' },
			{ ...good, descriptor: { ...good.descriptor, exitCode: 68.5 } },
			{ ...good, descriptor: { ...good.descriptor, code: 1 } },
			{ ...good, recovery: { summary: 's' } },
		]) {
			expect(conforms(bad)).toBe(false);
			expect(schema.safeParse(bad).success).toBe(false);
		}
	});
});

/** JSON text with repeated keys, escapes and colons in strings, laid out in several ways. */
const jsonText = fc
	.tuple(
		fc.jsonValue({ maxDepth: 4 }),
		fc.constantFrom(0, 1, 2),
		fc.integer({ min: 0, max: 4 }),
		fc.boolean(),
	)
	.map(([value, indent, duplicates, escapeColons]) => {
		let text = JSON.stringify(value, null, indent) ?? 'null';
		// Repeat a member of some object by copying `"key": value,` right after its brace.
		for (let d = 0; d < duplicates; d++) {
			const m =
				/\{\s*("(?:[^"\\]|\\.)*"\s*:\s*(?:"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null))/.exec(
					text,
				);
			if (m) text = `${text.slice(0, m.index + 1)}${m[1]},${text.slice(m.index + 1)}`;
		}
		if (escapeColons)
			text = text.replace(/"([^"\\]*):/, (_, before: string) => `"${before}\\u003a`);
		return text;
	});

describe('structureByValue', () => {
	it('rules out repeated keys only when the full scan finds none', () => {
		fc.assert(
			fc.property(jsonText, fc.constantFrom(2, 3, 1000), (text, maxDepth) => {
				let value: unknown;
				try {
					value = JSON.parse(text);
				} catch {
					return;
				}
				const fast = structureByValue(value, text, 0, text.length, maxDepth);
				const full = scanJson(text, { maxDepth });
				if (fast.noDuplicateKeys) expect(full.duplicateCount).toBe(0);
				expect(fast.tooDeep).toBe(full.tooDeepAt !== null);
			}),
			{ numRuns: 20_000 },
		);
	});

	it('is sure for ordinary JSON, so the scan rarely runs', () => {
		fc.assert(
			fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
				const text = JSON.stringify(value, null, 2) ?? 'null';
				expect(structureByValue(JSON.parse(text), text, 0, text.length, 1000).noDuplicateKeys).toBe(
					true,
				);
			}),
			{ numRuns: 5_000 },
		);
	});

	it('catches a repeated key, also when its value hides a colon', () => {
		for (const text of [
			'{"a":1,"a":2}',
			'{"a":"x:y","a":"z"}',
			'{"k":{"a":1},"k":{"b":2}}',
			'[{"x":1,"x":1}]',
		]) {
			expect(structureByValue(JSON.parse(text), text, 0, text.length, 1000).noDuplicateKeys).toBe(
				false,
			);
		}
		const escaped = '{"a\\u003ab":1}';
		expect(
			structureByValue(JSON.parse(escaped), escaped, 0, escaped.length, 1000).noDuplicateKeys,
		).toBe(false);
	});
});
