/**
 * The playground's share links: `/playground/#e=<base64url of the UTF-8 text>`. A fragment never
 * reaches a server, so a shared envelope stays between the people who hold the link. Reading one is
 * here; making one is `shareLinkEncode.ts`, which the playground fetches after its first load.
 *
 * Text is encoded as WTF-8, which is UTF-8 for every well-formed string and also carries lone
 * surrogates (3 bytes each), so whatever a user pasted comes back unchanged.
 */

export const base64urlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Decodes WTF-8 (and so UTF-8). Returns undefined for bytes that are not WTF-8. */
function decodeWtf8(bytes: Uint8Array): string | undefined {
	const units: number[] = [];
	let out = '';
	for (let i = 0; i < bytes.length;) {
		const b0 = bytes[i]!;
		let cp: number;
		let size: number;
		if (b0 < 0x80) [cp, size] = [b0, 1];
		else if (b0 >= 0xc2 && b0 < 0xe0) [cp, size] = [b0 & 31, 2];
		else if (b0 >= 0xe0 && b0 < 0xf0) [cp, size] = [b0 & 15, 3];
		else if (b0 >= 0xf0 && b0 < 0xf5) [cp, size] = [b0 & 7, 4];
		else return undefined;
		if (i + size > bytes.length) return undefined;
		for (let k = 1; k < size; k++) {
			const b = bytes[i + k]!;
			if ((b & 0xc0) !== 0x80) return undefined;
			cp = (cp << 6) | (b & 63);
		}
		// Reject overlong forms and values past U+10FFFF.
		if ((size === 3 && cp < 0x800) || (size === 4 && (cp < 0x10000 || cp > 0x10ffff)))
			return undefined;
		if (cp >= 0x10000) {
			cp -= 0x10000;
			units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 1023));
		} else units.push(cp);
		i += size;
		if (units.length > 8192) {
			out += String.fromCharCode(...units);
			units.length = 0;
		}
	}
	return out + String.fromCharCode(...units);
}

/** Decodes base64url (padding and standard `+/` tolerated). Returns undefined on any other character. */
function fromBase64url(text: string): Uint8Array | undefined {
	const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
	if (clean.length % 4 === 1) return undefined;
	const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
	let acc = 0;
	let bits = 0;
	let j = 0;
	for (let i = 0; i < clean.length; i++) {
		const v = base64urlAlphabet.indexOf(clean[i]!);
		if (v < 0) return undefined;
		acc = (acc << 6) | v;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			bytes[j++] = (acc >> bits) & 255;
		}
	}
	return bytes.subarray(0, j);
}

export function decodeShareText(encoded: string): string | undefined {
	const bytes = fromBase64url(encoded);
	return bytes && decodeWtf8(bytes);
}

export type FragmentResult =
	{ kind: 'none' } | { kind: 'text'; text: string } | { kind: 'malformed' };

/** Reads `#e=…` from a location hash. A hash without `e=` is `none`; one that does not decode is `malformed`. */
export function readShareFragment(hash: string): FragmentResult {
	// Not URLSearchParams: it would turn a `+` of standard base64 into a space.
	const match = /(?:^|&)e=([^&]*)/.exec(hash.replace(/^#/, ''));
	if (!match) return { kind: 'none' };
	let value = match[1]!;
	try {
		value = decodeURIComponent(value);
	} catch {
		return { kind: 'malformed' };
	}
	const text = decodeShareText(value.trim());
	return text === undefined ? { kind: 'malformed' } : { kind: 'text', text };
}
