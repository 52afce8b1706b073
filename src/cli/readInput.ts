import { readFile, stat } from 'node:fs/promises';

/**
 * Reads the text to validate from a file or standard input. Every way this can fail is an
 * expected outcome with a one-line reason (the CLI exits 2), never an exception.
 */
export type ReadResult =
	| { ok: true; text: string }
	| { ok: false; error: 'notFound' | 'isDirectory' | 'invalidUtf8' | 'tooLarge' }
	| { ok: false; error: 'unreadable'; reason: string };

/**
 * A UTF-16 code unit takes at least one UTF-8 byte and at most three, so more than three bytes per
 * allowed character is certainly too large: refused before reading it.
 */
const maxBytesPerChar = 3;

function decode(bytes: Uint8Array, maxChars: number): ReadResult {
	let text: string;
	try {
		// ignoreBOM keeps a leading BOM in the text, so the engine can mention it.
		text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
	} catch {
		return { ok: false, error: 'invalidUtf8' };
	}
	return text.length > maxChars ? { ok: false, error: 'tooLarge' } : { ok: true, text };
}

async function readStdin(maxBytes: number): Promise<Uint8Array | undefined> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
		size += chunk.length;
		if (size > maxBytes) return undefined;
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}

/** Reads `path` (`-` for standard input) as UTF-8 text of at most `maxChars` UTF-16 code units. */
export async function readInput(path: string, maxChars: number): Promise<ReadResult> {
	const maxBytes = maxChars * maxBytesPerChar;
	try {
		if (path === '-') {
			const bytes = await readStdin(maxBytes);
			return bytes ? decode(bytes, maxChars) : { ok: false, error: 'tooLarge' };
		}
		const info = await stat(path);
		if (info.isDirectory()) return { ok: false, error: 'isDirectory' };
		if (info.size > maxBytes) return { ok: false, error: 'tooLarge' };
		return decode(await readFile(path), maxChars);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, error: 'notFound' };
		return { ok: false, error: 'unreadable', reason: code ?? String(error) };
	}
}
