import { ownMember as own } from '../json/jsonValue.ts';
import type { PlaceholderValue } from './recoveryCommand.ts';

/**
 * Values for `<vm_service_uri>` and `<token>` found anywhere in a paste: in the payload
 * (`meta.endpoint`) or in the text around it (a terminal transcript, `flutter run`'s output).
 * Read with `indexOf` and sticky expressions whose parts cannot overlap (a host stops at `:`, a
 * token at `/`), so a paste of any size is read in one linear pass: no backtracking.
 */

/** `ws://host:port/token/ws` (or wss) at `lastIndex`. A masked token (`***`) is no token. */
const wsUriAt =
	/wss?:\/\/(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9.-]{1,253}):(\d{1,5})\/([A-Za-z0-9_=+.~%-]{1,256})\/ws(?![A-Za-z0-9_\/-])/y;
/** `http://host:port/token/` at `lastIndex`: how `flutter run` prints the VM service. */
const httpUriAt =
	/(https?):\/\/(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9.-]{1,253}):(\d{1,5})\/([A-Za-z0-9_=+.~%-]{1,256})\/(?=\s|$)/y;

/** `flutter run`'s line: "A Dart VM Service on <device> is available at: http://…/<token>/". */
const announcement = 'is available at: ';
/** `flutter run --machine`: `"wsUri":"ws://…/ws"` in `app.debugPort`. */
const machineKey = '"wsUri":';

/** A VM service URI found in a paste, and whether the app itself announced it. */
export interface FoundServiceUri {
	uri: string;
	/** `ws://host:port/`: what precedes the token in the URI. */
	origin: string;
	token: string;
	/** Offset in the text. */
	offset: number;
	/** True for `flutter run`'s announcement or `app.debugPort.wsUri`: the app's own address. */
	announced: boolean;
}

function wsAt(text: string, offset: number, announced: boolean): FoundServiceUri | null {
	wsUriAt.lastIndex = offset;
	const m = wsUriAt.exec(text);
	if (!m) return null;
	const origin = m[0].slice(0, m[0].length - m[3]!.length - 3);
	return { uri: m[0], origin, token: m[3]!, offset, announced };
}

/**
 * The VM service URI a paste names: the last one the app announced (a restarted app announces a
 * new one further down), else the last `ws://…/ws` anywhere (the URI a failed command used).
 */
export function serviceUriInText(text: string): FoundServiceUri | null {
	let announced: FoundServiceUri | null = null;
	let mentioned: FoundServiceUri | null = null;
	for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', at + 3)) {
		const start = text.startsWith('wss', at - 3)
			? at - 3
			: text.startsWith('ws', at - 2)
				? at - 2
				: -1;
		if (start < 0) continue;
		const found = wsAt(text, start, text.startsWith(machineKey, start - machineKey.length - 1));
		if (!found) continue;
		if (found.announced) announced = found;
		else mentioned = found;
	}
	for (let at = text.indexOf(announcement); at !== -1; at = text.indexOf(announcement, at + 1)) {
		const start = at + announcement.length;
		httpUriAt.lastIndex = start;
		const m = httpUriAt.exec(text);
		if (!m) continue;
		const origin = `${m[1] === 'https' ? 'wss' : 'ws'}://${m[2]}:${m[3]}/`;
		if (!announced || start > announced.offset)
			announced = {
				uri: `${origin}${m[4]}/ws`,
				origin,
				token: m[4]!,
				offset: start,
				announced: true,
			};
	}
	return announced ?? mentioned;
}

/** The placeholder values a service URI gives: the URI, and its token where the command's URI has the same origin. */
function valuesOf(found: FoundServiceUri, pointer: string): Record<string, PlaceholderValue> {
	return {
		vm_service_uri: { value: found.uri, pointer },
		// `<token>` stands inside a URI the command writes itself (`ws://127.0.0.1:8181/<token>/ws`):
		// the token of an app on another port would open nothing.
		token: { value: found.token, pointer, after: found.origin },
	};
}

/**
 * Values for the placeholders the payload's own members do not give: `meta.endpoint` (the URI the
 * CLI used) first, then the rest of the pasted text. `text` is read only when `needed`.
 */
export function pastedValues(
	text: string,
	meta: unknown,
	metaPointer: string,
): Record<string, PlaceholderValue> {
	const endpoint = own(meta, 'endpoint');
	if (typeof endpoint === 'string' && endpoint.length < 600) {
		const found = wsAt(endpoint, 0, false);
		if (found && found.uri.length === endpoint.length)
			return valuesOf(found, `${metaPointer}/endpoint`);
	}
	const found = serviceUriInText(text);
	return found ? valuesOf(found, '') : {};
}
