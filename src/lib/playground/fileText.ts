/**
 * The text of a file a visitor opens or drops, or null when it is not text. A PNG or a zip decoded
 * leniently turns into a screenful of U+FFFD that the validator would then report line by line;
 * refusing it up front says what is wrong. Not UTF-8 (the fatal decoder throws) or holding a NUL
 * (which no text the CLI prints contains, and which UTF-16 files are full of) counts as not text.
 * A UTF-8 BOM is dropped, as `Blob.text()` does.
 */
export function textOfFile(bytes: Uint8Array): string | null {
	let text: string;
	try {
		text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		return null;
	}
	return text.includes('\0') ? null : text;
}
