import { escapeRegExp, placeholderPattern, splitAtPlaceholders } from './placeholderSyntax.ts';

/**
 * Characters a filled value may contain. The fix command is meant to be copied into a shell, some
 * placeholders sit inside single quotes, and the value comes from pasted data: anything that could
 * end a quote, start a substitution or chain a command (`'`, `"`, `$`, `;`, `|`, `&`, backticks,
 * spaces, newlines, `<`, `>`) keeps the placeholder visible instead.
 */
const shellSafeValue = /^[A-Za-z0-9._~=+\/:@%-]{1,512}$/;

function isShellSafeValue(value: string): boolean {
	return shellSafeValue.test(value);
}

/** A value for a `<placeholder>` found in the payload, and where (to point a finding at it). */
export interface PlaceholderValue {
	value: unknown;
	pointer: string;
}

/** A message format (`Invalid argument(s): Unsupported command: <command_name>`) as a regex with a group per slot. */
function formatPattern(format: string): { regex: RegExp; slots: string[] } {
	const { literals, names } = splitAtPlaceholders(format);
	const source = literals.map(escapeRegExp).join('([\\s\\S]+?)');
	return { regex: new RegExp(`^${source}$`), slots: names };
}

const formatCache = new Map<string, { regex: RegExp; slots: string[] }>();

/**
 * What the payload itself says a placeholder stands for. The CLI never fills `<command_name>` or
 * `<snapshot_id>` (REAL-CLI §6), but its message names them (`Unsupported command: hot_relaod`), so
 * a message that matches one of the code's formats gives their values. `<target_id>` is the first
 * of `details.availableTargets`, as the CLI picks it for connection_selection_required.
 */
export function placeholderValues(
	formats: readonly string[],
	message: unknown,
	details: unknown,
	base: string,
): Record<string, PlaceholderValue> {
	const values: Record<string, PlaceholderValue> = {};
	const targets =
		details !== null && typeof details === 'object' && !Array.isArray(details)
			? (details as Record<string, unknown>).availableTargets
			: undefined;
	const first = Array.isArray(targets) ? targets[0] : undefined;
	if (first !== null && typeof first === 'object' && Object.hasOwn(first, 'targetId'))
		values.target_id = {
			value: (first as Record<string, unknown>).targetId,
			pointer: `${base}/details/availableTargets/0/targetId`,
		};
	if (typeof message !== 'string' || message.length > 10_000) return values;
	for (const format of formats) {
		let compiled = formatCache.get(format);
		if (!compiled) formatCache.set(format, (compiled = formatPattern(format)));
		const match = compiled.regex.exec(message);
		if (!match) continue;
		compiled.slots.forEach((slot, i) => {
			if (!Object.hasOwn(values, slot))
				values[slot] = { value: match[i + 1], pointer: `${base}/message` };
		});
		break;
	}
	return values;
}

export interface FilledFromPayload {
	text: string;
	unfilled: string[];
	/** Placeholders whose value was refused as unsafe to paste into a shell, with where it was. */
	unsafe: { name: string; pointer: string }[];
}

/** Fills a command's placeholders with shell-safe values only; the others stay visible as `<name>`. */
export function fillCommand(
	command: string,
	values: Record<string, PlaceholderValue>,
): FilledFromPayload {
	// Most commands have no placeholder: a replace that cannot match is not worth its regex.
	if (!command.includes('<')) return { text: command, unfilled: [], unsafe: [] };
	const unfilled: string[] = [];
	const unsafe: FilledFromPayload['unsafe'] = [];
	const text = command.replace(placeholderPattern, (whole, name: string) => {
		const found = Object.hasOwn(values, name) ? values[name]! : undefined;
		const raw = found?.value;
		const value =
			typeof raw === 'string'
				? raw.trim()
				: typeof raw === 'number' && Number.isFinite(raw)
					? String(raw)
					: '';
		if (value !== '' && isShellSafeValue(value)) return value;
		if (!unfilled.includes(name)) unfilled.push(name);
		if (found && value !== '' && !unsafe.some((u) => u.name === name))
			unsafe.push({ name, pointer: found.pointer });
		return whole;
	});
	return { text, unfilled, unsafe };
}
