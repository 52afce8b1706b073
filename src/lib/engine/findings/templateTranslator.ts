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

type Params = Record<string, string | number>;

/** The templates of `strings`, each split on its first use. */
function templatesOf(
	strings: Readonly<Record<string, string>>,
): (key: string) => readonly string[] {
	let parts = compiled.get(strings);
	if (!parts) compiled.set(strings, (parts = new Map()));
	const templates = parts;
	return (key) => {
		let split = templates.get(key);
		if (!split) templates.set(key, (split = strings[key]!.split(placeholder)));
		return split;
	};
}

/** The template with its placeholders filled; `{binary}`, when `params` lacks it, from `binary` if given. */
function fill(split: readonly string[], params: Params | undefined, binary?: string): string {
	let text = split[0]!;
	for (let i = 1; i < split.length; i += 2) {
		const name = split[i]!;
		text +=
			(params !== undefined && Object.hasOwn(params, name)
				? String(params[name])
				: binary !== undefined && name === 'binary'
					? binary
					: `{${name}}`) + split[i + 1]!;
	}
	return text;
}

/** One translator per messages object: every validation asks for several, and they keep no state. */
const translators = new WeakMap<object, (key: string, params?: Params) => string>();

export function templateTranslator<Key extends string>(
	strings: Readonly<Record<Key, string>>,
): (key: Key, params?: Params) => string {
	let translate = translators.get(strings);
	if (!translate) {
		const template = templatesOf(strings);
		translate = (key, params) => fill(template(key), params);
		translators.set(strings, translate);
	}
	return translate;
}

/**
 * A translator that names `binary()` wherever a text says `{binary}` and its parameters do not: the
 * binary is known only once the input has been read, and the texts made before stay in the words
 * of the best guess. The same text as `templateTranslator(strings)(key, { binary: binary(), ...params })`,
 * without copying the parameters for every message.
 */
export function templateTranslatorNaming<Key extends string>(
	strings: Readonly<Record<Key, string>>,
	binary: () => string,
): (key: Key, params?: Params) => string {
	const template = templatesOf(strings);
	return (key, params) => fill(template(key), params, binary());
}
