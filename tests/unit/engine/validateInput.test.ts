import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	type EngineRegistry,
	type Finding,
	engineRegistry,
	validateInput,
	type ValidationResult,
} from '../../../src/lib/engine/index.ts';
import { exampleCoreError, findCode, registry } from '../../../src/lib/registry/index.ts';
import type { Lang } from '../../../src/lib/i18n/index.ts';

const engine = engineRegistry;

function validate(
	text: string,
	lang: Lang = 'en',
	options: { registry?: EngineRegistry; maxChars?: number } = {},
): ValidationResult {
	return validateInput(text, {
		registry: options.registry ?? engine,
		lang,
		...(options.maxChars !== undefined && { maxChars: options.maxChars }),
	});
}

const token = 'Xk3f9_QpR2s=';
const uri = `ws://127.0.0.1:8181/${token}/ws`;
const connectCommand = `flutter_mcp_cli exec --name get_vm --args '{"connection":{"uri":"${uri}"}}'`;

/**
 * A valid connect_failed error object with the contract's fix command filled in (a server may fill
 * the placeholder; flutter_mcp_cli prints it literally, see tests/fixtures/cli-output/); `patch`
 * edits a deep copy.
 */
function envelope(patch: (e: Record<string, any>) => void = () => {}): Record<string, any> {
	const e: Record<string, any> = {
		code: 'connect_failed',
		message: `Failed to connect: WebSocketException: Connection to '${uri}' was not upgraded to websocket`,
		details: null,
		descriptor: {
			code: 'connect_failed',
			category: 'connectivity',
			retryable: true,
			exitCode: 67,
			httpLikeStatus: 503,
		},
		recovery: { summary: 'Retry with an explicit VM URI target.', fix_command: connectCommand },
	};
	patch(e);
	return e;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** 1-based line and column of the `nth` occurrence of `needle` in `text`. */
function positionOf(text: string, needle: string, nth = 1): { line: number; column: number } {
	let offset = -1;
	for (let i = 0; i < nth; i++) {
		offset = text.indexOf(needle, offset + 1);
		if (offset < 0) throw new Error(`${needle} not found`);
	}
	const before = text.slice(0, offset).split('\n');
	return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

function only(result: ValidationResult, rule: string): Finding {
	const found = result.findings.filter((f) => f.rule === rule);
	expect(found, JSON.stringify(result.findings, null, 1)).toHaveLength(1);
	return found[0]!;
}

const rules = (result: ValidationResult) => result.findings.map((f) => f.rule);

describe('input kinds', () => {
	const bare = pretty(envelope());
	const cases: [string, string, Partial<ValidationResult>][] = [
		[
			'a bare envelope',
			bare,
			{ inputKind: 'envelope', envelopePointer: '', verdict: 'valid', code: 'connect_failed' },
		],
		[
			'a tool result with the envelope in structuredContent.error',
			pretty({
				isError: true,
				content: [{ type: 'text', text: 'Error' }],
				structuredContent: { error: envelope() },
			}),
			{
				inputKind: 'mcp-tool-result',
				envelopePointer: '/structuredContent/error',
				verdict: 'valid',
				code: 'connect_failed',
			},
		],
		[
			'a tool result whose structuredContent is the envelope',
			pretty({ isError: true, structuredContent: envelope() }),
			{ inputKind: 'mcp-tool-result', envelopePointer: '/structuredContent', verdict: 'valid' },
		],
		[
			'a tool result with the envelope as JSON text in content[]',
			pretty({
				isError: true,
				content: [
					{ type: 'text', text: 'Error (connect_failed)' },
					{ type: 'text', text: JSON.stringify(envelope()) },
				],
			}),
			{
				inputKind: 'mcp-tool-result',
				envelopePointer: '/content/1/text',
				verdict: 'valid',
				code: 'connect_failed',
			},
		],
		[
			'a JSON-RPC response carrying the tool result',
			JSON.stringify({
				jsonrpc: '2.0',
				id: 7,
				result: { isError: true, structuredContent: { error: envelope() } },
			}),
			{
				inputKind: 'mcp-tool-result',
				envelopePointer: '/result/structuredContent/error',
				verdict: 'valid',
			},
		],
		[
			'a JSON-RPC error',
			'{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not found"}}',
			{ inputKind: 'jsonrpc-error', envelopePointer: null, verdict: 'not-envelope', code: null },
		],
		[
			'_meta.errorCode (another server’s format)',
			pretty({
				isError: true,
				content: [{ type: 'text', text: 'Plan directory not found' }],
				_meta: { errorCode: 'PLAN_DIR_MISSING', hint: 'Run plan.init' },
			}),
			{ inputKind: 'foreign-tool-error', verdict: 'invalid', code: null },
		],
		[
			'structuredContent.error.error_code (another server’s format)',
			pretty({
				isError: true,
				structuredContent: {
					error: {
						error_code: 'AMBIGUOUS_REPO',
						jsonrpc_code: -32602,
						hint: 'Retry with repo_uri',
					},
				},
			}),
			{ inputKind: 'foreign-tool-error', verdict: 'invalid' },
		],
		[
			'structuredContent.error with code and hint but no descriptor',
			pretty({
				isError: true,
				structuredContent: {
					error: { code: 'NO_INDEX', message: 'Repo has no index.', hint: 'Run codehub analyze' },
				},
			}),
			{ inputKind: 'foreign-tool-error', verdict: 'invalid' },
		],
		[
			'an envelope inside terminal text',
			`$ flutter_mcp_cli exec --name get_vm\n[ERROR] ${JSON.stringify(envelope())}\nexit status 67\n`,
			{
				inputKind: 'envelope',
				extractedFrom: 'terminal-text',
				verdict: 'valid',
				code: 'connect_failed',
			},
		],
		['empty input', '', { inputKind: 'empty', verdict: 'none', findings: [] }],
		['whitespace only', ' \n\t \r\n', { inputKind: 'empty', verdict: 'none', findings: [] }],
		[
			'text that is not JSON',
			'connection refused',
			{ inputKind: 'not-json', verdict: 'not-envelope', looksLike: 'text' },
		],
		['a JSON array', '[1, 2]', { inputKind: 'unknown-json', verdict: 'invalid' }],
		[
			'a JSON object that is nothing of ours',
			'{"status":"ok"}',
			{ inputKind: 'unknown-json', verdict: 'invalid' },
		],
		[
			'a tool result with plain text, as dart_mcp reports an uncaught error',
			'{"isError":true,"content":[{"type":"text","text":"boom"}]}',
			{ inputKind: 'plain-failure', envelopePointer: null, verdict: 'not-envelope', code: null },
		],
		[
			'a tool result that carries nothing',
			'{"isError":true,"content":[]}',
			{ inputKind: 'mcp-tool-result', envelopePointer: null, verdict: 'invalid' },
		],
	];

	it.each(cases)('recognises %s', (_, text, expected) => {
		expect(validate(text)).toMatchObject(expected);
	});

	it('explains a JSON-RPC error with one note and lists no missing members', () => {
		const result = validate(
			'{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not found: command/run"}}',
		);
		expect(rules(result)).toStrictEqual(['explain.rpcMethodNotFound']);
		expect(result.findings[0]!.message).toContain('-32601');
		expect(result.findings[0]!).toMatchObject({
			severity: 'info',
			pointer: '/error',
			line: 1,
			column: 33,
		});
		expect(result.explanation).toMatchObject({
			id: 'rpcMethodNotFound',
			title: 'The server has no such method',
		});
		expect(result.explanation!.text).toContain('(Method not found: command/run)');
	});

	it('names the foreign code and says it is another server’s format', () => {
		const result = validate(pretty({ isError: true, _meta: { errorCode: 'PLAN_DIR_MISSING' } }));
		const finding = only(result, 'input.foreign');
		expect(finding.pointer).toBe('/_meta/errorCode');
		expect(finding.message).toContain('PLAN_DIR_MISSING');
		expect(finding.message).toMatch(/another MCP server/);
		expect(result.inputKindDetail).toMatch(/another server/);
	});

	it('says where the envelope was found, in both languages', () => {
		const text = pretty({ isError: true, structuredContent: { error: envelope() } });
		expect(validate(text).inputKindDetail).toBe(
			'MCP tool result: error object found in structuredContent.error.',
		);
		expect(validate(text, 'zh-TW').inputKindDetail).toContain('structuredContent.error');
		expect(validate(text, 'zh-TW').inputKindDetail).toMatch(/\p{Script=Han}/u);
	});

	it('warns when isError is not true', () => {
		const result = validate(pretty({ isError: false, structuredContent: { error: envelope() } }));
		expect(result.verdict).toBe('valid');
		expect(only(result, 'input.isErrorNotTrue')).toMatchObject({
			severity: 'warning',
			pointer: '/isError',
			line: 2,
			column: 14,
		});
		const missing = validate(pretty({ structuredContent: { error: envelope() } }));
		expect(only(missing, 'input.isErrorNotTrue')).toMatchObject({
			pointer: '/isError',
			line: 1,
			column: 1,
		});
		expect(only(missing, 'input.isErrorNotTrue').message).toMatch(/^isError is missing/);
	});

	it('places findings of JSON found in terminal text relative to the whole text', () => {
		const line = JSON.stringify(envelope((e) => (e.descriptor.exitCode = 68)));
		const text = `12:00:01 connecting\n12:00:02 ERROR ${line} (after 3 attempts)\n`;
		const result = validate(text);
		expect(result.extractedFrom).toBe('terminal-text');
		expect(result.inputKindDetail).toContain('line 2, column 16');
		expect(only(result, 'descriptor.mismatch')).toMatchObject({
			line: 2,
			column: 15 + line.indexOf('68') + 1,
		});
	});

	it('prefers the largest object in terminal text', () => {
		const text = `request {"id":1} response ${JSON.stringify(envelope())} done {"ok":true}`;
		expect(validate(text)).toMatchObject({
			inputKind: 'envelope',
			extractedFrom: 'terminal-text',
			verdict: 'valid',
		});
	});

	it('maps findings inside content[].text back to the pasted text, through the escapes', () => {
		const text = pretty({
			isError: true,
			content: [
				{ type: 'text', text: JSON.stringify(envelope((e) => (e.descriptor.exitCode = 68))) },
			],
		});
		const finding = only(validate(text), 'descriptor.mismatch');
		expect(finding.pointer).toBe('/content/0/text/descriptor/exitCode');
		const key = positionOf(text, '\\"exitCode\\":68');
		expect(finding).toMatchObject({
			line: key.line,
			column: key.column + '\\"exitCode\\":'.length,
		});
		const lines = text.split('\n');
		expect(lines[finding.line - 1]!.slice(finding.column - 1 - '\\"exitCode\\":'.length)).toMatch(
			/^\\"exitCode\\":68/,
		);
	});
});

describe('JSON syntax', () => {
	it.each([
		[
			'single quotes',
			'{\n  "code": "x",\n  "message": \'hi\'\n}',
			{ line: 3, column: 14 },
			/double quotes/,
		],
		['a trailing comma', '{\n  "code": "x",\n}', { line: 3, column: 1 }, /Trailing comma/],
		['a trailing comma in an array', '{"a": [1, 2, ]}', { line: 1, column: 14 }, /Trailing comma/],
		['NaN', '{"code": "x", "exitCode": NaN}', { line: 1, column: 27 }, /NaN and Infinity/],
		['-Infinity', '{"n": -Infinity}', { line: 1, column: 7 }, /NaN and Infinity/],
		['a line comment', '{\n  // the code\n  "code": "x"\n}', { line: 2, column: 3 }, /Comments/],
		[
			'a block comment after a value',
			'{"code": "x" /* why */}',
			{ line: 1, column: 14 },
			/Comments/,
		],
		['an unquoted key', '{code: "x"}', { line: 1, column: 2 }, /double quotes/],
		['a missing comma', '{"a": 1\n "b": 2}', { line: 2, column: 2 }, /Expected "," or "}"/],
		['a leading zero', '{"a": 007}', { line: 1, column: 8 }, /Malformed number/],
		['an unclosed object', '{"a": {"b": 1}', { line: 1, column: 15 }, /ends too early/],
		['an unclosed string', '{"a": "abc', { line: 1, column: 7 }, /never closed/],
		['a raw newline in a string', '{"a": "ab\ncd"}', { line: 1, column: 10 }, /line break/],
		['a bad escape', '{"a": "\\x41"}', { line: 1, column: 8 }, /escape/],
	])('reports %s with line and column', (_, text, position, message) => {
		const result = validate(text);
		expect(result.inputKind).toBe('not-json');
		const finding = only(result, 'json.syntax');
		expect(finding).toMatchObject({ severity: 'error', ...position });
		expect(finding.message).toMatch(message);
	});

	it('counts \\r\\n as one line break', () => {
		expect(only(validate('{\r\n  "a": 1,\r\n}'), 'json.syntax')).toMatchObject({
			line: 3,
			column: 1,
		});
	});

	it('reports the error of broken JSON inside terminal text at its place in the text', () => {
		const result = validate('[ERROR] tool failed: {"code": "connect_failed", "exitCode": 67,}\n');
		expect(result.inputKind).toBe('not-json');
		expect(only(result, 'json.syntax')).toMatchObject({ line: 1, column: 64 });
	});

	it('tolerates a leading BOM with a note', () => {
		const result = validate(`\uFEFF${pretty(envelope())}`);
		expect(result.verdict).toBe('valid');
		expect(only(result, 'input.bom')).toMatchObject({ severity: 'info', line: 1, column: 1 });
	});
});

describe('envelope shape', () => {
	it('reports a missing member at the object that should hold it', () => {
		const text = pretty(envelope((e) => delete e.descriptor.exitCode));
		const finding = only(validate(text), 'shape.missing');
		expect(finding).toMatchObject({
			severity: 'error',
			pointer: '/descriptor/exitCode',
			...positionOf(text, '{', 2),
		});
		expect(finding.message).toBe('Required member descriptor.exitCode is missing.');
	});

	it('prefixes pointers with the wrapper', () => {
		const text = pretty({
			isError: true,
			structuredContent: { error: envelope((e) => delete e.recovery) },
		});
		expect(only(validate(text), 'shape.missing')).toMatchObject({
			pointer: '/structuredContent/error/recovery',
			...positionOf(text, '{', 3),
		});
	});

	it('reports a wrong type with the actual value', () => {
		const text = pretty(envelope((e) => (e.descriptor.exitCode = '67')));
		const finding = only(validate(text), 'shape.type');
		expect(finding).toMatchObject({
			pointer: '/descriptor/exitCode',
			actual: '"67"',
			...positionOf(text, '"67"'),
		});
		expect(finding.message).toMatch(
			/descriptor\.exitCode must be a number, but it is a string "67"/,
		);
	});

	it('shows a number too large for a double as Infinity', () => {
		const text = pretty(envelope()).replace('"exitCode": 67', '"exitCode": 1e400');
		expect(only(validate(text), 'shape.type')).toMatchObject({
			pointer: '/descriptor/exitCode',
			actual: 'Infinity',
		});
	});

	it('reports an out-of-range status', () => {
		const finding = only(
			validate(pretty(envelope((e) => (e.descriptor.httpLikeStatus = 700)))),
			'shape.range',
		);
		expect(finding).toMatchObject({ pointer: '/descriptor/httpLikeStatus', actual: '700' });
		expect(finding.message).toMatch(/at most 599/);
	});

	it('reports an empty code', () => {
		expect(only(validate(pretty(envelope((e) => (e.code = '')))), 'shape.empty')).toMatchObject({
			pointer: '/code',
		});
	});

	it('reports details that are not an object', () => {
		expect(only(validate(pretty(envelope((e) => (e.details = [])))), 'shape.type')).toMatchObject({
			pointer: '/details',
			actual: '[]',
		});
	});

	it('reports an envelope that is not an object', () => {
		const result = validate(pretty({ isError: true, structuredContent: { error: 'boom' } }));
		expect(only(result, 'shape.type')).toMatchObject({ pointer: '/structuredContent/error' });
	});

	it('accepts members the contract may add later', () => {
		expect(validate(pretty(envelope((e) => (e.traceId = 'abc')))).verdict).toBe('valid');
	});
});

describe('contract checks', () => {
	it.each([
		['CONNECT_FAILED', ['connect_failed']],
		['conect_failed', ['connect_failed']],
		['connect-failed', ['connect_failed']],
		['connect failed', ['connect_failed']],
		['totally_made_up', []],
	])('reports the unknown code %s with suggestions %j', (code, suggestions) => {
		const result = validate(pretty(envelope((e) => (e.code = code))));
		const finding = only(result, 'code.unknown');
		expect(finding).toMatchObject({
			severity: 'error',
			pointer: '/code',
			suggestions,
			actual: JSON.stringify(code),
		});
		expect(finding.message).toContain('unknown_error');
		if (suggestions.length) expect(finding.message).toContain(`Did you mean ${suggestions[0]}?`);
		expect(result).toMatchObject({ code, knownCode: false, recovery: null, retry: null });
	});

	it('reports each descriptor fact that differs from the registry', () => {
		const text = pretty(
			envelope(
				(e) =>
					(e.descriptor = {
						category: 'internal',
						retryable: false,
						exitCode: 68,
						httpLikeStatus: 500,
					}),
			),
		);
		const findings = validate(text).findings.filter((f) => f.rule === 'descriptor.mismatch');
		expect(findings.map((f) => [f.pointer, f.expected, f.actual])).toStrictEqual([
			['/descriptor/category', '"connectivity"', '"internal"'],
			['/descriptor/retryable', 'true', 'false'],
			['/descriptor/exitCode', '67', '68'],
			['/descriptor/httpLikeStatus', '503', '500'],
		]);
		expect(findings.every((f) => f.severity === 'error')).toBe(true);
	});

	it('words an exit code mismatch with the sysexits name', () => {
		const finding = only(
			validate(pretty(envelope((e) => (e.descriptor.exitCode = 68)))),
			'descriptor.mismatch',
		);
		expect(finding.message).toBe(
			'descriptor.exitCode is 68, but Error Playbook’s code list says connect_failed exits with 67 (EX_NOUSER).',
		);
	});

	it('warns when fix_command is not the registry’s command', () => {
		const text = pretty(
			envelope((e) => (e.recovery.fix_command = 'flutter_mcp_cli doctor --json')),
		);
		const result = validate(text);
		expect(result.verdict).toBe('valid');
		const finding = only(result, 'recovery.fixCommandMismatch');
		expect(finding).toMatchObject({
			severity: 'warning',
			pointer: '/recovery/fix_command',
			actual: '"flutter_mcp_cli doctor --json"',
		});
		expect(JSON.parse(finding.expected!)).toBe(
			findCode(registry, 'connect_failed')!.recovery.kind === 'command'
				? (findCode(registry, 'connect_failed')!.recovery as { command: string }).command
				: '',
		);
	});

	it.each([
		['a filled token', connectCommand],
		[
			'the placeholder itself',
			findCode(registry, 'connect_failed')!.recovery.kind === 'command'
				? (findCode(registry, 'connect_failed')!.recovery as { command: string }).command
				: '',
		],
		['surrounding whitespace', `  ${connectCommand}\n`],
	])('accepts a fix_command with %s', (_, command) => {
		expect(
			rules(validate(pretty(envelope((e) => (e.recovery.fix_command = command))))),
		).not.toContain('recovery.fixCommandMismatch');
	});

	it('does not let a placeholder swallow spaces', () => {
		const command = connectCommand.replace(token, 'abc def');
		expect(rules(validate(pretty(envelope((e) => (e.recovery.fix_command = command)))))).toContain(
			'recovery.fixCommandMismatch',
		);
	});

	it('compares the instruction of write_blocked in either language', () => {
		const entry = findCode(registry, 'write_blocked')!;
		for (const lang of ['en', 'zh-TW'] as const)
			expect(
				validate(pretty(exampleCoreError(entry)!), lang).findings.filter(
					(f) => f.severity !== 'info',
				),
			).toStrictEqual([]);
		const other = {
			...exampleCoreError(entry)!,
			recovery: { summary: 's', fix_command: 'rm the file' },
		};
		expect(only(validate(pretty(other)), 'recovery.fixCommandMismatch').expected).toBe(
			JSON.stringify('Retry without --no-overwrite or choose a new --output/--name.'),
		);
	});

	it('warns about a deprecated code and names its replacement', () => {
		const retired: EngineRegistry = {
			...engine,
			codes: engine.codes.map((c) =>
				c.code === 'get_vm_failed'
					? { ...c, deprecated: { since: '3.2.0', replacement: 'connect_failed' } }
					: c,
			),
		};
		const entry = findCode(registry, 'get_vm_failed')!;
		const result = validate(pretty(exampleCoreError(entry)!), 'en', { registry: retired });
		const finding = only(result, 'code.deprecated');
		expect(finding).toMatchObject({ severity: 'warning', pointer: '/code' });
		expect(finding.message).toContain('connect_failed');
		expect(finding.message).toContain('3.2.0');
		expect(result.verdict).toBe('valid');
	});
});

describe('recovery and retry advice', () => {
	it('gives the contract’s command as the CLI prints it, its <token> filled from the URI the paste names', () => {
		const contract = (findCode(registry, 'connect_failed')!.recovery as { command: string })
			.command;
		// A targetId that is no URI leaves the pasted address the app's; with no details the usual
		// cause is a stale address, which is never filled in (English review 9 #3).
		const result = validate(
			pretty(envelope((e) => (e.details = { reason: 'invalid_target_id', targetId: 'my-phone' }))),
		);
		expect(validate(pretty(envelope())).recovery?.unfilled).toEqual(['token']);
		expect(result.recovery).toStrictEqual({
			command: contract.replace('<token>', token),
			summary: findCode(registry, 'connect_failed')!.recovery.summary.en,
			instruction: null,
			printed: contract,
			unfilled: [],
			unsafe: [],
			form: 'flutter_mcp_cli is the v3 contract’s name for the CLI; run the command as flutter-mcp-toolkit, the binary installed today.',
		});
		expect(result.retry?.label).toBeTruthy();
		expect(result.retry?.text).toBeTruthy();
	});

	it('fills a placeholder from the message, which names it where the CLI leaves it literal', () => {
		const snapshot = (id: string) =>
			envelope((e) => {
				const entry = findCode(registry, 'snapshot_not_found')!;
				e.code = entry.code;
				e.message = `Invalid argument(s): Snapshot not found: ${id}`;
				e.descriptor = {
					code: entry.code,
					category: entry.category,
					retryable: entry.retryable,
					exitCode: entry.exitCode,
					httpLikeStatus: entry.httpLikeStatus,
				};
				e.recovery = {
					summary: 'Create the snapshot before referencing it.',
					fix_command: (entry.recovery as { command: string }).command,
				};
			});
		expect(validate(pretty(snapshot('before-login'))).recovery?.command).toBe(
			`flutter_mcp_cli snapshot create --name before-login --args '{}'`,
		);
		const hostile = validate(pretty(snapshot("x'; rm -rf ~; echo '")));
		expect(hostile.recovery?.command).toBe(
			`flutter_mcp_cli snapshot create --name <snapshot_id> --args '{}'`,
		);
		expect(hostile.recovery?.unsafe).toStrictEqual(['snapshot_id']);
		expect(only(hostile, 'recovery.unsafePlaceholder')).toMatchObject({
			severity: 'info',
			pointer: '/message',
		});
	});

	it('gives the instruction for a code without a command', () => {
		const result = validate(
			pretty(exampleCoreError(findCode(registry, 'write_blocked')!)!),
			'zh-TW',
		);
		expect(result.recovery).toMatchObject({
			command: null,
			instruction: (
				findCode(registry, 'write_blocked')!.recovery as { instruction: { 'zh-TW': string } }
			).instruction['zh-TW'],
		});
	});
});

describe('duplicate keys', () => {
	it('warns with the pointer and position of the repeated key', () => {
		const text =
			'{\n  "code": "connect_failed",\n  "descriptor": {"exitCode": 1, "exitCode": 67}\n}';
		const finding = only(validate(text), 'json.duplicateKey');
		expect(finding).toMatchObject({
			severity: 'warning',
			pointer: '/descriptor/exitCode',
			line: 3,
			column: 33,
		});
		expect(finding.message).toContain('line 3, column 18');
	});

	it('finds repeated keys in a large object and inside content[].text', () => {
		const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
		const text = JSON.stringify(envelope((e) => (e.details = many))).replace(
			'"k49":49',
			'"k49":49,"k7":0',
		);
		expect(only(validate(text), 'json.duplicateKey').pointer).toBe('/details/k7');
		const inner = JSON.stringify(envelope()).replace('"code":', '"code":"x","code":');
		const wrapped = pretty({ isError: true, content: [{ type: 'text', text: inner }] });
		expect(only(validate(wrapped), 'json.duplicateKey')).toMatchObject({
			pointer: '/content/0/text/code',
			...positionOf(wrapped, '\\"code\\":', 2),
		});
	});

	it('treats an escaped key as the same key', () => {
		expect(
			only(validate('{"code":"x","\\u0063ode":"connect_failed"}'), 'json.duplicateKey').pointer,
		).toBe('/code');
	});
});

describe('languages', () => {
	const text = pretty(envelope((e) => (e.descriptor.exitCode = 68)));
	it('writes messages in English', () => {
		const result = validate(text, 'en');
		// ASCII but for the typographic apostrophe of rendered prose (“Error Playbook’s”).
		expect(result.findings[0]!.message).toMatch(/^[\x20-\x7e’]+$/);
		expect(result.retry!.text).toMatch(
			/repeat the same call|Repeating at once will not help|change what caused it/,
		);
	});
	it('writes messages in Traditional Chinese', () => {
		const result = validate(text, 'zh-TW');
		expect(result.findings[0]!.message).toMatch(/\p{Script=Han}/u);
		expect(result.findings[0]!.message).toContain('descriptor.exitCode');
		expect(result.findings[0]!.message).toContain('EX_NOUSER');
		expect(result.recovery!.summary).toBe(
			findCode(registry, 'connect_failed')!.recovery.summary['zh-TW'],
		);
		expect(validate('{', 'zh-TW').findings[0]!.message).toMatch(/\p{Script=Han}/u);
	});
});

describe('every registry example', () => {
	const examples = registry.codes
		.filter((entry) => entry.example)
		.flatMap((entry) =>
			(['en', 'zh-TW'] as const).map((lang) => [entry.code, lang, entry] as const),
		);
	it.each(examples)('%s (%s) is valid, with notes at most', (code, lang, entry) => {
		const result = validate(pretty(exampleCoreError(entry)!), lang);
		expect(result.findings.filter((f) => f.severity !== 'info')).toStrictEqual([]);
		expect(result).toMatchObject({ verdict: 'valid', code, knownCode: true });
		expect(result.recovery).not.toBeNull();
	});
});

describe('hostile input', () => {
	it('survives 100,000 nested arrays and reports the depth', () => {
		const text = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
		const result = validate(text);
		expect(only(result, 'input.tooDeep')).toMatchObject({
			severity: 'error',
			line: 1,
			column: 1001,
		});
		expect(result.verdict).toBe('invalid');
	});

	it('survives 100,000 nested objects around an envelope', () => {
		const text = `${'{"a":'.repeat(100_000)}${JSON.stringify(envelope())}${'}'.repeat(100_000)}`;
		expect(only(validate(text), 'input.tooDeep').line).toBe(1);
	});

	it('survives deep envelope members', () => {
		const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
		const text = JSON.stringify(envelope())
			.replace('"details":{', `"extra":${deep},"details":{`)
			.replace('"exitCode":67', `"exitCode":${deep}`);
		const result = validate(text);
		expect(rules(result)).toContain('input.tooDeep');
		expect(only(result, 'shape.type').actual).toBe('[…]');
	});

	it('survives 100,000 unclosed brackets', () => {
		const result = validate('['.repeat(100_000));
		expect(result.inputKind).toBe('not-json');
		expect(rules(result)).toContain('json.syntax');
	});

	it('survives thousands of { that start nothing', () => {
		const start = performance.now();
		const result = validate(`log ${'{ "a": '.repeat(200_000)}`);
		expect(result.inputKind).toBe('not-json');
		expect(performance.now() - start).toBeLessThan(10_000);
	});

	it('does not let __proto__, constructor or prototype pollute prototypes', () => {
		const text = `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, ${JSON.stringify(envelope()).slice(1, -1)}, "details": {"__proto__": {"polluted": true}, "token": "abc"}}`;
		const result = validate(text);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		expect(Object.prototype).not.toHaveProperty('polluted');
		expect(result.code).toBe('connect_failed');
		// The text repeats "details" on purpose; nothing else is wrong with it.
		expect(rules(result)).toStrictEqual(['json.duplicateKey']);
		expect(rules(validate('{"__proto__": {"code": "connect_failed"}}'))).toContain('input.unknown');
		expect(validate(pretty(envelope((e) => (e.code = '__proto__'))))).toMatchObject({
			knownCode: false,
		});
		expect(validate(pretty(envelope((e) => (e.code = 'constructor'))))).toMatchObject({
			knownCode: false,
		});
	});

	it('refuses input over the size limit without parsing it', () => {
		const result = validate(' '.repeat(6_000_000));
		expect(result).toMatchObject({ inputKind: 'too-large', verdict: 'invalid' });
		expect(only(result, 'input.tooLarge').message).toContain('5000000');
		expect(validate(pretty(envelope()), 'en', { maxChars: 100 }).inputKind).toBe('too-large');
	});

	it('caps the list of repeated keys', () => {
		const text = `{${Array.from({ length: 500 }, () => '"a":1').join(',')}}`;
		const result = validate(text);
		expect(
			result.findings.filter((f) => f.rule === 'json.duplicateKey').length,
		).toBeLessThanOrEqual(51);
		expect(result.findings.some((f) => f.message.includes('449 more'))).toBe(true);
	});

	it('shows long and odd values shortly', () => {
		const result = validate(pretty(envelope((e) => (e.code = 'x'.repeat(100_000)))));
		expect(only(result, 'code.unknown').message.length).toBeLessThan(400);
	});
});

describe('any input', () => {
	const samples = [
		pretty(envelope()),
		pretty({ isError: true, structuredContent: { error: envelope() } }),
		pretty({ isError: true, content: [{ type: 'text', text: JSON.stringify(envelope()) }] }),
		`log line\n${JSON.stringify(envelope())}\nmore`,
	];
	/** A sample with a few characters inserted, replaced or removed. */
	const mutated = fc
		.tuple(
			fc.constantFrom(...samples),
			fc.array(fc.tuple(fc.nat(), fc.string({ unit: 'binary', maxLength: 2 }), fc.boolean()), {
				minLength: 1,
				maxLength: 4,
			}),
		)
		.map(([text, edits]) => {
			let out = text;
			for (const [at, insert, replace] of edits) {
				const i = at % (out.length + 1);
				out = out.slice(0, i) + insert + out.slice(i + (replace ? 1 : 0));
			}
			return out;
		});

	it('never throws, never fails inside, and places every finding in the text, in order', () => {
		fc.assert(
			fc.property(
				fc.oneof(mutated, fc.string({ unit: 'binary' }), fc.json()),
				fc.constantFrom<Lang>('en', 'zh-TW'),
				(text, lang) => {
					const result = validate(text, lang);
					expect(rules(result)).not.toContain('engine.internal');
					const lines = text.split(/\r\n|\r|\n/);
					let previous = [0, 0];
					for (const f of result.findings) {
						expect(f.line).toBeGreaterThanOrEqual(1);
						expect(f.line).toBeLessThanOrEqual(lines.length);
						expect(f.column).toBeGreaterThanOrEqual(1);
						expect(f.column).toBeLessThanOrEqual(lines[f.line - 1]!.length + 1);
						expect(
							f.line > previous[0]! || (f.line === previous[0] && f.column >= previous[1]!),
						).toBe(true);
						previous = [f.line, f.column];
						expect(f.message).not.toBe('');
					}
					expect(result.verdict === 'none').toBe(text.trim() === '');
				},
			),
			{ numRuns: 1500 },
		);
	});
});
