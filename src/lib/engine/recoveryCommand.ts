
export interface FilledCommand {
	/** The command with every placeholder that could be filled replaced; others stay as `<name>`. */
	text: string;
	/** Placeholders that were filled, and from which `details` key. */
	filled: { name: string; detailsKey: string; value: string }[];
	/** Placeholders left visible because `details` had no usable value. */
	unfilled: string[];
	/** Placeholders whose `details` value was refused because it is not safe to paste into a shell. */
	unsafe: { name: string; detailsKey: string }[];
}

/**
 * Characters a filled value may contain. The fix command is meant to be copied into a shell, some
 * placeholders sit inside single quotes, and the value comes from pasted data: anything that could
 * end a quote, start a substitution or chain a command (`'`, `"`, `$`, `;`, `|`, `&`, backticks,
 * spaces, newlines, `<`, `>`) keeps the placeholder visible instead.
 */
const shellSafeValue = /^[A-Za-z0-9._~=+\/:@%-]{1,512}$/;

export function isShellSafeValue(value: string): boolean {
	return shellSafeValue.test(value);
}

/**
 * Fills `<placeholders>` of a fix command from an envelope's `details`, using the registry's map of
 * placeholder → details key. Only non-empty, shell-safe strings (and finite numbers) fill: anything
 * else stays a visible placeholder, so copying the command never runs something the paste smuggled in.
 */
export function fillPlaceholders(
	registry: { placeholders: readonly { name: string; detailsKey: string }[] },
	command: string,
	details: unknown,
): FilledCommand {
	const filled: FilledCommand['filled'] = [];
	const unfilled: string[] = [];
	const unsafe: FilledCommand['unsafe'] = [];
	const source = details !== null && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
	const text = command.replace(/<([a-z][a-z0-9_]*)>/g, (whole, name: string) => {
		const info = registry.placeholders.find((p) => p.name === name);
		const raw = info && Object.hasOwn(source, info.detailsKey) ? source[info.detailsKey] : undefined;
		const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';
		if (!info || value === '' || !isShellSafeValue(value)) {
			if (!unfilled.includes(name)) unfilled.push(name);
			if (info && value !== '' && !unsafe.some((u) => u.name === name)) unsafe.push({ name, detailsKey: info.detailsKey });
			return whole;
		}
		filled.push({ name, detailsKey: info.detailsKey, value });
		return value;
	});
	return { text, filled, unfilled, unsafe };
}
