import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEnvelopeSchema } from '../../../src/lib/engine/shape/envelopeSchema.ts';
import { shapeIssues } from '../../../src/lib/engine/shape/shapeIssues.ts';

/**
 * `shapeIssues` stands in for the zod schema on the invalid path: for every JSON object it must
 * report what zod reports, in zod's order, as far as the engine reads an issue (code, path,
 * expected type, origin and limit), since those become the findings, their pointers and messages.
 */

const schema = createEnvelopeSchema();

/** What the engine reads of a zod issue. */
function projected(issue: Record<string, unknown>): Record<string, unknown> {
	const { code, path, expected, origin, minimum, maximum } = issue;
	return Object.fromEntries(
		Object.entries({ code, path, expected, origin, minimum, maximum }).filter(
			([, v]) => v !== undefined,
		),
	);
}

function zodIssues(value: unknown): Record<string, unknown>[] {
	const result = schema.safeParse(value);
	return result.success
		? []
		: result.error.issues.map((i) => projected(i as unknown as Record<string, unknown>));
}

const edgeNumbers = [
	0,
	-0,
	1,
	-1,
	99,
	100,
	255,
	256,
	599,
	600,
	1.5,
	-2.5,
	1e300,
	-1e300,
	2 ** 53,
	-(2 ** 53),
	Number.MAX_SAFE_INTEGER,
	Number.MIN_SAFE_INTEGER,
];
const anyValue = fc.oneof(
	fc.jsonValue({ maxDepth: 2 }),
	fc.constantFrom<unknown>(
		'',
		'x',
		'\ud83d',
		'vm_not_connected',
		true,
		false,
		null,
		{},
		[],
		[1],
		{ length: 0 },
		{ length: '1' },
		{ length: null },
		...edgeNumbers,
	),
	fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const objectWith = (keys: Record<string, fc.Arbitrary<unknown>>) =>
	fc.record(
		Object.fromEntries(Object.entries(keys).map(([k, arb]) => [k, fc.oneof(arb, anyValue)])),
		{ requiredKeys: [] },
	);
const envelopeLike = objectWith({
	code: fc.string(),
	message: fc.string(),
	details: fc.oneof(fc.constant(null), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }))),
	descriptor: objectWith({
		code: fc.string(),
		category: fc.string({ maxLength: 2 }),
		retryable: fc.boolean(),
		exitCode: fc.integer({ min: -5, max: 300 }),
		httpLikeStatus: fc.integer({ min: 90, max: 610 }),
		extra: fc.jsonValue(),
	}),
	recovery: objectWith({ summary: fc.string(), fix_command: fc.string(), extra: fc.jsonValue() }),
	extra: fc.jsonValue(),
});

describe('shapeIssues', () => {
	it('reports what the zod schema reports, in its order, for envelope-like objects', () => {
		fc.assert(
			fc.property(envelopeLike, (value) => {
				expect(shapeIssues(value)).toStrictEqual(zodIssues(value));
			}),
			{ numRuns: 10_000 },
		);
	});

	it('reports what the zod schema reports for any JSON object', () => {
		fc.assert(
			fc.property(
				fc.dictionary(
					fc.constantFrom(
						'code',
						'message',
						'details',
						'descriptor',
						'recovery',
						'__proto__',
						'length',
						'x',
					),
					anyValue,
				),
				fc.object(),
				(picked, other) => {
					for (const value of [picked, other])
						expect(shapeIssues(value as Record<string, unknown>)).toStrictEqual(zodIssues(value));
				},
			),
			{ numRuns: 3_000 },
		);
	});

	it('keeps the safe-integer issue zod adds before the range issue', () => {
		const value = {
			code: 'c',
			message: '',
			details: null,
			descriptor: { category: 'x', retryable: true, exitCode: 2 ** 53, httpLikeStatus: -1e300 },
			recovery: { summary: '', fix_command: '' },
		};
		expect(shapeIssues(value)).toStrictEqual(zodIssues(value));
		expect(shapeIssues(value).map((i) => i.code)).toStrictEqual([
			'too_big',
			'too_big',
			'too_small',
			'too_small',
		]);
	});
});
