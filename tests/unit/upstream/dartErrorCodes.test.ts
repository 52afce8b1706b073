import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDartErrorCodes } from '../../../scripts/lib/upstream/dartErrorCodes.ts';

const fixture = (path: string) =>
	readFileSync(fileURLToPath(new URL(`../../fixtures/upstream/${path}`, import.meta.url)), 'utf8');

const v3 = parseDartErrorCodes(fixture('v3-layout/mcp_shared_core/lib/src/types/error_codes.dart'));
const contract = parseDartErrorCodes(
	fixture('contract-layout/mcp_server_dart/lib/src/core/error_codes.dart'),
);

describe('parseDartErrorCodes: the catalog', () => {
	it('reads each static const of the ErrorCode class, and nothing commented out', () => {
		expect([...v3.codes.keys()]).toEqual([
			'connect_failed',
			'vm_not_connected',
			'connection_selection_required',
			'brand_new_failed',
			'unknown_error',
		]);
		expect(v3.catalogLine).toBe(34);
		// A declaration wrapped after `=` is placed at its name.
		expect(v3.codes.get('vm_not_connected')!.line).toBe(36);
		expect(v3.notes).toEqual([]);
	});

	it('refuses a file without an ErrorCode class', () => {
		expect(() => parseDartErrorCodes(`export 'x.dart' show CoreErrorCode;`)).toThrow(
			/no class whose name ends with ErrorCode/,
		);
	});
});

describe('parseDartErrorCodes: descriptors', () => {
	it('resolves category constants and keeps the line of each field', () => {
		expect(v3.codes.get('connect_failed')!.descriptor).toEqual({
			source: 'entry',
			category: { value: 'connectivity', line: 48 },
			retryable: { value: true, line: 49 },
			exitCode: { value: 68, line: 50 },
			httpLikeStatus: { value: 503, line: 51 },
		});
	});

	it('keeps an expression it does not evaluate as its text, so it cannot pass for a value', () => {
		expect(v3.codes.get('unknown_error')!.descriptor!.httpLikeStatus).toEqual({
			value: 'kInternalStatus',
			line: 79,
		});
	});

	it('gives a code without a descriptor entry the default of descriptorForErrorCode', () => {
		const descriptor = contract.codes.get('get_vm_failed')!.descriptor!;
		expect(descriptor.source).toBe('fallback');
		expect(descriptor.category).toEqual({ value: 'internal', line: 37 });
		expect(descriptor.exitCode).toEqual({ value: 70, line: 39 });
	});

	it('notes a second descriptor for the same code instead of taking it', () => {
		const parsed = parseDartErrorCodes(`
abstract final class CoreErrorCode { static const a = 'a_failed'; }
final m = {
  CoreErrorCode.a: CoreErrorDescriptor(code: CoreErrorCode.a, category: 'io', retryable: true, exitCode: 74, httpLikeStatus: 500),
  CoreErrorCode.a: CoreErrorDescriptor(code: CoreErrorCode.a, category: 'vm', retryable: true, exitCode: 68, httpLikeStatus: 500),
};`);
		expect(parsed.codes.get('a_failed')!.descriptor!.category.value).toBe('io');
		expect(parsed.notes).toEqual([{ value: 'a second descriptor for a_failed', line: 5 }]);
	});

	it('takes the map key when a descriptor has no code argument', () => {
		const parsed = parseDartErrorCodes(`
abstract final class CoreErrorCode { static const a = 'a_failed'; }
final m = { CoreErrorCode.a: CoreErrorDescriptor(category: 'io', retryable: true, exitCode: 74, httpLikeStatus: 500) };`);
		expect(parsed.codes.get('a_failed')!.descriptor!.exitCode.value).toBe(74);
	});
});

describe('parseDartErrorCodes: recoveries', () => {
	it('joins adjacent literals and resolves escapes of a table entry', () => {
		expect(v3.codes.get('connect_failed')!.recovery).toEqual({
			source: 'static',
			summary: { value: 'Retry with an explicit VM URI target.', line: 125 },
			fixCommands: {
				value: [
					`flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"ws://127.0.0.1:8181/<token>/ws"}}'`,
				],
				line: 126,
			},
		});
		expect(contract.codes.get('connect_failed')!.recovery!.fixCommands.value).toEqual([
			`flutter_mcp_cli exec --name get_vm --args '{"connection":{"uri":"ws://127.0.0.1:8181/<token>/ws"}}'`,
		]);
	});

	it('reads a computed recovery with every command it can return', () => {
		expect(v3.codes.get('connection_selection_required')!.recovery).toEqual({
			source: 'computed',
			summary: { value: 'Pick one VM target and retry.', line: 108 },
			fixCommands: {
				value: [
					`flutter-mcp-toolkit exec --name discover_debug_apps --args '{}'`,
					`flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"targetId":"\${picked}"}}'`,
				],
				line: 109,
			},
		});
	});

	it('gives a code without an entry the entry the fallback names, at that entry’s lines', () => {
		const unknown = v3.codes.get('unknown_error')!.recovery!;
		expect(unknown.source).toBe('static');
		expect(v3.codes.get('brand_new_failed')!.recovery).toEqual({ ...unknown, source: 'fallback' });
		expect(unknown.summary.line).toBe(135);
	});

	it('leaves the recovery empty when there is neither an entry nor a fallback', () => {
		const parsed = parseDartErrorCodes(`
abstract final class CoreErrorCode { static const a = 'a_failed'; static const b = 'b_failed'; }
final t = { CoreErrorCode.a: <String, Object?>{'summary': 'A.', 'fix_commands': ['one', 'two']} };`);
		expect(parsed.codes.get('a_failed')!.recovery!.fixCommands.value).toEqual(['one', 'two']);
		expect(parsed.codes.get('b_failed')!.recovery).toBeNull();
	});

	it('keeps a summary that is not a literal as its text', () => {
		const parsed = parseDartErrorCodes(`
abstract final class CoreErrorCode { static const a = 'a_failed'; }
final t = { CoreErrorCode.a: {'summary': summaryFor(a), 'fix_command': 'x'} };`);
		expect(parsed.codes.get('a_failed')!.recovery!.summary.value).toBe('summaryFor(a)');
	});
});
