import { describe, expect, it } from 'vitest';
import {
	crossReferenceIssues,
	messageMatchesFormat,
	parseRegistry,
	registry,
	type CodeEntry,
	type Registry,
} from '../../../src/lib/registry/index.ts';

const clone = (): Registry => structuredClone(registry);
const code = (r: Registry, name: string): CodeEntry => r.codes.find((c) => c.code === name)!;
const messages = (r: Registry) => crossReferenceIssues(r).map((i) => i.message);

describe('the registry passes its own cross checks', () => {
	it('has no issue today', () => {
		expect(crossReferenceIssues(registry)).toStrictEqual([]);
	});
});

describe('each cross check rejects a registry that breaks it', () => {
	it('a category that is not one of the ten', () => {
		const broken = clone();
		code(broken, 'connect_failed').category = 'connection';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › connect_failed › category: unknown category "connection"/,
		);
	});

	it('an exit code the registry does not describe', () => {
		const broken = clone();
		code(broken, 'connect_failed').exitCode = 71;
		expect(messages(broken)).toContain('exit code 71 is not in exitCodes');
	});

	it('a fallback recovery that is not unknown_error’s, word for word', () => {
		const broken = clone();
		code(broken, 'get_vm_failed').cli.recovery.summary = 'Inspect error details and retry.';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › get_vm_failed › cli\.recovery: a fallback recovery is unknown_error’s recovery/,
		);
	});

	it('a CLI fix_command that differs from the contract without a deviation saying so', () => {
		const broken = clone();
		broken.deviations = broken.deviations.filter(
			(d) => d.codes === 'all' || !d.codes.includes('write_blocked'),
		);
		expect(messages(broken)).toContain(
			'the CLI’s fix_command differs from the contract’s, and no deviation names this code',
		);
	});

	it('a deviation about a code that does not exist', () => {
		const broken = clone();
		const deviation = broken.deviations.find((d) => d.id === 'write-blocked-wording')!;
		deviation.codes = ['write_blocker'];
		expect(() => parseRegistry(broken)).toThrow(
			/deviations › write-blocked-wording › codes: unknown code "write_blocker"/,
		);
	});

	it('an example message the CLI never builds', () => {
		const broken = clone();
		code(broken, 'connect_failed').example!.message = 'Could not connect to ws://127.0.0.1:8181/ws';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › connect_failed › example\.message: the example message matches none of cli\.messages/,
		);
	});

	it('example details in a shape the CLI never builds, key order included', () => {
		const broken = clone();
		code(broken, 'connect_failed').example!.details = {
			availableTargets: [],
			reason: 'no_targets',
		};
		expect(messages(broken)).toContain(
			'the example details have none of the shapes in cli.details (keys in the CLI’s order)',
		);
	});

	it('example details where the CLI passes null', () => {
		const broken = clone();
		code(broken, 'invalid_command').example!.details = {};
		expect(messages(broken)).toContain(
			'the example details have none of the shapes in cli.details (keys in the CLI’s order)',
		);
	});

	it('a code that is never emitted but claims a surface', () => {
		const broken = clone();
		code(broken, 'state_lock_conflict').cli.surfaces = ['cli'];
		expect(messages(broken)).toContain(
			'a code the CLI never puts in a payload (never) has no surfaces and no messages',
		);
	});

	it('daemon.reached that contradicts the surfaces', () => {
		const broken = clone();
		code(broken, 'snapshot_not_found').cli.daemon = { rpcCode: -32004, reached: true };
		expect(messages(broken)).toContain(
			'daemon.reached must say whether "daemon" is among the surfaces',
		);
	});

	it('a daemon entry for a code that only lends its exit status', () => {
		const broken = clone();
		code(broken, 'doctor_critical_failed').cli.daemon = { rpcCode: -32000, reached: false };
		expect(messages(broken)).toContain(
			'daemon is null exactly for a code that only lends its exit status',
		);
	});

	it('an example shown on a surface that cannot carry the code', () => {
		const broken = clone();
		code(broken, 'snapshot_not_found').example!.daemon = true;
		expect(messages(broken)).toContain(
			'the example is shown on daemon, which cannot carry the code',
		);
	});

	it('an example for a code no surface carries', () => {
		const broken = clone();
		code(broken, 'unknown_error').example = structuredClone(
			code(broken, 'unexpected_executor_error').example,
		);
		expect(messages(broken)).toContain(
			'a code has an example exactly when some surface can carry it',
		);
	});

	it('a CLI example whose meta is half the executor’s', () => {
		const broken = clone();
		code(broken, 'invalid_command').example!.cli!.durationMs = 4;
		expect(messages(broken)).toContain(
			'durationMs is null exactly when the CLI fails before the executor (command null)',
		);
	});

	it('an unknown placeholder in a CLI fix command', () => {
		const broken = clone();
		code(broken, 'connection_selection_required').cli.recovery.fixCommands[0] =
			'flutter_mcp_cli exec --name get_vm --args <target>';
		expect(messages(broken)).toContain('placeholder <target> is not in placeholders');
	});

	it('a later code that cites b7f4434, has `since`, or names no published release', () => {
		const broken = clone();
		const later = code(broken, 'hover_failed');
		later.cli.sources[0] = 'mcp_server_dart/lib/src/core/executor.dart:12';
		later.since = '3.0.0';
		code(broken, 'wait_timeout').addedIn = 'b7f4434';
		expect(messages(broken)).toEqual(
			expect.arrayContaining([
				'a later code cites a release as <tag>:path:line',
				'a code has `since` (of the contract) or `addedIn` (a later release), not both',
				'"b7f4434" is not a published release of releases.json',
			]),
		);
		expect(() => parseRegistry(broken)).toThrow(/codes › hover_failed › since: a code has/);
	});

	it('a contract code that cites a release, or has neither `since` nor `addedIn`', () => {
		const broken = clone();
		code(broken, 'connect_failed').cli.sources[0] = 'v3.0.0:mcp_server_dart/lib/x.dart:1';
		delete code(broken, 'vm_not_connected').since;
		expect(messages(broken)).toEqual(
			expect.arrayContaining([
				'a code of the contract cites b7f4434 as path:line, without a tag',
				'a code has `since` (of the contract) or `addedIn` (a later release), not both',
			]),
		);
	});

	it('a later code whose fallback recovery is not unknown_error’s in its release’s binary', () => {
		const broken = clone();
		code(broken, 'wait_timeout').cli.recovery.fixCommands = ['flutter_mcp_cli doctor --json'];
		expect(messages(broken)).toContain(
			'a fallback recovery is unknown_error’s recovery, word for word',
		);
	});
});

describe('message formats', () => {
	it('a slot stands for any text, newlines included; the rest must match exactly', () => {
		expect(
			messageMatchesFormat(
				'Failed to connect: No debug targets discovered',
				'Failed to connect: <reason>',
			),
		).toBe(true);
		expect(
			messageMatchesFormat(
				'Hot reload failed: boom #0 a\n#1 b\n',
				'Hot reload failed: <exception> <stack_trace>',
			),
		).toBe(true);
		expect(messageMatchesFormat('Failed to connect:', 'Failed to connect: <reason>')).toBe(false);
		expect(messageMatchesFormat('Session not found.', 'Session not found')).toBe(false);
		expect(
			messageMatchesFormat(
				'Invalid argument(s): Unsupported command: x',
				'Invalid argument(s): Unsupported command: <command_name>',
			),
		).toBe(true);
	});
});

describe('a broken registry stops the build with a message naming entry and field', () => {
	it('names the code and the field of a missing translation', () => {
		const broken = clone() as unknown as { codes: Record<string, unknown>[] };
		(broken.codes[1]!.meaning as Record<string, string>)['zh-TW'] = '   ';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › connect_failed › meaning\.zh-TW: must not be empty/,
		);
	});

	it('names the code when a translation of a CLI fact is absent altogether', () => {
		const broken = clone() as unknown as { codes: { cli: { raisedAt: Record<string, string> } }[] };
		delete broken.codes[22]!.cli.raisedAt['zh-TW'];
		expect(() => parseRegistry(broken)).toThrow(/codes › invalid_command › cli\.raisedAt\.zh-TW/);
	});

	it('names a deviation whose Chinese text is missing', () => {
		const broken = clone() as unknown as { deviations: { cli: Record<string, string> }[] };
		delete broken.deviations[0]!.cli['zh-TW'];
		expect(() => parseRegistry(broken)).toThrow(/deviations › stdout-wraps-the-error › cli\.zh-TW/);
	});

	it('names an unknown placeholder in the contract’s fix command', () => {
		const broken = clone();
		const entry = code(broken, 'invalid_command');
		if (entry.recovery.kind !== 'command') throw new Error('fixture');
		entry.recovery.command = 'flutter_mcp_cli schema --name <tool_name>';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › invalid_command › recovery: placeholder <tool_name> is not in placeholders/,
		);
	});

	it('rejects a source reference that is not path:line', () => {
		const broken = clone();
		code(broken, 'connect_failed').cli.sources[0] = 'executor.dart';
		expect(() => parseRegistry(broken)).toThrow(
			/codes › connect_failed › cli\.sources\.0: must be path:line \(at b7f4434\) or <tag>:path:line/,
		);
	});

	it('rejects a duplicate code', () => {
		const broken = clone();
		broken.codes.push(structuredClone(broken.codes[0]!));
		expect(() => parseRegistry(broken)).toThrow(/duplicate unexpected_executor_error/);
	});
});
