/**
 * Masks secrets in pasted text before it goes into a share link: the token segment of Dart VM
 * service URIs and the string values of secret-looking keys. Works on any text (valid JSON or
 * not, envelopes sent as JSON text inside a string included) and changes nothing else, so
 * positions of findings in the shared text stay meaningful.
 */

const mask = '***';

/** `ws://127.0.0.1:8181/<token>/ws` (also wss). Placeholders such as `<token>` do not match. */
const wsServiceUri = /(wss?:\/\/[^\s/"'<>\\]+\/)([^\s/"'<>\\]+)(\/ws)(?![\w-])/g;

/** `http://127.0.0.1:8181/<token>/` (also https): the host must carry a port, as the VM service's does. */
const httpServiceUri =
	/(https?:\/\/(?:\[[0-9A-Fa-f:.]+\]|[^\s/"'<>\\:@]+):\d{1,5}\/)([^\s/"'<>\\?#]+)(\/)/g;

const secretKey = /token|password|passwd|secret|authorization|api[_-]?key|cookie/i;

/** `"key": "value"`, the value with its escapes. */
const jsonPair = /("([^"\\]*)"\s*:\s*")((?:[^"\\]|\\.)*)(")/g;

/**
 * The same pair inside a JSON string (an envelope sent as text in `content[].text`): every quote is
 * written `\"`, and an escape of the inner JSON gets one more backslash.
 */
const escapedJsonPair =
	/(\\"([^"\\]*)\\"(?:\s|\\[nrt])*:(?:\s|\\[nrt])*\\")((?:[^"\\]|\\\\(?:\\["\\]|[^"\\])|\\[^"\\])*)(\\")/g;

/** The text with every secret replaced by `***`, and how many were replaced. */
export function maskSecrets(text: string): { text: string; masked: number } {
	let masked = 0;
	const replaceSegment = (whole: string, before: string, secret: string, after: string) => {
		if (secret === mask) return whole;
		masked++;
		return before + mask + after;
	};
	const replaceValue = (
		whole: string,
		before: string,
		key: string,
		value: string,
		after: string,
	) => {
		if (!secretKey.test(key) || value === '' || value === mask) return whole;
		masked++;
		return before + mask + after;
	};
	const out = text
		.replace(jsonPair, replaceValue)
		.replace(escapedJsonPair, replaceValue)
		.replace(wsServiceUri, replaceSegment)
		.replace(httpServiceUri, replaceSegment);
	return { text: out, masked };
}
