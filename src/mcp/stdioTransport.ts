import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
	type JSONRPCMessage,
	JSONRPCMessageSchema,
	type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { safeJson } from '../lib/report/index.ts';

/**
 * The server's stdio transport, in place of the SDK's `StdioServerTransport`, for what that one
 * does with input it did not expect (SDK 1.32, `shared/stdio.js`):
 * - its read buffer copies everything buffered on every chunk (`Buffer.concat`), so one large
 *   message costs time quadratic in its size (30 MB: 37 s of CPU), and a message past its limit
 *   closes the connection, and the process exits 0 with the requests in flight unanswered;
 * - a line that is not JSON, or not a JSON-RPC message, gets no answer (a client waiting on its id
 *   waits forever) and a zod dump of ~900 bytes on stderr.
 *
 * Here lines are cut where a chunk holds a line feed, and the chunks of one line are joined once. A
 * line longer than `maxMessageBytes` is dropped as it arrives (never held whole) and answered with a
 * JSON-RPC error carrying its id, found at its start or its end, where JSON-RPC writers put it; the
 * server reads on. A line that is not JSON gets -32700, one that is not a JSON-RPC message -32600,
 * with its id when it has one (MCP's error response omits an id it cannot know: the SDK rejects
 * `id: null`). Nothing of either goes to stderr: the client is told, and it made the mistake.
 *
 * A client that sends faster than it reads its answers is held back, not buffered for: while
 * stdout's buffer is full or `maxUnanswered` requests wait for their answers, no further line is
 * read (the rest of a chunk is kept, stdin is paused), and reading goes on as answers are written.
 *
 * A `notifications/cancelled` for a request read and not yet answered takes it off the requests
 * waiting for an answer: the SDK sends none for it. One for any other id (not read yet, answered, or
 * never sent) is dropped, as MCP allows: the SDK would look its id up a microtask later, and abort a
 * request with that id read after it in the same chunk.
 *
 * How it ends: when stdin ends, after the requests already read are answered or cancelled. `done`
 * resolves with the exit status and at most one line for stderr: 0 and none when nothing was lost,
 * 2 and what was lost when stdin ended inside a message, could not be read, or stdout could not be
 * written (the client went away before its answers, or the output is broken).
 */

export interface TransportTexts {
	/** The JSON-RPC error message for a line that is too long. */
	tooLarge(size: number, limit: number): string;
	parseError(): string;
	invalidRequest(): string;
	/** One line for stderr: stdin ended inside a message of `size` bytes. */
	truncated(size: number): string;
	readFailed(reason: string): string;
	/** One line for stderr: stdout failed, `unanswered` requests never got their answer. */
	writeFailed(reason: string, unanswered: number): string;
}

export interface TransportEnd {
	status: number;
	/** What was lost, one line; undefined when nothing was. */
	report?: string;
}

/** JSON-RPC 2.0 error codes (specification, section 5.1). */
const parseError = -32700;
const invalidRequest = -32600;

/** Bytes kept from each end of a dropped line: where its id is. */
const edgeBytes = 4096;

/**
 * Requests read and not yet answered (answers being made or waiting in stdout's buffer) at which
 * reading stops. Every handler here is synchronous, so a larger number would add no concurrency,
 * only memory: a client that stops reading makes the server hold this many answers and stdout's
 * buffer, however much it sends.
 */
const maxUnanswered = 16;

/**
 * The top-level id of a JSON-RPC message from its start (`{"jsonrpc":"2.0","id":7,…`) or its end
 * (`…,"id":7}`, as `JSON.stringify` of the SDK's requests writes it). At the end, the one closing
 * brace after it is what makes it top-level: a nested `"id"` is followed by two or more.
 */
const idAtStart =
	/^\s*\{(?:\s*"(?:jsonrpc|method)"\s*:\s*"[^"\\]{0,200}"\s*,)*\s*"id"\s*:\s*(-?\d{1,16}|"(?:[^"\\]|\\.){0,200}")\s*[,}]/;
const idAtEnd = /[{,]\s*"id"\s*:\s*(-?\d{1,16}|"(?:[^"\\]|\\.){0,200}")\s*\}\s*$/;

function idOfDropped(head: string, tail: string): RequestId | undefined {
	const match = idAtStart.exec(head) ?? idAtEnd.exec(tail);
	if (!match) return undefined;
	try {
		return asId(JSON.parse(match[1]!));
	} catch {
		return undefined;
	}
}

/** A string or an integer: an id MCP allows. */
function asId(id: unknown): RequestId | undefined {
	return typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id))
		? id
		: undefined;
}

function idOf(value: unknown): RequestId | undefined {
	if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
	return asId((value as Record<string, unknown>).id);
}

/** The request a `notifications/cancelled` names. */
function cancelledId(message: JSONRPCMessage): RequestId | undefined {
	if (!('method' in message) || 'id' in message || message.method !== 'notifications/cancelled')
		return undefined;
	return asId(message.params?.requestId);
}

/**
 * An error answer with its message said once. The SDK's server sends `error.message` of what a
 * handler threw, and its own errors are `McpError`s, whose message already starts "MCP error
 * <code>: " (SDK 1.32, `types.js`); a client's `McpError` adds that prefix again, so an unknown
 * prompt or address read "MCP error -32602: MCP error -32602: Resource … not found". The code is in
 * `error.code`; the message is left as the sentence.
 */
function saidOnce(message: JSONRPCMessage): JSONRPCMessage {
	if (!('error' in message)) return message;
	const prefix = `MCP error ${message.error.code}: `;
	if (!message.error.message.startsWith(prefix)) return message;
	return {
		...message,
		error: { ...message.error, message: message.error.message.slice(prefix.length) },
	};
}

export class BoundedStdioTransport implements Transport {
	onclose?: () => void;
	onerror?: (error: Error) => void;
	onmessage?: <T extends JSONRPCMessage>(message: T) => void;

	readonly done: Promise<TransportEnd>;
	#finish!: (end: TransportEnd) => void;
	#finished = false;
	readonly #stdin: Readable;
	readonly #stdout: Writable;
	readonly #max: number;
	readonly #texts: TransportTexts;

	/** What is left of the last chunk while answers back up (then stdin is paused). */
	#rest: Buffer | undefined;
	/** Stdin ended while `#rest` held lines: its end is taken after them. */
	#endSeen = false;
	/** The line being read: its chunks, unless it is being dropped. */
	#chunks: Buffer[] = [];
	#size = 0;
	#dropping = false;
	#head = '';
	#tail: Buffer = Buffer.alloc(0);
	/** Requests read and not yet answered. */
	readonly #open = new Set<RequestId>();
	#inputEnded = false;
	#lost: string | undefined;

	constructor(
		stdin: Readable,
		stdout: Writable,
		options: { maxMessageBytes: number; texts: TransportTexts },
	) {
		this.#stdin = stdin;
		this.#stdout = stdout;
		this.#max = options.maxMessageBytes;
		this.#texts = options.texts;
		this.done = new Promise((resolve) => (this.#finish = resolve));
	}

	async start(): Promise<void> {
		this.#stdin.on('data', this.#onData);
		this.#stdin.on('end', this.#onEnd);
		this.#stdin.on('error', this.#onReadError);
		this.#stdout.on('error', this.#onWriteError);
		this.#stdout.on('drain', this.#readOn);
	}

	readonly #onData = (chunk: Buffer): void => {
		this.#rest = chunk;
		this.#readOn();
	};

	/** Reads the lines of `#rest` while the client takes its answers, then stdin again (or its end). */
	readonly #readOn = (): void => {
		const chunk = this.#rest;
		if (chunk === undefined || this.#finished) return;
		let from = 0;
		for (;;) {
			if (this.#stdout.writableNeedDrain || this.#open.size >= maxUnanswered) {
				// Paused with the rest kept: 'drain' or the next answer written reads on.
				this.#rest = chunk.subarray(from);
				this.#stdin.pause();
				return;
			}
			const newline = chunk.indexOf(10, from);
			const piece = chunk.subarray(from, newline === -1 ? chunk.length : newline);
			this.#append(piece);
			if (newline === -1) break;
			this.#endLine();
			if (this.#finished) return;
			from = newline + 1;
		}
		this.#rest = undefined;
		if (this.#endSeen) this.#endInput();
		else this.#stdin.resume();
	};

	#append(piece: Buffer): void {
		if (piece.length === 0) return;
		this.#size += piece.length;
		if (this.#dropping) {
			this.#tail =
				piece.length >= edgeBytes
					? piece.subarray(-edgeBytes)
					: Buffer.concat([this.#tail, piece]).subarray(-edgeBytes);
			return;
		}
		this.#chunks.push(piece);
		if (this.#size <= this.#max) return;
		// Too long to answer: from here on only its edges are kept, where its id is.
		const held = Buffer.concat(this.#chunks);
		this.#head = held.subarray(0, edgeBytes).toString('utf8');
		this.#tail = Buffer.from(held.subarray(-edgeBytes));
		this.#chunks = [];
		this.#dropping = true;
	}

	#endLine(): void {
		const size = this.#size;
		if (this.#dropping) {
			const id = idOfDropped(this.#head, this.#tail.toString('utf8'));
			this.#reset();
			void this.#reply(id, invalidRequest, this.#texts.tooLarge(size, this.#max), {
				size,
				limit: this.#max,
			});
			return;
		}
		const line = Buffer.concat(this.#chunks).toString('utf8');
		this.#reset();
		this.#handleLine(line);
	}

	#reset(): void {
		this.#chunks = [];
		this.#size = 0;
		this.#dropping = false;
		this.#head = '';
		this.#tail = Buffer.alloc(0);
	}

	#handleLine(line: string): void {
		// A blank line (or the `\r` of a CRLF one) is no message, as for the SDK's reader.
		if (line.trim() === '') return;
		let value: unknown;
		try {
			value = JSON.parse(line);
		} catch {
			void this.#reply(undefined, parseError, this.#texts.parseError());
			return;
		}
		const parsed = JSONRPCMessageSchema.safeParse(value);
		if (!parsed.success) {
			// With its id when it has a usable one and is no response itself (those are never answered).
			const isResponse =
				value !== null && typeof value === 'object' && ('result' in value || 'error' in value);
			const id = isResponse ? undefined : idOf(value);
			void this.#reply(id, invalidRequest, this.#texts.invalidRequest());
			return;
		}
		const message = parsed.data;
		if ('method' in message && 'id' in message) this.#open.add(message.id);
		const cancelled = cancelledId(message);
		if (cancelled !== undefined && !this.#open.delete(cancelled)) return;
		this.onmessage?.(message);
	}

	readonly #onEnd = (): void => {
		// A paused stream still ends once Node has handed over all it read: after the lines kept.
		if (this.#rest === undefined) this.#endInput();
		else this.#endSeen = true;
	};

	#endInput(): void {
		this.#inputEnded = true;
		// Bytes after the last line feed were a message that never ended: it cannot be answered.
		if (this.#size > 0 && (this.#dropping || Buffer.concat(this.#chunks).toString().trim() !== ''))
			this.#lost ??= this.#texts.truncated(this.#size);
		this.#reset();
		this.#settle();
	}

	readonly #onReadError = (error: NodeJS.ErrnoException): void => {
		this.#inputEnded = true;
		// Reading ends here, lines kept for later included: they are part of what was lost.
		this.#rest = undefined;
		this.#lost ??= this.#texts.readFailed(error.code ?? error.message);
		this.#settle();
	};

	readonly #onWriteError = (error: NodeJS.ErrnoException): void => {
		if (this.#finished) return;
		// Nothing written can reach the client any more: stop reading, and say what was not answered.
		this.#lost = this.#texts.writeFailed(error.code ?? error.message, this.#open.size);
		this.#open.clear();
		this.#inputEnded = true;
		this.#stdin.off('data', this.#onData);
		this.#stdin.pause();
		this.#settle();
	};

	/** Ends once stdin has ended and every request read has its answer. */
	#settle(): void {
		if (this.#finished || !this.#inputEnded || this.#open.size > 0) return;
		this.#finished = true;
		this.#stdin.off('data', this.#onData);
		this.#finish(this.#lost === undefined ? { status: 0 } : { status: 2, report: this.#lost });
		this.onclose?.();
	}

	#reply(
		id: RequestId | undefined,
		code: number,
		message: string,
		data?: Record<string, unknown>,
	): Promise<void> {
		return this.send({
			jsonrpc: '2.0',
			...(id !== undefined && { id }),
			error: { code, message, ...(data && { data }) },
		} as JSONRPCMessage);
	}

	send(message: JSONRPCMessage): Promise<void> {
		// A request counts as answered once its answer is written, not when it is handed over.
		const answers =
			'id' in message && !('method' in message) && message.id !== undefined ? message.id : null;
		// Escaped like the CLI's `--json`: C1 and bidi controls reach whatever shows the log.
		const line = `${safeJson(saidOnce(message))}\n`;
		return new Promise((resolve) => {
			if (this.#stdout.destroyed || !this.#stdout.writable) {
				// Not written. A write that fails (EPIPE) breaks stdout at once and tells a tick later:
				// the answers refused meanwhile are among the lost, not answered.
				const broken = this.#stdout.errored;
				if (broken) this.#onWriteError(broken);
				else if (answers !== null) this.#open.delete(answers);
				resolve();
				this.#settle();
				return;
			}
			// Errors are the stream's 'error' event (#onWriteError); the SDK need not hear of them.
			this.#stdout.write(line, (error) => {
				// Before settling: a failed last answer is a loss, not a clean end.
				if (error) this.#onWriteError(error);
				else if (answers !== null) this.#open.delete(answers);
				resolve();
				// An answer written may be what reading waited for (`maxUnanswered`).
				this.#readOn();
				this.#settle();
			});
		});
	}

	async close(): Promise<void> {
		this.#inputEnded = true;
		this.#open.clear();
		this.#settle();
	}
}
