/**
 * Text that is no output of the CLI at all: an HTML page, a stack trace, a Flutter framework report,
 * a log, prose. Told apart so that the reader hears what was pasted and what to paste instead,
 * rather than a JSON syntax error at 1:5 and "does not honour the contract" (visitor review 3, #11).
 * Consulted only for text in which no JSON opens and no failure of the CLI is recognised.
 */

export type LooksLike = 'html' | 'traceback' | 'flutter-report' | 'log' | 'text';

/**
 * A member of an error object, a CLI envelope, an MCP result or a JSON-RPC message, quoted as JSON
 * writes a key: text with one is broken output meant as JSON (a line cut in the middle, a log
 * prefix before it), which keeps its syntax error and its red verdict.
 */
const jsonKeyOfOurs =
	/[{,]\s*"(?:ok|code|message|details|descriptor|recovery|error|meta|data|jsonrpc|result|content|contents|isError|structuredContent|fix_command)"\s*:/;

/** True when the text holds JSON that is meant as one of the CLI's answers, broken or not. */
export function meantAsJson(text: string): boolean {
	return jsonKeyOfOurs.test(text);
}

/** A document's start, its closing tags, or markup from the first character (`<script>`, `<div>`). */
const html =
	/^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml\s|<(?:script|style|div|p|span|a|img|meta|link|table|svg)[\s>/])|<\/(?:html|body|head)>/i;

/** Frameworks' reports (flutter/lib/src/foundation/assertions.dart prints the ══╡ banner). */
const flutterReport =
	/══╡ EXCEPTION CAUGHT BY|A RenderFlex overflowed by|The following assertion was thrown|Another exception was thrown:|The relevant error-causing widget was/;

/** Python's, Java's and JavaScript's stack traces, and Dart's frames without "Unhandled exception:". */
const traceback =
	/^Traceback \(most recent call last\):|^\s+at [\w$.<>]+ ?\(?[^\n]*:\d+(?::\d+)?\)?$|^Exception in thread "|^#\d+\s+\S[^\n]*\(\S+:\d+(?::\d+)?\)$/m;

/** A log line's prefix: a date or time, a level in brackets, or Android's `I/tag`. */
const logPrefix =
	/^\s*(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\[?\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\]?\s|\[(?:trace|debug|info|notice|warn|warning|error|fatal)\]|[VDIWEF]\/[\w.-]+\s*\()/i;

/** What the text looks like: its most telling mark, read on the first lines only (bounded work). */
export function looksLike(text: string): LooksLike {
	const head = text.slice(0, 20_000);
	if (html.test(head)) return 'html';
	if (flutterReport.test(head)) return 'flutter-report';
	if (traceback.test(head)) return 'traceback';
	const lines = head.split('\n', 200).filter((l) => l.trim() !== '');
	const prefixed = lines.filter((l) => logPrefix.test(l)).length;
	if (prefixed >= 2 && prefixed * 2 >= lines.length) return 'log';
	return 'text';
}

/**
 * A line of a CI or application log: a timestamp, then the rest of the line. GitHub Actions writes
 * `2026-11-27T10:00:01.1234567Z `, many loggers `[12:00:01] ` or `12:00:01.123 `. The stream reader
 * looks past it for the CLI's JSON line; nothing else of the line is taken.
 */
const timestampPrefix =
	/^(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?|\[\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?\]|\[?\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\]?)[ \t]+(?=\{)/;

/** Length of the timestamp prefix that stands before a `{` at the start of `line`, or 0. */
export function timestampPrefixLength(line: string): number {
	return timestampPrefix.exec(line)?.[0].length ?? 0;
}
