import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import type { Lang } from '../../../src/lib/i18n/index.ts';

/**
 * Release detection and advice in the release's words, over the real-output fixtures of
 * tests/fixtures/cli-output (each derived from the release fact sheet) and small edits of them.
 */

const dir = new URL('../../fixtures/cli-output/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, dir), 'utf8');
const validate = (text: string, lang: Lang = 'en') =>
	validateInput(text, { registry: engineRegistry, lang });
const rules = (text: string, severity: string) =>
	validate(text)
		.findings.filter((f) => f.severity === severity)
		.map((f) => f.rule);
const { cases } = JSON.parse(read('cases.json')) as { cases: { file: string }[] };

describe('a flutter-mcp-toolkit payload', () => {
	const later = cases
		.map((c) => ({ file: c.file, result: validate(read(c.file)) }))
		.filter(({ result }) => result.release?.atLeast);

	it('is found among the fixtures (3.0.0, 3.0.7, 4.0.0-dev.1, 4.0.0-dev.6)', () => {
		const ids = new Set(later.map(({ result }) => result.release!.id));
		for (const id of ['3.0.0', '3.0.7', '4.0.0-dev.1', '4.0.0-dev.6']) expect(ids).toContain(id);
	});

	it('is never told to run flutter_mcp_cli, and is told whose form its command is', () => {
		let commands = 0;
		for (const { file, result } of later) {
			const { recovery } = result;
			if (!recovery?.command) continue;
			commands++;
			expect(recovery.command, file).not.toMatch(/flutter_mcp_cli/);
			expect(recovery.printed ?? '', file).not.toMatch(/flutter_mcp_cli/);
			expect(recovery.command, file).toMatch(/^flutter-mcp-toolkit /);
			// A later code's command is the payload's own, and says so instead.
			if (recovery.fromPayload) expect(recovery.form, file).toMatch(/What the CLI itself said/);
			else
				expect(recovery.form, file).toMatch(/^As flutter-mcp-toolkit \d\S* and later print it\.$/);
		}
		expect(commands).toBeGreaterThanOrEqual(5);
	});

	it('gets the target it was computed for, with its own binary (connection_selection_required)', () => {
		// error_codes.dart at v3.0.0 is b7f4434's with the binary renamed (fact sheet §1.2).
		const text = read('transcript-selection-required.txt').replaceAll(
			'flutter_mcp_cli',
			'flutter-mcp-toolkit',
		);
		const result = validate(text);
		expect(result.verdict).toBe('valid');
		expect(result.release).toMatchObject({ id: '3.0.0', atLeast: true });
		expect(result.recovery?.command).toBe(
			`flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"targetId":"ws://127.0.0.1:61001/Ab12Cd34Ef0=/ws"}}'`,
		);
		expect(result.recovery?.form).toBe('As flutter-mcp-toolkit 3.0.0 and later print it.');
	});

	it('with a later code gets its release’s command, and with a code newer than the catalog its own fix_command, as what the CLI said', () => {
		const result = validate(read('stdout-later-code.txt'));
		expect(result.codeStatus).toBe('later');
		expect(result.recovery?.command).toBe('flutter-mcp-toolkit doctor --json');
		expect(result.recovery?.fromPayload).toBeFalsy();
		const newer = validate(
			read('stdout-later-code.txt').replaceAll('hover_failed', 'drag_failed_in_dev9'),
		);
		expect(newer.codeStatus).toBe('unknown');
		expect(newer.recovery).toMatchObject({
			command: 'flutter-mcp-toolkit doctor --json',
			fromPayload: true,
		});
	});

	it('keeps the contract’s command for a b7f4434 payload', () => {
		const result = validate(read('stdout-vm-not-connected.txt'));
		expect(result.release).toMatchObject({ id: 'b7f4434', atLeast: false });
		expect(result.recovery?.command).toBe(`flutter_mcp_cli exec --name status --args '{}'`);
		// Its one line: the contract's name is no binary anyone installs (eighth readings, item 5).
		expect(result.recovery?.form).toBe(
			'flutter_mcp_cli is the v3 contract’s name for the CLI; run the command as flutter-mcp-toolkit, the binary installed today.',
		);
	});

	it('says so in both languages', () => {
		const text = read('mcp-intentcall-fill-form-failed.json');
		expect(validate(text).release?.text).toBe(
			'flutter-mcp-toolkit ≥ 4.0.0-dev.1, MCP tool result via IntentCall',
		);
		expect(validate(text, 'zh-TW').release?.text).toBe(
			'flutter-mcp-toolkit 4.0.0-dev.1 以上版本，判斷依據：經 IntentCall 包裝的 MCP 工具結果',
		);
	});

	it('says when nothing tells the release', () => {
		const result = validate(read('stdout-write-blocked.txt'));
		expect(result.release).toMatchObject({ id: null, atLeast: false, label: null });
		expect(result.release?.text).toMatch(/^cannot tell; nothing in this output differs/);
		// English review 5: "Release: Release not told: nothing in this payload…" said Release twice.
		expect(result.release?.text).not.toMatch(/payload|Release/);
	});

	it('warns when marks of the contract and of a later release are mixed', () => {
		const text = read('stdout-later-code.txt').replace(
			'flutter-mcp-toolkit doctor',
			'flutter_mcp_cli doctor',
		);
		expect(rules(text, 'warning')).toContain('release.mixed');
	});
});

describe('IntentCall’s wrapper', () => {
	const text = read('mcp-intentcall-fill-form-failed.json');

	it('puts its findings inside the error object in details', () => {
		const result = validate(text.replace('\\"exitCode\\":69', '\\"exitCode\\":70'));
		expect(result.verdict).toBe('invalid');
		const finding = result.findings.find((f) => f.severity === 'error');
		expect(finding).toMatchObject({
			rule: 'descriptor.mismatch',
			pointer: '/content/0/text/details/descriptor/exitCode',
		});
		// Placed in the pasted text: on the escaped "exitCode":70 inside the string.
		expect(
			text.replace('\\"exitCode\\":69', '\\"exitCode\\":70').slice(finding!.start, finding!.end),
		).toBe('70');
	});

	it('warns when its code is not the inner error’s', () => {
		const changed = text.replace(
			'{\\"code\\":\\"fill_form_failed\\"',
			'{\\"code\\":\\"core_error\\"',
		);
		expect(rules(changed, 'warning')).toEqual(['intentCall.codeMismatch']);
	});

	it('warns when its message is not the inner error’s', () => {
		const changed = text.replace(
			'fields list is empty\\",\\"details\\":{',
			'no fields\\",\\"details\\":{',
		);
		expect(rules(changed, 'warning')).toEqual(['intentCall.messageMismatch']);
	});

	it('with plain details claims no catalog code, alone or in a tool result', () => {
		const inner =
			'{"code":"validation_error","message":"Missing required property \\"fields\\".","details":{}}';
		for (const input of [
			inner,
			JSON.stringify({ content: [{ text: inner, type: 'text' }], isError: true }),
		]) {
			const result = validate(input);
			expect(result).toMatchObject({ verdict: 'not-envelope', code: null, knownCode: false });
			expect(result.explanation?.id).toBe('intentCallFailure');
		}
	});

	it('pasted alone with a contract code and plain details stays a broken error object', () => {
		// Before 4.0.0-dev.1 nothing prints {code,message,details}: without the tool result around
		// it, this may be an error object that lost its descriptor and recovery.
		const result = validate(
			'{"code":"vm_not_connected","message":"VM service not connected","details":{}}',
		);
		expect(result.verdict).toBe('invalid');
	});
});

describe('batch’s details.steps', () => {
	const text = read('stdout-batch-v3-0-0.txt');

	it('warns when the outer code is not the first failing step’s', () => {
		const changed = text
			.replace(
				'"error":{"code":"vm_not_connected","message":"Batch',
				'"error":{"code":"connect_failed","message":"Batch',
			)
			.replace(
				'"descriptor":{"code":"vm_not_connected","category":"vm","retryable":true,"exitCode":68,"httpLikeStatus":503},"recovery":{"summary":"Connect to a running debug target before issuing VM commands.","fix_command":"flutter-mcp-toolkit exec --name status --args \'{}\'"}},"meta":{}}',
				`"descriptor":{"code":"connect_failed","category":"connectivity","retryable":true,"exitCode":67,"httpLikeStatus":503},"recovery":{"summary":"Retry with an explicit VM URI target.","fix_command":"flutter-mcp-toolkit exec --name get_vm --args '{\\"connection\\":{\\"uri\\":\\"ws://127.0.0.1:8181/<token>/ws\\"}}'"}},"meta":{}}`,
			);
		expect(changed).not.toBe(text);
		expect(validate(changed).code).toBe('connect_failed');
		expect(rules(changed, 'warning')).toEqual(['batch.codeMismatch']);
	});
});

describe('a JSON array of messages', () => {
	it('checks the first failing element and names the others', () => {
		const line = read('stdout-vm-not-connected.txt').trim();
		const result = validate(`[${read('stdout-success.txt').trim()},${line},${line}]`);
		expect(result).toMatchObject({
			verdict: 'valid',
			code: 'vm_not_connected',
			envelopePointer: '/1/error',
		});
		expect(result.inputKindDetail).toMatch(
			/^A JSON array of 3 messages, of which element \[1\] is checked\. /,
		);
		expect(result.findings.map((f) => f.message)).toContain(
			'Elements [2] of the array fail too; only [1] was checked.',
		);
	});
});
