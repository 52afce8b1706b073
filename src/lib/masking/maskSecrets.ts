/**
 * Masks secrets in pasted text before it goes into a share link. Works on any text (valid JSON or
 * not, a log, an envelope sent as JSON text inside a string, even inside a string inside that) and
 * changes nothing but the secrets, so the findings of the shared text stay where they were:
 * - the value of a JSON member whose key names a secret (`secretKeyName`): in any case and with any
 *   separator (`apiKey`, `API_KEY`, `x-api-key`), escaped or not (`"\u0074oken"`); a string's
 *   content becomes `***`, a number `"***"`, and inside an array or object every string and number;
 * - in any string or line: a bearer (or other `Authorization` scheme) credential, the user
 *   information of a URL (`https://user:pass@host`), a query parameter or a `key=value`, `key: value`
 *   or `--key value` whose key names a secret (also percent-encoded, `token%3D…`), a MySQL client's
 *   `-p<password>`, and the token segment of a Dart VM service URI (also percent-encoded);
 * - anywhere, under any key or none, a secret known by its shape: a PEM private key, a JWT, GitHub,
 *   AWS, Stripe, Google and Slack tokens, the path of a Slack webhook (`tokenShapes`).
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

/**
 * Names that hold a secret only as the whole name, too short to look for inside one (`monkey`,
 * `design`, `inside`): a Google API key's `?key=`, a PEM's `pem`, a signed URL's `sig` (Azure SAS),
 * a session's `sid`.
 */
const secretName = /^(?:key|pem|sig|sid)$/;

/**
 * A source or data file's name: in a stack trace (`auth/token_store.dart:42:7`) what follows its
 * colon is a line number, which diagnosing the error needs, not a secret.
 */
const fileName =
	/\.(?:dart|js|mjs|cjs|ts|tsx|jsx|kt|kts|java|swift|m|mm|h|c|cc|cpp|py|rb|go|rs|json|ya?ml|xml|gradle|plist|html|css|log|txt|md|sh)$/i;

function secretKeyName(key: string): boolean {
	if (fileName.test(key)) return false;
	const normal = key.toLowerCase().replace(/[\s_.\-]/g, '');
	return secretName.test(normal) || (secretWord.test(normal) && !aboutASecret.test(normal));
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
 * Where a member's key can open: a quote after `{` or `,` (or at the start of a pasted fragment).
 * The key is read to its closing quote by `literalEnd`, then its colon by `memberColon`: keys of any
 * length (`flutter_mcp_toolkit_device_farm_service_account_token`). Linear on input made of quotes
 * (`\"\"\"…`) too: a quote inside a key is escaped, so no key opens inside another. A regex for the
 * whole key would be either bounded (and miss long keys) or, unbounded, keep a backtrack entry per
 * escape, which overflows V8's stack on some megabytes of them.
 */
const jsonKeyOpens = /(?<=(?:^|[{,])[ \t\r\n]*)"/g;
const memberColon = /\s*:\s*/y;

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
	jsonKeyOpens.lastIndex = 0;
	for (let m = jsonKeyOpens.exec(text); m; m = jsonKeyOpens.exec(text)) {
		const keyEnd = literalEnd(text, m.index);
		// A key cut short by a line break is no key; no other opens inside it (its quotes are escaped).
		if (keyEnd < 0) {
			jsonKeyOpens.lastIndex = -keyEnd;
			continue;
		}
		memberColon.lastIndex = keyEnd;
		if (!memberColon.test(text)) continue;
		const valueStart = memberColon.lastIndex;
		if (!secretKeyName(decoded(text.slice(m.index + 1, keyEnd - 1)))) continue;
		const value = maskValueAt(text, valueStart, count);
		if (!value) continue;
		out += text.slice(from, valueStart) + value.text;
		from = value.end;
		jsonKeyOpens.lastIndex = value.end;
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
 * Either one percent-encoded, as a DevTools link may carry it:
 * `?uri=ws%3A%2F%2F127.0.0.1%3A8181%2F<token>%3D%2Fws`. The token is base64url, its `=` encoded.
 */
const encodedServiceUri =
	/((?:wss?|https?)%3A%2F%2F[A-Za-z0-9.\-]+%3A\d{1,5}%2F)([A-Za-z0-9_\-]+(?:%3D)*)(%2F)/gi;

/**
 * `https://user:password@host`, `https://ghp_token@github.com`: the user information. Found from
 * its `://`, not from every letter that could start a scheme.
 */
const urlUserInfo = /(:\/\/)([^\s/?#@"'<>\\]+)(@)/g;

/**
 * `Authorization: Bearer …`, `Bearer …` anywhere: the credential after the scheme. At least 8
 * characters, written `{8}` and `*`: V8 runs `{8,}` with a backtrack entry per character, which
 * overflows its stack on some megabytes (the shapes below are written so too).
 */
const bearer = /(\b[Bb]earer\s+)([A-Za-z0-9\-._~+/=]{8}[A-Za-z0-9\-._~+/=]*)/g;

/**
 * `?access_token=…`, `token=…`, `password: …`, `Authorization: Basic …` in a log line, `--api-key …`:
 * a key and a separator. When the key names a secret, its value is masked: it stops at a blank, a
 * quote, a backslash (an escape of the string it is in) or a separator, and a scheme word before it
 * (`Basic`, `Bearer`, GitHub's `token`…) is kept. JSON's `"key": "value"` is done above.
 */
/**
 * A key and its separator: `key=`, `key: ` (with a quote the value may open), `key%3D` (a URL
 * percent-encoded inside another's parameter: `?next=%2Fcb%3Ftoken%3D…`), or for an option
 * `--key value` and `--key=value` (with a quote too). The key starts where a word does (not inside
 * `a.b-c`), after a percent-encoded character (`%3Ftoken`) or after a JSON string's escaped line
 * break (`\npassword: …`, whose `n` is not the key's), and is matched once, never shortened: each
 * word is tried once, so keys of any length are read in linear time.
 */
const keyAndSeparator =
	/(?:(?<![A-Za-z0-9_.\-])(?!(?<=\\)[nr])|(?<=\\[nr]|%(?:25)?[0-9A-Fa-f]{2}))(?=((?:--)?[A-Za-z][A-Za-z0-9_.\-]*))\1(\s*[=:]\s*(['"]?)|%(?:25)?3[Dd]|(?<=--[^\s=:]*)[ \t]+(['"]?))((?:(?:[Bb]asic|[Bb]earer|[Dd]igest|[Tt]oken|[Nn]egotiate)\s+)?)/g;
const plainValue = /[^\s"'\\&#;,<>()[\]{}*][^\s"'\\&#;,<>()[\]{}]*/y;

/**
 * A quoted value to its closing quote on the same line: `password='correct horse'`. A double quote
 * also stops at a backslash: in a JSON string it is `\"`, and JSON inside JSON is masked as a text
 * of its own (`maskNestedJson`).
 */
const quotedValue: Record<string, RegExp> = { "'": /[^'\n]*'/y, '"': /[^"\n\\]*"/y };

/**
 * What follows a JSON string's closing quote (`"password: ", …`, `"password: "}`): the quote after
 * the separator closed the string the key is in, and opened no value.
 */
const afterAString = /^[\s,:;}\]]/;

/** Where a percent-encoded value ends: at an encoded `&`, `#`, blank, quote, `,` or `;`. */
const encodedValueEnd = /%(?:25)?(?:2[0236Cc]|3[Bb])/;

/**
 * Keys whose values may hold blanks: a password or passphrase of words. Tokens and keys hold none,
 * so theirs still stop at a blank, and the words after them stay.
 */
const passwordWord = /passw(?:or)?d|passphrase|pwd/;

/**
 * Where the line a password's value is on ends (`password: correct horse battery staple`): at a
 * line break; in a JSON string, at an escaped one or at the closing quote. Read by hand: a regex
 * would keep a backtrack entry per escape.
 */
function lineEnd(text: string, i: number): number {
	for (; i < text.length; i++) {
		const c = text[i];
		if (c === '\n' || c === '\r' || c === '"') break;
		if (c === '\\') {
			if (/[nr"]/.test(text[i + 1] ?? '"')) break;
			i++;
		}
	}
	return i;
}

/**
 * Whether the key at `i` begins a line of its own, after blanks or a YAML list's `- `: a line start,
 * an escaped one in a JSON string (`\n`), or the string's opening quote. In a line that only says
 * something (`[error] password: rejected by the server`) the value stays one word.
 */
function startsALine(text: string, i: number): boolean {
	const blank = (c: string | undefined) => c === ' ' || c === '\t';
	let j = i;
	while (blank(text[j - 1])) j--;
	if (j < i && text[j - 1] === '-') for (j--; blank(text[j - 1]);) j--;
	const c = text[j - 1];
	return (
		j === 0 ||
		c === '\n' ||
		c === '\r' ||
		c === '"' ||
		((c === 'n' || c === 'r') && text[j - 2] === '\\')
	);
}

/**
 * Where the value after a secret's key (`match`) ends, from `start`; null when there is none to mask
 * (empty, or masked already). A quoted value runs to its closing quote, blanks and all; a
 * password's on a line of its own, to the end of the line; a percent-encoded one, to the encoded
 * end of its parameter; any other, to a blank or a separator (`plainValue`).
 */
function valueEnd(text: string, match: RegExpExecArray, key: string, start: number): number | null {
	const separator = match[2]!;
	const quote = match[3] || match[4] || '';
	if (quote) {
		const closing = quotedValue[quote]!;
		closing.lastIndex = start;
		const content = closing.exec(text)?.[0].slice(0, -1);
		if (content && !content.startsWith(mask) && !(quote === '"' && afterAString.test(content)))
			return start + content.length;
	}
	plainValue.lastIndex = start;
	const value = plainValue.exec(text);
	if (!value || value[0].startsWith(mask)) return null;
	let end = start + value[0].length;
	if (separator.startsWith('%')) {
		// `token%3D<value>%26state%3D1`: the value ends where the encoded parameter does.
		const cut = value[0].search(encodedValueEnd);
		if (cut === 0) return null;
		if (cut > 0) end = start + cut;
	} else if (
		!quote &&
		/^[ \t]*:[ \t]*$/.test(separator) &&
		passwordWord.test(key.toLowerCase().replace(/[\s_.\-]/g, '')) &&
		startsALine(text, match.index)
	) {
		end = lineEnd(text, end);
		while (text[end - 1] === ' ' || text[end - 1] === '\t') end--;
	}
	return end;
}

function maskKeyValues(text: string, count: Counter): string {
	let out = '';
	let from = 0;
	keyAndSeparator.lastIndex = 0;
	for (let m = keyAndSeparator.exec(text); m; m = keyAndSeparator.exec(text)) {
		const key = m[1]!.replace(/^--/, '');
		// Not a secret's key: the scan goes on right after it, so `https://…?token=…` is still seen.
		if (!secretKeyName(key)) {
			keyAndSeparator.lastIndex = m.index + m[1]!.length;
			continue;
		}
		const valueStart = m.index + m[0].length;
		const end = valueEnd(text, m, key, valueStart);
		if (end === null) continue;
		count.masked++;
		out += text.slice(from, valueStart) + mask;
		from = end;
		keyAndSeparator.lastIndex = end;
	}
	return out + text.slice(from);
}

/**
 * A MySQL or MariaDB client's command, whose password option is glued to its value: `mysql -u root
 * -pS3cret db` (`-p S3cret` would prompt, and `S3cret` is then the database's name).
 */
const mysqlClient =
	/(?<![\w.-])(?:mysql(?:dump|admin|import|check|sh|slap|binlog)?|mariadb(?:-dump|-admin|-import|-check)?)(?![\w-])/g;

/**
 * An argument of that command is blanks, then parts: plain characters or a quoted part, read one
 * part at a time (a regex for the whole argument would keep a backtrack entry per part). The
 * command ends where no argument follows: a line break, `;`, `&&`, `|`, a backslash (an escape of
 * the JSON string it is in) or the string's closing quote.
 */
const blanks = /[ \t]+/y;
const argumentPart = /[^\s'";&|\\]+|'[^'\n]*'|"[^"\n\\]*"/y;

/** Where the argument after the blanks at `i` starts and ends, or null when none follows. */
function argumentAt(text: string, i: number): { start: number; end: number } | null {
	blanks.lastIndex = i;
	if (!blanks.test(text)) return null;
	const start = blanks.lastIndex;
	let end = start;
	for (argumentPart.lastIndex = end; argumentPart.test(text);) end = argumentPart.lastIndex;
	return end === start ? null : { start, end };
}

function maskMysqlPasswords(text: string, count: Counter): string {
	let out = '';
	let from = 0;
	mysqlClient.lastIndex = 0;
	for (let m = mysqlClient.exec(text); m; m = mysqlClient.exec(text)) {
		let commandEnd = m.index + m[0].length;
		for (let a = argumentAt(text, commandEnd); a; a = argumentAt(text, a.end)) {
			const argument = text.slice(a.start, a.end);
			commandEnd = a.end;
			if (!argument.startsWith('-p') || argument.length === 2) continue;
			// `-p'a b'` keeps its quotes, as `password: '***'` does.
			const quoted = /^-p(['"]).*\1$/.test(argument);
			const secret = quoted ? argument.slice(3, -1) : argument.slice(2);
			if (secret === '' || secret.startsWith(mask)) continue;
			const secretStart = a.start + (quoted ? 3 : 2);
			count.masked++;
			out += text.slice(from, secretStart) + mask;
			from = secretStart + secret.length;
		}
		// The next command is looked for after this one: every character is read once.
		mysqlClient.lastIndex = commandEnd;
	}
	return out + text.slice(from);
}

/**
 * A PEM private key, from its `-----BEGIN … PRIVATE KEY-----` to its `-----END …-----`.
 * Certificates and public keys are public and stay.
 */
const pemBegin = /-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/g;
const pemEnd = /-----END (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/y;
/** An encrypted key's headers, before its base64. */
const pemHeader = /(?:Proc-Type|DEK-Info):[^\r\n\\"]*/y;
const notALineBreak = /[^\r\n]+/g;
const base64Run = /[A-Za-z0-9+/=\r\n]+/y;

/**
 * Where a PEM key's body starting at `i` ends: base64 lines, their line breaks, escaped ones in a
 * JSON string (`\n`, `\\n` two strings deep, and `\/`), an encrypted key's headers. Read by hand,
 * each character once: a regex would keep a backtrack entry per character.
 */
function pemBodyEnd(text: string, i: number): number {
	while (i < text.length) {
		pemHeader.lastIndex = i;
		if (pemHeader.test(text)) {
			i = pemHeader.lastIndex;
			continue;
		}
		base64Run.lastIndex = i;
		if (base64Run.test(text)) {
			const end = base64Run.lastIndex;
			// A run that stops inside a header's name (`…\nProc` of `Proc-Type:`): the header is read
			// next turn, from its start.
			if (text.startsWith('Proc-Type:', end - 4)) i = end - 4;
			else if (text.startsWith('DEK-Info:', end - 3)) i = end - 3;
			else i = end;
			continue;
		}
		if (text[i] !== '\\') break;
		let j = i + 1;
		while (text[j] === '\\') j++;
		if (!/[rn/]/.test(text[j] ?? '')) break;
		i = j + 1;
	}
	return i;
}

/**
 * Where the last line break between `from` and `to` starts, real or escaped (`\n`, `\\n`), or -1:
 * read back from `to`, over the last line only.
 */
function lastLineBreak(text: string, from: number, to: number): number {
	for (let i = to - 1; i >= from; i--) {
		const c = text[i];
		if (c === '\n' || c === '\r') return text[i - 1] === '\r' ? i - 1 : i;
		if ((c === 'n' || c === 'r') && text[i - 1] === '\\') {
			let j = i - 1;
			while (j > from && text[j - 1] === '\\') j--;
			return j;
		}
	}
	return -1;
}

/**
 * Every PEM private key, whole, with its BEGIN and END lines: a key in a message, under a `key` or a
 * `pem`, in a log. One cut short (a paste that stops, a key a log shortened) is masked to where its
 * base64 stops; if its last line goes on with other characters (`MIIE…\nconnection failed`), that
 * line is the text after the key, not the key's. The key's line breaks stay after the `***`, so the
 * lines of the text (and of its findings) stay where they were.
 */
function maskPemKeys(text: string, count: Counter): string {
	let out = '';
	let from = 0;
	pemBegin.lastIndex = 0;
	for (let m = pemBegin.exec(text); m; m = pemBegin.exec(text)) {
		const bodyStart = m.index + m[0].length;
		let end = pemBodyEnd(text, bodyStart);
		pemEnd.lastIndex = end;
		if (pemEnd.test(text)) end = pemEnd.lastIndex;
		else if (end < text.length && !/["\r\n\\]/.test(text[end]!)) {
			const cut = lastLineBreak(text, bodyStart, end);
			if (cut > bodyStart) end = cut;
		}
		pemBegin.lastIndex = end;
		// Nothing but line breaks after the BEGIN line (`-----BEGIN…-----\n***`): masked already.
		if (!/[A-Za-z0-9+/]/.test(text.slice(bodyStart, end).replace(/\\+[rn/]|-----END.*/g, '')))
			continue;
		count.masked++;
		out += text.slice(from, m.index) + mask + text.slice(m.index, end).replace(notALineBreak, '');
		from = end;
	}
	return out + text.slice(from);
}

/**
 * Secrets known by their shape, under any key or none: each format's own prefix, then a run of its
 * characters. Each starts where a word does and ends where it does, and after the prefix reads one
 * class at a time, so a run is tried from one place only: linear on any input (`eyJeyJeyJ…`). A
 * shortest length is `{n}` and `*`, not `{n,}` (see `bearer`).
 * - GitHub: `ghp_` personal, `gho_` OAuth, `ghu_`/`ghs_` app and `ghr_` refresh tokens, and
 *   fine-grained `github_pat_` tokens;
 * - AWS access key ids, long-lived (`AKIA`) and temporary (`ASIA`);
 * - a JWT: two base64url JSON objects (`eyJ` is `{"`) and a signature, possibly empty (`alg: none`);
 * - Stripe secret and restricted keys (`sk_live_`, `rk_test_`…); its `pk_` keys are public;
 * - Google API keys (`AIza`);
 * - Slack tokens (`xoxb-`, `xoxp-`…, and app-level `xapp-`).
 * Short ids and hashes (`3f2a9c1`, `a1b2c3d4e5f6`) have no prefix and stay: commits help diagnose.
 */
const tokenShapes = new RegExp(
	`(?<![A-Za-z0-9_\\-])(?:${[
		'gh[pousr]_[A-Za-z0-9]{30}[A-Za-z0-9]*',
		'github_pat_[A-Za-z0-9_]{30}[A-Za-z0-9_]*',
		'(?:AKIA|ASIA)[A-Z0-9]{16}',
		'eyJ[A-Za-z0-9_\\-]{8}[A-Za-z0-9_\\-]*\\.eyJ[A-Za-z0-9_\\-]{2}[A-Za-z0-9_\\-]*\\.[A-Za-z0-9_\\-]*',
		'(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10}[A-Za-z0-9]*',
		'AIza[A-Za-z0-9_\\-]{30}[A-Za-z0-9_\\-]*',
		'(?:xox[abposr]|xapp)-[A-Za-z0-9\\-]{10}[A-Za-z0-9\\-]*',
	].join('|')})(?![A-Za-z0-9_\\-])`,
	'g',
);

/**
 * A Slack webhook's path: `https://hooks.slack.com/services/T…/B…/<secret>` posts to a channel as
 * whoever holds it. The host and the kind of hook stay.
 */
const slackWebhook = /(hooks\.slack\.com\/(?:services|workflows|triggers)\/)([A-Za-z0-9_\-/]+)/g;

function maskInText(text: string, count: Counter): string {
	const replaceSegment = (whole: string, before: string, secret: string, after: string) => {
		if (secret === mask) return whole;
		count.masked++;
		return before + mask + after;
	};
	return text
		.replace(wsServiceUri, replaceSegment)
		.replace(httpServiceUri, replaceSegment)
		.replace(encodedServiceUri, replaceSegment)
		.replace(urlUserInfo, replaceSegment)
		.replace(bearer, (whole, scheme: string, secret: string) =>
			replaceSegment(whole, scheme, secret, ''),
		);
}

/**
 * Shapes after keys: a value the rules above masked whole (`token=ghp_…`, `https://user:ghp_…@`) is
 * `***` by then, not counted twice, nor a secret split in two (`user:***` masked again).
 */
function maskShapes(text: string, count: Counter): string {
	return text
		.replace(tokenShapes, () => {
			count.masked++;
			return mask;
		})
		.replace(slackWebhook, (_, hook: string) => {
			count.masked++;
			return hook + mask;
		});
}

/**
 * One level of the text: PEM keys, JSON members, JSON inside strings, then the rules that read
 * strings and lines, key names before shapes. Each rule leaves `***` where it masked, which no later
 * rule masks or counts again.
 */
function maskLevel(text: string, count: Counter, nesting: number): string {
	// A PEM key first: it spans lines, which a member's value (`"key": "-----BEGIN…` in a broken
	// paste) or a `key: ` line would mask only the first of, leaving the rest without its BEGIN line.
	const members = maskNestedJson(maskJsonMembers(maskPemKeys(text, count), count), count, nesting);
	return maskShapes(
		maskMysqlPasswords(maskKeyValues(maskInText(members, count), count), count),
		count,
	);
}

/** The text with every secret replaced by `***`, and how many were replaced. */
export function maskSecrets(text: string): { text: string; masked: number } {
	const count = { masked: 0 };
	const out = maskLevel(text, count, 0);
	return { text: out, masked: count.masked };
}
