import type { FindingTranslate } from '../findings/findingMessages.ts';
import { pointerFromSegments } from '../json/jsonPointer.ts';
import type { Report } from '../findings/rawFinding.ts';
import { shapeIssues, type ErrorMembers } from './shapeIssues.ts';
import { isJsonObject } from '../json/jsonValue.ts';
import { jsonPreview, typeKeyOf } from '../findings/valuePreview.ts';

/**
 * Shape of the envelope, checked against THE schema (`createEnvelopeSchema`, the same definition
 * the site exports as JSON Schema) and its issues retold as localized findings. Without codes the
 * schema takes any non-empty `code`: unknown codes are the contract check's job, with suggestions.
 * The engine runs `shapeIssues`, a proven stand-in for the schema, rather than zod itself (its
 * tests hold it equal to zod's issues).
 */

/** The value at `path` inside `root`, or undefined; `missing` when its parent lacks the key. */
function resolve(root: unknown, path: readonly string[]): { value: unknown; missing: boolean } {
	let value: unknown = root;
	for (const key of path) {
		if (!isJsonObject(value) || !Object.hasOwn(value, key))
			return { value: undefined, missing: true };
		value = value[key];
	}
	return { value, missing: false };
}

/** Describes a value for a message: its type, and for scalars the value itself ("a string "67""). */
function describe(value: unknown, t: FindingTranslate): string {
	const type = t(typeKeyOf(value));
	return value !== null && typeof value !== 'object' ? `${type} ${jsonPreview(value)}` : type;
}

const expectedTypeKeys = {
	string: 'type.string',
	int: 'type.integer',
	number: 'type.number',
	boolean: 'type.boolean',
	object: 'type.object',
	record: 'type.object',
} as const;

/**
 * Reports shape problems of the envelope at `base` (a pointer inside its JSON document). Returns
 * true when the shape is valid.
 */
export function checkEnvelopeShape(
	envelope: unknown,
	base: string,
	t: FindingTranslate,
	report: Report,
	members?: ErrorMembers,
): boolean {
	if (!isJsonObject(envelope)) {
		report({
			severity: 'error',
			rule: 'shape.type',
			pointer: base,
			at: 'value',
			message: t('shape.rootType', { actual: describe(envelope, t) }),
			actual: jsonPreview(envelope),
		});
		return false;
	}
	const issues = shapeIssues(envelope, members);
	if (issues.length === 0) return true;
	for (const issue of issues) {
		const pointer = base + pointerFromSegments(issue.path);
		const member = issue.path.join('.');
		const { value, missing } = resolve(envelope, issue.path);
		if (missing) {
			report({
				severity: 'error',
				rule: 'shape.missing',
				pointer,
				at: 'parent',
				message: t('shape.missing', { member }),
			});
			continue;
		}
		const actual = jsonPreview(value);
		if (issue.code === 'invalid_type') {
			const key = expectedTypeKeys[issue.expected];
			report({
				severity: 'error',
				rule: 'shape.type',
				pointer,
				at: 'value',
				message: t('shape.type', { member, expected: t(key), actual: describe(value, t) }),
				actual,
			});
		} else if (issue.code === 'too_small' && issue.origin === 'string') {
			report({
				severity: 'error',
				rule: 'shape.empty',
				pointer,
				at: 'value',
				message: t('shape.empty', { member }),
				actual,
			});
		} else {
			const small = issue.code === 'too_small';
			const limit = String(small ? issue.minimum : issue.maximum);
			report({
				severity: 'error',
				rule: 'shape.range',
				pointer,
				at: 'value',
				message: t(small ? 'shape.tooSmall' : 'shape.tooBig', { member, limit, actual }),
				actual,
			});
		}
	}
	return false;
}
