import { isJsonObject, ownMember } from '../json/jsonValue.ts';

/**
 * The issues the envelope schema (`createEnvelopeSchema()`, zod/mini) reports for a JSON object,
 * without zod: the engine's one check of the envelope's shape, for the verdict (no issue) and the
 * findings alike. Building zod's issues costs several `JSON.parse`s of a typical envelope, which
 * a keystroke cannot afford. Only what the engine reads of an issue is here, in zod's order
 * (shape keys in schema order, checks in declaration order). The schema stays the definition the
 * site exports as JSON Schema; `tests/unit/engine/shapeIssues.test.ts` and `fastPaths.test.ts`
 * hold this equal to zod's issues and verdict over arbitrary JSON.
 */

export type ShapeIssue =
	| {
			code: 'invalid_type';
			path: string[];
			expected: 'string' | 'record' | 'object' | 'boolean' | 'number' | 'int';
	  }
	| {
			code: 'too_small';
			path: string[];
			origin: 'string' | 'array' | 'unknown' | 'number' | 'int';
			minimum: number;
	  }
	| { code: 'too_big'; path: string[]; origin: 'number' | 'int'; maximum: number };

/**
 * Every path an issue can have, built once: a valid envelope, the common case, then costs a few
 * property reads and no allocation but the empty list. Issues share these arrays; nobody mutates them.
 */
const at = {
	code: ['code'],
	message: ['message'],
	details: ['details'],
	descriptor: ['descriptor'],
	descriptorCode: ['descriptor', 'code'],
	category: ['descriptor', 'category'],
	retryable: ['descriptor', 'retryable'],
	exitCode: ['descriptor', 'exitCode'],
	httpLikeStatus: ['descriptor', 'httpLikeStatus'],
	recovery: ['recovery'],
	summary: ['recovery', 'summary'],
	fixCommand: ['recovery', 'fix_command'],
} satisfies Record<string, string[]>;

function string(value: unknown, path: string[], issues: ShapeIssue[]): void {
	if (typeof value !== 'string') issues.push({ code: 'invalid_type', path, expected: 'string' });
}

/**
 * `z.string().check(z.minLength(min))`. zod runs a length check on anything that has a `length`,
 * after a type issue too: `[]` gets both issues.
 */
function nonEmptyString(value: unknown, path: string[], issues: ShapeIssue[]): void {
	string(value, path, issues);
	if (value === null || value === undefined) return;
	const length = (value as { length?: unknown }).length;
	if (length !== undefined && !((length as number) >= 1))
		issues.push({
			code: 'too_small',
			path,
			origin: Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown',
			minimum: 1,
		});
}

/** `z.int().check(z.minimum(min), z.maximum(max))`: a non-integer stops the checks; a range issue does not. */
function int(value: unknown, path: string[], issues: ShapeIssue[], min: number, max: number): void {
	if (typeof value !== 'number')
		return void issues.push({ code: 'invalid_type', path, expected: 'number' });
	if (!Number.isInteger(value))
		return void issues.push({ code: 'invalid_type', path, expected: 'int' });
	if (value > Number.MAX_SAFE_INTEGER)
		issues.push({ code: 'too_big', path, origin: 'int', maximum: Number.MAX_SAFE_INTEGER });
	else if (value < Number.MIN_SAFE_INTEGER)
		issues.push({ code: 'too_small', path, origin: 'int', minimum: Number.MIN_SAFE_INTEGER });
	if (value < min) issues.push({ code: 'too_small', path, origin: 'number', minimum: min });
	if (value > max) issues.push({ code: 'too_big', path, origin: 'number', maximum: max });
}

/**
 * The members of an error object that the shape, contract, release and fix checks read, read once
 * (own members only, as `ownMember` reads them) and handed to each check.
 */
export interface ErrorMembers {
	code: unknown;
	message: unknown;
	details: unknown;
	descriptor: unknown;
	recovery: unknown;
	/** `recovery.fix_command`. */
	fix: unknown;
}

export function errorMembers(envelope: unknown): ErrorMembers {
	const recovery = ownMember(envelope, 'recovery');
	return {
		code: ownMember(envelope, 'code'),
		message: ownMember(envelope, 'message'),
		details: ownMember(envelope, 'details'),
		descriptor: ownMember(envelope, 'descriptor'),
		recovery,
		fix: ownMember(recovery, 'fix_command'),
	};
}

/** The schema's issues for `envelope` (an object from `JSON.parse`); empty when it conforms. */
export function shapeIssues(
	envelope: Record<string, unknown>,
	{ code, message, details, descriptor, recovery, fix }: ErrorMembers = errorMembers(envelope),
): ShapeIssue[] {
	const issues: ShapeIssue[] = [];
	nonEmptyString(code, at.code, issues);
	string(message, at.message, issues);
	if (details !== null && !isJsonObject(details))
		issues.push({ code: 'invalid_type', path: at.details, expected: 'record' });
	if (!isJsonObject(descriptor))
		issues.push({ code: 'invalid_type', path: at.descriptor, expected: 'object' });
	else {
		const given = ownMember(descriptor, 'code');
		if (given !== undefined) string(given, at.descriptorCode, issues);
		nonEmptyString(ownMember(descriptor, 'category'), at.category, issues);
		if (typeof ownMember(descriptor, 'retryable') !== 'boolean')
			issues.push({ code: 'invalid_type', path: at.retryable, expected: 'boolean' });
		int(ownMember(descriptor, 'exitCode'), at.exitCode, issues, 0, 255);
		int(ownMember(descriptor, 'httpLikeStatus'), at.httpLikeStatus, issues, 100, 599);
	}
	if (!isJsonObject(recovery))
		issues.push({ code: 'invalid_type', path: at.recovery, expected: 'object' });
	else {
		string(ownMember(recovery, 'summary'), at.summary, issues);
		string(fix, at.fixCommand, issues);
	}
	return issues;
}
