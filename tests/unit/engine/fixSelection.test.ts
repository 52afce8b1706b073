import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, ownMemberAt, validateInput } from '../../../src/lib/engine/index.ts';
import {
	coreError,
	cliStdoutLine,
	executorMeta,
	findCode,
	mcpToolResult,
	registry,
	type CodeEntry,
} from '../../../src/lib/registry/index.ts';
import type { Fix } from '../../../src/lib/registry/index.ts';

/**
 * The branch a payload opens (issue 30, item 1): built from the registry itself, so every branch a
 * data author adds is tried — a payload made from the `cli.details` shape its `when` names must
 * open it, and a later branch that an earlier one always shadows fails here.
 */

type When = NonNullable<Fix['when']>;
const validate = (text: string, lang: 'en' | 'zh-TW' = 'en') =>
	validateInput(text, { registry: engineRegistry, lang });

/** The `cli.details` shapes in which every member of `when.details` holds. */
function shapesFor(entry: CodeEntry, when: When): Record<string, unknown>[] {
	return entry.cli.details
		.map((d) => d.value as Record<string, unknown> | null)
		.filter((value): value is Record<string, unknown> => value !== null)
		.filter((value) =>
			Object.entries(when.details ?? {}).every(([member, wanted]) => {
				// A member may be a dotted path into `details` (`permission.backend`).
				const actual = ownMemberAt(value, member);
				return wanted === '*' ? actual !== undefined : actual === wanted;
			}),
		);
}

/**
 * A message for a paste that no fix's `message` condition claims, so that a branch chosen by its
 * `details` is tried on them alone (invalid_command's example, "Unsupported command: …", is the
 * unknown-command branch's own).
 */
function unclaimedMessage(entry: CodeEntry): string {
	const claimed = (text: string) =>
		entry.fixes.some((f) => f.when?.message !== undefined && text.startsWith(f.when.message));
	const example = entry.example?.message;
	if (example !== undefined && !claimed(example)) return example;
	return (
		entry.cli.messages.map((m) => m.format).find((f) => !claimed(f)) ??
		entry.cli.messages[0]!.format
	);
}

/** A paste that carries `details` and meets every other member of `when`. */
function pasteFor(entry: CodeEntry, when: When, details: Record<string, unknown> | null): string {
	const message = when.message ?? unclaimedMessage(entry);
	const error = coreError(entry, { message, details });
	const surface = when.surface ?? 'cli';
	const body =
		surface === 'mcp'
			? JSON.stringify(mcpToolResult(error))
			: cliStdoutLine(error, executorMeta(when.command ?? 'exec', 12));
	return when.exitCode === undefined ? body : `${body}\n$ echo $?\n${when.exitCode}\n`;
}

/**
 * `shape` without the members that an earlier fix selects on and `fix` does not name: a documented
 * shape may show one occurrence of two causes at once (fill_form_failed's failed field whose
 * underlying error is a stale snapshot), and the earlier, more specific branch rightly wins there.
 */
function withoutEarlierSelectors(
	entry: CodeEntry,
	fix: Fix,
	shape: Record<string, unknown>,
): Record<string, unknown> {
	const own = new Set(Object.keys(fix.when?.details ?? {}));
	const earlier = entry.fixes.slice(0, entry.fixes.indexOf(fix));
	const drop = new Set(
		earlier.flatMap((f) => Object.keys(f.when?.details ?? {})).filter((m) => !own.has(m)),
	);
	return Object.fromEntries(Object.entries(shape).filter(([m]) => !drop.has(m)));
}

const withFixes = registry.codes;

describe('the fix a payload selects', () => {
	it('has codes with branches to try', () => {
		expect(withFixes.map((e) => e.code)).toContain('connect_failed');
	});

	for (const entry of withFixes)
		for (const fix of entry.fixes!.filter((f) => f.when?.details)) {
			it(`${entry.code}: a payload with ${JSON.stringify(fix.when!.details)} opens #fix-${fix.id}`, () => {
				const shapes = shapesFor(entry, fix.when!);
				expect(shapes, 'no cli.details shape carries these members').not.toHaveLength(0);
				for (const shape of shapes) {
					const details = withoutEarlierSelectors(entry, fix, shape);
					const result = validate(pasteFor(entry, fix.when!, details));
					expect(result.code).toBe(entry.code);
					expect(result.fix?.id).toBe(fix.id);
					expect(result.fix?.selectedBy).toBe('when');
					expect(result.fix?.matched.map((m) => m.member)).toEqual(
						expect.arrayContaining(Object.keys(fix.when!.details!).map((k) => `details.${k}`)),
					);
					// The page shows every branch: the others are listed, this one is not among them.
					expect(result.fix?.others.map((o) => o.id).sort()).toEqual(
						entry
							.fixes!.filter((f) => f.id !== fix.id)
							.map((f) => f.id)
							.sort(),
					);
				}
			});
		}

	for (const entry of withFixes.filter((e) => e.fixes!.filter((f) => f.when?.details).length >= 2))
		it(`${entry.code}: two payloads that differ in details open different branches`, () => {
			const [a, b] = entry.fixes!.filter((f) => f.when?.details);
			const open = (fix: Fix) =>
				validate(
					pasteFor(
						entry,
						fix.when!,
						withoutEarlierSelectors(entry, fix, shapesFor(entry, fix.when!)[0]!),
					),
				).fix?.id;
			expect(open(a!)).toBe(a!.id);
			expect(open(b!)).toBe(b!.id);
			expect(open(a!)).not.toBe(open(b!));
		});

	it('falls back to the usual fix (the first without a condition) when no condition holds', () => {
		const entry = findCode(registry, 'connect_failed')!;
		const result = validate(
			// A reason no fix names (the `forceReconnect` query has a fix of its own since reading 21).
			pasteFor(entry, {}, { reason: 'websocket_closed' }),
		);
		expect(result.fix?.id).toBe(entry.fixes!.find((f) => !f.when)!.id);
		expect(result.fix?.selectedBy).toBe('usual');
		expect(result.fix?.matched).toEqual([]);
	});

	it('speaks the language validated in, and keeps the selection', () => {
		const entry = findCode(registry, 'connect_failed')!;
		const paste = pasteFor(entry, {}, { reason: 'no_targets', availableTargets: [] });
		const en = validate(paste).fix!;
		const zh = validate(paste, 'zh-TW').fix!;
		expect(zh.id).toBe(en.id);
		const fix = entry.fixes!.find((f) => f.id === en.id)!;
		expect(en.cause).toBe(fix.cause.en);
		expect(zh.cause).toBe(fix.cause['zh-TW']);
		expect(zh.steps).toEqual(fix.steps.map((s) => s['zh-TW']));
		expect(zh.check.expect).toBe(fix.check.expect['zh-TW']);
	});

	it('is absent for what is no error object', () => {
		expect(validate('{"ok":true,"data":{},"meta":{}}').fix).toBeUndefined();
		expect(validate('not json').fix).toBeUndefined();
	});
});

describe('placeholders filled from anywhere in the paste', () => {
	// The fixture's own cause (stale-uri) makes its address the dead one, which is never filled in
	// (the describe below). A targetId that is no URI (not-a-uri) leaves the paste's address usable:
	// the same transcript with that reason tries the filling itself.
	const transcript = readFileSync(
		new URL('../../fixtures/cli-output/transcript-connect-failed-stderr.txt', import.meta.url),
		'utf8',
	).replace('"details":null', '"details":{"reason":"invalid_target_id","targetId":"my-phone"}');
	const uri = 'ws://127.0.0.1:8181/Xk3f9QpR2s=/ws';

	it('the variant selects a fix whose cause keeps the address', () => {
		const result = validate(transcript);
		expect(result.fix?.id).toBe('not-a-uri');
	});

	it('fills <vm_service_uri> of the fix and <token> of the recovery from a transcript', () => {
		expect(transcript).toContain(uri);
		const result = validate(transcript);
		// The transcript ran flutter_mcp_cli, which no release installs: the fix is run as the
		// binary installed today (English review 28 #1).
		expect(result.fix?.command).toBe(
			`flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"${uri}"}}'`,
		);
		expect(result.fix?.check.command).toContain(uri);
		expect(result.fix?.unfilled).toEqual([]);
		expect(result.recovery?.command).toContain(uri);
		expect(result.recovery?.unfilled).toEqual([]);
	});

	it("prefers flutter run's announcement, as a ws:// URI, over a URI a failed command used", () => {
		const announced =
			'A Dart VM Service on sdk gphone64 arm64 is available at: http://127.0.0.1:50123/AbCd_Ef12=/\n';
		const result = validate(announced + transcript);
		expect(result.fix?.command).toContain('"uri":"ws://127.0.0.1:50123/AbCd_Ef12=/ws"');
		// The contract's recovery writes port 8181 itself: the app on 50123's token would open
		// nothing there, so `<token>` stays for the reader (the fix's command is the one to run).
		expect(result.recovery?.command).toContain('ws://127.0.0.1:8181/<token>/ws');
		expect(result.recovery?.unfilled).toEqual(['token']);
	});

	it('reads app.debugPort.wsUri of flutter run --machine', () => {
		const machine =
			'[{"event":"app.debugPort","params":{"appId":"a1","port":50124,"wsUri":"ws://127.0.0.1:50124/Zz9_x=/ws"}}]\n';
		const result = validate(machine + transcript);
		expect(result.fix?.command).toContain('"uri":"ws://127.0.0.1:50124/Zz9_x=/ws"');
	});

	it('reads meta.endpoint of the payload before the text around it', () => {
		const entry = findCode(registry, 'connect_failed')!;
		const endpoint = 'ws://127.0.0.1:40404/Tok3n=/ws';
		const line = cliStdoutLine(
			coreError(entry, {
				message: 'Failed to connect: x',
				details: { reason: 'invalid_target_id', targetId: 'my-phone' },
			}),
			executorMeta('connect', 3, endpoint),
		);
		const result = validate(`${line}\nsee ws://127.0.0.1:1/other=/ws`);
		expect(result.fix?.command).toContain(endpoint);
	});

	it('leaves a masked token unfilled (a share link with secrets masked)', () => {
		const masked = transcript.replaceAll('Xk3f9QpR2s=', '***');
		const result = validate(masked);
		expect(result.fix?.command).toContain('<vm_service_uri>');
		expect(result.fix?.unfilled).toEqual(['vm_service_uri']);
		expect(result.fix?.unsafe).toEqual([]);
		expect(result.recovery?.unfilled).toEqual(['token']);
	});

	it('never fills a shell-unsafe value: text that is no URI is not read as one', () => {
		const entry = findCode(registry, 'connect_failed')!;
		const line = cliStdoutLine(
			coreError(entry, { message: 'Failed to connect: x', details: null }),
			executorMeta('connect', 3, "ws://127.0.0.1:1/a';rm -rf ~;'/ws"),
		);
		for (const paste of [
			line,
			`${line}\nws://127.0.0.1:8181/$(touch x)/ws ws://h:1/a'b/ws ws://h:1/\`id\`/ws`,
		]) {
			const result = validate(paste);
			expect(result.fix?.command).toContain('<vm_service_uri>');
			expect(result.fix?.command).not.toMatch(/rm -rf|touch|`id`/);
		}
	});

	it('reads a long paste of URI-like text in linear time (no backtracking)', () => {
		const entry = findCode(registry, 'connect_failed')!;
		const line = cliStdoutLine(
			coreError(entry, { message: 'Failed to connect: x', details: null }),
			executorMeta('connect', 3),
		);
		const noise = `${'ws://' + 'a'.repeat(300) + ':1/'.repeat(3)}\n`.repeat(2000);
		const announcements = 'is available at: http://'.repeat(20_000);
		const result = validate(`${noise}${announcements}\n${line}`);
		expect(result.code).toBe('connect_failed');
		expect(result.fix?.unfilled).toEqual(['vm_service_uri']);
	});
});

describe('a cause that makes the pasted address stale leaves it open (English review 9 #3)', () => {
	const read = (path: string) =>
		readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8');
	const dead = 'Xk3f9QpR2s=';

	it.each(['en', 'zh-TW'] as const)(
		'terminal.log (%s): connect_failed stale-uri offers no command with the address that failed',
		(lang) => {
			const result = validate(read('envelopes/terminal.log'), lang);
			expect(result.code).toBe('connect_failed');
			expect(result.fix?.id).toBe('stale-uri');
			expect(result.fix?.command).toContain('"uri":"<vm_service_uri>"');
			expect(result.fix?.check.command).toContain('<vm_service_uri>');
			expect(result.fix?.unfilled).toEqual(['vm_service_uri']);
			// The CLI's own recovery writes the same dead port; its token stays open too.
			expect(result.recovery?.command).toContain('ws://127.0.0.1:8181/<token>/ws');
			expect(result.recovery?.unfilled).toEqual(['token']);
			expect(JSON.stringify([result.fix, result.recovery])).not.toContain(dead);
		},
	);

	it('an announcement in the paste is no exception: it may be the address before the restart', () => {
		const announced =
			'A Dart VM Service on sdk gphone64 arm64 is available at: http://127.0.0.1:8181/Xk3f9QpR2s=/\n';
		const result = validate(announced + read('cli-output/transcript-connect-failed-stderr.txt'));
		expect(result.fix?.id).toBe('stale-uri');
		expect(result.fix?.command).not.toContain(dead);
	});

	it('marks the fixes whose steps ask for the address the running app prints now', () => {
		const marked = registry.codes.flatMap((entry) =>
			entry.fixes.filter((f) => f.staleAddress).map((f) => `${entry.code}#${f.id}`),
		);
		expect(marked).toEqual(
			expect.arrayContaining([
				'connect_failed#stale-uri',
				'connect_failed#session-reattach',
				'vm_not_connected#app-unreachable',
				'hot_reload_failed#connection-lost',
			]),
		);
		// A mark on a fix with nothing to leave open would say nothing.
		for (const entry of [...registry.codes, ...registry.wrapperCodes])
			for (const fix of entry.fixes.filter((f) => f.staleAddress))
				expect(`${fix.command ?? ''} ${fix.check.command ?? ''}`).toContain('<vm_service_uri>');
	});
});
