import { fstatSync } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';

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

async function readStdin(
	stdin: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
	maxBytes: number,
): Promise<Uint8Array | undefined> {
	const chunks: Uint8Array[] = [];
	let size = 0;
	for await (const chunk of stdin) {
		size += chunk.length;
		if (size > maxBytes) return undefined;
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}

/**
 * Reads an open file to its end, or stops at `maxBytes`. A device or a named pipe has no size to
 * check first and may never end (`/dev/zero`).
 */
async function readFileAtMost(file: FileHandle, maxBytes: number): Promise<Uint8Array | undefined> {
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { bytesRead, buffer } = await file.read(
			Buffer.allocUnsafe(256 * 1024),
			0,
			256 * 1024,
			null,
		);
		if (bytesRead === 0) return Buffer.concat(chunks);
		size += bytesRead;
		if (size > maxBytes) return undefined;
		chunks.push(buffer.subarray(0, bytesRead));
	}
}

/**
 * Opening a named pipe waits until something opens it for writing, as `cat` does; after this long
 * the CLI says that it is waiting rather than look hung. `validate <(command)` opens at once.
 */
const fifoNoticeMs = 1000;

/** Opens `path` for reading; `onWaiting` is called if it is a named pipe that keeps the open waiting. */
async function openForReading(path: string, onWaiting: () => void): Promise<FileHandle> {
	const isFifo = await stat(path).then(
		(info) => info.isFIFO(),
		() => false,
	);
	const timer = isFifo ? setTimeout(onWaiting, fifoNoticeMs) : undefined;
	try {
		return await open(path, 'r');
	} finally {
		clearTimeout(timer);
	}
}

/**
 * Reads `path` (`-` for standard input) as UTF-8 text of at most `maxChars` UTF-16 code units.
 * `stdin` stands in for the process's standard input (the tests run the CLI in their own process).
 */
export async function readInput(
	path: string,
	maxChars: number,
	onWaiting: () => void = () => {},
	stdin?: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<ReadResult> {
	const maxBytes = maxChars * maxBytesPerChar;
	try {
		if (path === '-') {
			// Node gives a directory on standard input an empty stream: only the descriptor tells.
			if (!stdin && fstatSync(0).isDirectory()) return { ok: false, error: 'isDirectory' };
			const bytes = await readStdin(stdin ?? (process.stdin as AsyncIterable<Buffer>), maxBytes);
			return bytes ? decode(bytes, maxChars) : { ok: false, error: 'tooLarge' };
		}
		const file = await openForReading(path, onWaiting);
		try {
			const info = await file.stat();
			if (info.isDirectory()) return { ok: false, error: 'isDirectory' };
			if (info.size > maxBytes) return { ok: false, error: 'tooLarge' };
			const bytes = await readFileAtMost(file, maxBytes);
			return bytes ? decode(bytes, maxChars) : { ok: false, error: 'tooLarge' };
		} finally {
			await file.close();
		}
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, error: 'notFound' };
		if (code === 'EISDIR') return { ok: false, error: 'isDirectory' };
		return { ok: false, error: 'unreadable', reason: code ?? String(error) };
	}
}
