/**
 * Masks secrets in pasted text before it goes into a share link. Works on any text (valid JSON or
 * not, a log, an envelope sent as JSON text inside a string, even inside a string inside that) and
 * changes nothing but the secrets, so the findings of the shared text stay where they were:
 * - the value of a JSON member whose key names a secret (`secretKeyName`): in any case and with any
 *   separator (`apiKey`, `API_KEY`, `x-api-key`), escaped or not (`"\u0074oken"`); a string's
 *   content becomes `***`, a number `"***"`, and inside an array or object every string and number;
 * - in any string or line: a bearer (or other `Authorization` scheme) credential, the user
 *   information of a URL (`https://user:pass@host`), a query parameter or a `key=value`, `key: value`
 *   or `--key value` whose key names a secret, and the token segment of a Dart VM service URI.
 * `masked` counts the values replaced, each once: what the share panel says is masked is what was.
 */

const mask = '***';

/**
 * Key names that hold secrets, compared without case and separators (`private_key`, `Private-Key`
 * and `privateKey` are all `privatekey`). `auth` and `authorization`, not `author` or `authority`.
 */
const secretWord =
	/token|secret|passw(?:or)?d|passphrase|pwd|auth(?!or(?!i[sz]))|credential|apikey|accesskey|privatekey|cookie|session|jwt|bearer|signature/;

/** Keys that name something about a secret rather than the secret: `tokenCount`, `sessionTimeoutMs`. */
const aboutASecret =
	/(?:count|length|size|type|kind|ttl|timeout|timeoutms|expires|expiry|expiresat|expiresin|url|uri|endpoint|path|file|name|enabled|required|reason)$/;

function secretKeyName(key: string): boolean {
	const normal = key.toLowerCase().replace(/[\s_.\-]/g, '');
	return secretWord.test(normal) && !aboutASecret.test(normal);
}

/** A JSON string literal's content as text, or the raw content when it does not decode. */
function decoded(content: string): string {
	if (!content.includes('\\')) return content;
	try {
		return JSON.parse(`"${content}"`) as string;
	} catch {
		return content;
	}
}

/**
 * Where the JSON string literal opening at `start` ends: the index after its closing quote, or, for
 * one that a line feed or the end of the text cuts short, that index negated (`-index`). A scan
 * by hand: a regex tried at every quote of `\"\"\"…` would take quadratic time.
 */
function literalEnd(text: string, start: number): number {
	for (let j = start + 1; j < text.length; j++) {
		const c = text.charCodeAt(j);
		if (c === 0x5c) j++;
		else if (c === 0x22) return j + 1;
		else if (c === 0x0a) return -j;
	}
	return -text.length;
}
const numberLiteral = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/**
 * A member's key and colon, where a key can start: after `{` or `,` (or at the start of a pasted
 * fragment). Keys past 64 characters are not looked at: none names a secret. Both bounds keep the
 * scan linear on input made of quotes (`\"\"\"…`).
 */
const jsonKey = /(?<=(?:^|[{,])[ \t\r\n]*)"((?:[^"\\\n]|\\.){0,64})"\s*:\s*/g;

interface Counter {
	masked: number;
}

/**
 * The value starting at `start` (after `"key":`), masked, and where it ends; null when it is not a
 * value to mask (`true`, `null`, an empty string, one already masked, a container never closed).
 */
function maskValueAt(
	text: string,
	start: number,
	count: Counter,
): { text: string; end: number } | null {
	const c = text[start];
	if (c === '"') {
		const end = literalEnd(text, start);
		// Cut short (a paste that stops mid-value): masked to where it stops, still open.
		if (end < 0) {
			const content = text.slice(start + 1, -end);
			if (content === '' || content === mask) return null;
			count.masked++;
			return { text: `"${mask}`, end: -end };
		}
		const content = text.slice(start + 1, end - 1);
		if (content === '' || content === mask) return null;
		count.masked++;
		return { text: `"${mask}"`, end };
	}
	if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
		numberLiteral.lastIndex = start;
		const m = numberLiteral.exec(text);
		if (!m) return null;
		count.masked++;
		return { text: `"${mask}"`, end: start + m[0].length };
	}
	if (c === '[' || c === '{') return maskContainer(text, start, count);
	return null;
}

/**
 * An array or object: every string and number in it masked, keys kept, so its shape stays visible.
 * Counted once per value masked. One that never closes (broken JSON) is masked to the end of the
 * text: more than needed, never a secret left, and every character is looked at once.
 */
function maskContainer(text: string, start: number, count: Counter): { text: string; end: number } {
	let depth = 0;
	let out = '';
	let i = start;
	while (i < text.length) {
		const c = text[i]!;
		if (c === '"') {
			const end = literalEnd(text, i);
			if (end < 0) {
				// A string cut short: masked to where it stops, still open, and the scan goes on there.
				if (-end > i + 1) {
					out += `"${mask}`;
					count.masked++;
				} else out += '"';
				i = -end;
				continue;
			}
			const literal = text.slice(i, end);
			let after = end;
			while (/\s/.test(text[after] ?? '')) after++;
			if (text[after] === ':' || literal === '""' || literal === `"${mask}"`) out += literal;
			else {
				out += `"${mask}"`;
				count.masked++;
			}
			i = end;
			continue;
		}
		if (c === '-' || (c >= '0' && c <= '9')) {
			numberLiteral.lastIndex = i;
			const m = numberLiteral.exec(text);
			if (m) {
				out += `"${mask}"`;
				count.masked++;
				i += m[0].length;
				continue;
			}
		}
		if (c === '[' || c === '{') depth++;
		else if (c === ']' || c === '}') depth--;
		out += c;
		i++;
		if (depth === 0) break;
	}
	return { text: out, end: i };
}

/** Every `"key": value` whose key names a secret, at this level of the text. */
function maskJsonMembers(text: string, count: Counter): string {
	let out = '';
	let from = 0;
	jsonKey.lastIndex = 0;
	for (let m = jsonKey.exec(text); m; m = jsonKey.exec(text)) {
		const valueStart = m.index + m[0].length;
		if (!secretKeyName(decoded(m[1]!))) continue;
		const value = maskValueAt(text, valueStart, count);
		if (!value) continue;
		out += text.slice(from, valueStart) + value.text;
		from = value.end;
		jsonKey.lastIndex = value.end;
	}
	return out + text.slice(from);
}

/** How deep JSON inside JSON strings is followed: an MCP result's text is one level, a log of one two. */
const maxNesting = 3;

/**
 * JSON text inside a JSON string (an envelope in an MCP tool result's `text`): the string is decoded,
 * masked as a text of its own, and written back as a JSON string, if anything in it was masked.
 */
function maskNestedJson(text: string, count: Counter, nesting: number): string {
	if (nesting >= maxNesting || !text.includes('\\"')) return text;
	let out = '';
	let from = 0;
	for (let start = text.indexOf('"'); start !== -1;) {
		const end = literalEnd(text, start);
		if (end < 0) {
			start = text.indexOf('"', -end);
			continue;
		}
		const literal = text.slice(start, end);
		if (literal.includes('\\"')) {
			let inner: string | undefined;
			try {
				inner = JSON.parse(literal) as string;
			} catch {
				inner = undefined;
			}
			const before = count.masked;
			const masked = inner === undefined ? '' : maskLevel(inner, count, nesting + 1);
			if (count.masked !== before) {
				out += text.slice(from, start) + JSON.stringify(masked);
				from = end;
			}
		}
		start = text.indexOf('"', end);
	}
	return out + text.slice(from);
}

/** `ws://127.0.0.1:8181/<token>/ws` (also wss). Placeholders such as `<token>` do not match. */
const wsServiceUri = /(wss?:\/\/[^\s/"'<>\\]+\/)([^\s/"'<>\\]+)(\/ws)(?![\w-])/g;

/** `http://127.0.0.1:8181/<token>/` (also https): the host must carry a port, as the VM service's does. */
const httpServiceUri =
	/(https?:\/\/(?:\[[0-9A-Fa-f:.]+\]|[^\s/"'<>\\:@]+):\d{1,5}\/)([^\s/"'<>\\?#]+)(\/)/g;

/**
 * `https://user:password@host`, `https://ghp_token@github.com`: the user information. Found from
 * its `://`, not from every letter that could start a scheme.
 */
const urlUserInfo = /(:\/\/)([^\s/?#@"'<>\\]+)(@)/g;

/** `Authorization: Bearer …`, `Bearer …` anywhere: the credential after the scheme. */
const bearer = /(\b[Bb]earer\s+)([A-Za-z0-9\-._~+/=]{8,})/g;

/**
 * `?access_token=…`, `token=…`, `password: …`, `Authorization: Basic …` in a log line, `--api-key …`:
 * a key and a separator. When the key names a secret, its value is masked: it stops at a blank, a
 * quote, a backslash (an escape of the string it is in) or a separator, and a scheme word before it
 * (`Basic`, `Bearer`…) is kept. JSON's `"key": "value"` is done above.
 */
/**
 * A key and its separator: `key=`, `key: ` (with a quote the value may open), or for an option
 * `--key value` and `--key=value`. The key starts where a word does (not inside `a.b-c`) and is
 * matched once, never shortened.
 */
const keyAndSeparator =
	/(?<![A-Za-z0-9_.\-])(?=((?:--)?[A-Za-z][A-Za-z0-9_.\-]{0,63}))\1(\s*[=:]\s*['"]?|(?<=--[^\s=:]*)[ \t]+)((?:(?:Basic|Bearer|Digest|Token|Negotiate)\s+)?)/g;
const plainValue = /[^\s"'\\&#;,<>()[\]{}*][^\s"'\\&#;,<>()[\]{}]*/y;

function maskKeyValues(text: string, count: Counter): string {
	let out = '';
	let from = 0;
	keyAndSeparator.lastIndex = 0;
	for (let m = keyAndSeparator.exec(text); m; m = keyAndSeparator.exec(text)) {
		const valueStart = m.index + m[0].length;
		// Not a secret's key: the scan goes on right after it, so `https://…?token=…` is still seen.
		if (!secretKeyName(m[1]!.replace(/^--/, ''))) {
			keyAndSeparator.lastIndex = m.index + m[1]!.length;
			continue;
		}
		plainValue.lastIndex = valueStart;
		const value = plainValue.exec(text);
		if (!value || value[0].startsWith(mask)) continue;
		count.masked++;
		out += text.slice(from, valueStart) + mask;
		from = valueStart + value[0].length;
		keyAndSeparator.lastIndex = from;
	}
	return out + text.slice(from);
}

function maskInText(text: string, count: Counter): string {
	const replaceSegment = (whole: string, before: string, secret: string, after: string) => {
		if (secret === mask) return whole;
		count.masked++;
		return before + mask + after;
	};
	return text
		.replace(wsServiceUri, replaceSegment)
		.replace(httpServiceUri, replaceSegment)
		.replace(urlUserInfo, replaceSegment)
		.replace(bearer, (whole, scheme: string, secret: string) =>
			replaceSegment(whole, scheme, secret, ''),
		);
}

function maskLevel(text: string, count: Counter, nesting: number): string {
	const members = maskNestedJson(maskJsonMembers(text, count), count, nesting);
	return maskKeyValues(maskInText(members, count), count);
}

/** The text with every secret replaced by `***`, and how many were replaced. */
export function maskSecrets(text: string): { text: string; masked: number } {
	const count = { masked: 0 };
	const out = maskLevel(text, count, 0);
	return { text: out, masked: count.masked };
}
