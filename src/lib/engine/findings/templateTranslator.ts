/**
 * `translator` of `src/lib/i18n`, over one language's messages, with each message's template split
 * at its `{name}` placeholders once, not matched with a regex and a callback on every call: the
 * engine formats a message for every finding and a detail line for every input, and that
 * replacement cost more than the checks that produced them.
 * `tests/unit/engine/templateTranslator.test.ts` proves it equal to `translator` for any template
 * and parameters.
 */

const placeholder = /\{(\w+)\}/;

/** Per messages object (one dictionary in one language): each key's template as literal text and placeholder names, alternating. */
const compiled = new WeakMap<object, Map<string, string[]>>();

/**
 * With `binary`, a text that says `{binary}` where its parameters do not names `binary()`: the
 * binary is known only once the input has been read, and the texts made before stay in the words
 * of the best guess.
 */
export function templateTranslator<Key extends string>(
	strings: Readonly<Record<Key, string>>,
	binary?: () => string,
) {
	let parts = compiled.get(strings);
	if (!parts) compiled.set(strings, (parts = new Map()));
	const templates = parts;
	return (key: Key, params?: Record<string, string | number>): string => {
		let split = templates.get(key);
		if (!split) templates.set(key, (split = strings[key].split(placeholder)));
		let text = split[0]!;
		for (let i = 1; i < split.length; i += 2) {
			const name = split[i]!;
			text +=
				(params !== undefined && Object.hasOwn(params, name)
					? String(params[name])
					: binary && name === 'binary'
						? binary()
						: `{${name}}`) + split[i + 1]!;
		}
		return text;
	};
}
