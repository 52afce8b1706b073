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

/**
 * A value that begins a shell word must not begin with what makes it something other than a value:
 * `-` or `+` (the command reads `--config=evil.yaml` as an option), `~` (the shell expands it to a
 * home directory) or `=` (zsh expands `=cmd` to a path). Inside a word (`ws://host/<token>/ws`,
 * `--name=<x>`) the same characters are only characters.
 */
const wordStartRefused = /^[-+~=]/;

/**
 * Whether the placeholder at `offset` of `command` starts a shell word: nothing but opening quotes
 * between it and the last unquoted blank (or the start). `'{"uri":"ws://…/<token>/ws"}'` does not;
 * `--name <command_name>` and `'<x>'` do.
 */
function startsWord(command: string, offset: number): boolean {
	let quote: string | null = null;
	let wordStart = -1;
	for (let i = 0; i < offset; i++) {
		const c = command[i]!;
		if (quote !== null) {
			if (c === quote) quote = null;
		} else if (c === "'" || c === '"') {
			quote = c;
			if (wordStart === -1) wordStart = i;
		} else if (c === ' ' || c === '\t' || c === '\n') wordStart = -1;
		else if (wordStart === -1) wordStart = i;
	}
	return wordStart === -1 || /^['"]*$/.test(command.slice(wordStart, offset));
}

/** Why a value found in the payload was not filled in: shell syntax, or the shape of an option. */
export type RefusedBecause = 'shell' | 'option';

/** Whether `value` may stand for the placeholder at `offset` of `command`, and if not, why. */
function refusal(value: string, command: string, offset: number): RefusedBecause | null {
	if (!isShellSafeValue(value)) return 'shell';
	if (wordStartRefused.test(value) && startsWord(command, offset)) return 'option';
	return null;
}

/** A value for a `<placeholder>` found in the payload, and where (to point a finding at it). */
export interface PlaceholderValue {
	value: unknown;
	/** Where in the payload; `''` for a value read from the text around it. */
	pointer: string;
	/**
	 * What the command must write right before the placeholder for the value to fit: a token
	 * found in `ws://127.0.0.1:8181/<tok>/ws` fills `<token>` only after `ws://127.0.0.1:8181/`.
	 */
	after?: string;
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
	/** Placeholders whose value was refused (unsafe in a shell, or shaped like an option), and where it was. */
	unsafe: { name: string; pointer: string; because: RefusedBecause }[];
}

/** Fills a command's placeholders with values that stay data; the others stay visible as `<name>`. */
export function fillCommand(
	command: string,
	values: Record<string, PlaceholderValue>,
): FilledFromPayload {
	// Most commands have no placeholder: a replace that cannot match is not worth its regex.
	if (!command.includes('<')) return { text: command, unfilled: [], unsafe: [] };
	const unfilled: string[] = [];
	const unsafe: FilledFromPayload['unsafe'] = [];
	const text = command.replace(placeholderPattern, (whole, name: string, offset: number) => {
		const given = Object.hasOwn(values, name) ? values[name]! : undefined;
		// A value that does not fit where the placeholder stands is no value for it here.
		const found =
			given?.after === undefined || command.slice(0, offset).endsWith(given.after)
				? given
				: undefined;
		const raw = found?.value;
		const value =
			typeof raw === 'string'
				? raw.trim()
				: typeof raw === 'number' && Number.isFinite(raw)
					? String(raw)
					: '';
		const because = value === '' ? null : refusal(value, command, offset);
		if (value !== '' && because === null) return value;
		if (!unfilled.includes(name)) unfilled.push(name);
		if (found && because !== null && !unsafe.some((u) => u.name === name))
			unsafe.push({ name, pointer: found.pointer, because });
		return whole;
	});
	return { text, unfilled, unsafe };
}
