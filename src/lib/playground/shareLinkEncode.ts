import { base64urlAlphabet } from './shareLink.ts';

/**
 * Making a share link (`shareLink.ts` reads them): WTF-8, then base64url. Apart from the reading
 * side so that the playground's first load carries only what opens a link; this comes after
 * (src/scripts/playground/sharing.ts).
 */

export function encodeWtf8(text: string): Uint8Array {
	const bytes: number[] = [];
	for (let i = 0; i < text.length; i++) {
		let cp = text.charCodeAt(i);
		if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
			const next = text.charCodeAt(i + 1);
			if (next >= 0xdc00 && next <= 0xdfff) {
				cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
				i++;
			}
		}
		if (cp < 0x80) bytes.push(cp);
		else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
		else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
		else
			bytes.push(
				0xf0 | (cp >> 18),
				0x80 | ((cp >> 12) & 63),
				0x80 | ((cp >> 6) & 63),
				0x80 | (cp & 63),
			);
	}
	return Uint8Array.from(bytes);
}

export function toBase64url(bytes: Uint8Array): string {
	let out = '';
	for (let i = 0; i < bytes.length; i += 3) {
		const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
		out += base64urlAlphabet[(n >> 18) & 63]! + base64urlAlphabet[(n >> 12) & 63]!;
		if (i + 1 < bytes.length) out += base64urlAlphabet[(n >> 6) & 63]!;
		if (i + 2 < bytes.length) out += base64urlAlphabet[n & 63]!;
	}
	return out;
}

export function encodeShareText(text: string): string {
	return toBase64url(encodeWtf8(text));
}

/** `#e=…` for a text; the playground reads it back with `readShareFragment`. */
export function shareFragment(text: string): string {
	return `#e=${encodeShareText(text)}`;
}
