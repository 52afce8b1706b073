/**
 * Safe reads of parsed JSON. `JSON.parse` makes `__proto__`, `constructor` and `prototype` plain
 * own keys; reading only own keys keeps them data and never reaches `Object.prototype`.
 */

/** A plain object as `JSON.parse` makes them (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `value[key]` if `value` is an object that owns `key`, else undefined. */
export function ownMember(value: unknown, key: string): unknown {
	return isJsonObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/**
 * The own member at a dotted path (`permission.backend`), or undefined when a step is missing: a
 * fix's `when` may name a member nested in `details`, as the CLI nests its permission report.
 */
export function ownMemberAt(value: unknown, path: string): unknown {
	let at = value;
	for (const key of path.split('.')) {
		at = ownMember(at, key);
		if (at === undefined) return undefined;
	}
	return at;
}
