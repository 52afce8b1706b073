import { describe, expect, it } from 'vitest';
import { type Fix, parseRegistry, registry, requireCode } from '../../../src/lib/registry/index.ts';
import { codePage, fixWhenText, wrapperPage } from '../../../src/lib/views/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';

/**
 * "What to do" as every renderer gets it from the view: the registry's fixes in its order (the
 * likely one first), what selects each in words, commands in the binary people install, and the
 * contract's `flutter_mcp_cli` form moved out of the answer into a folded note.
 */
const connectFailed = requireCode(registry, 'connect_failed', 'test');

/** A registry whose `code` has `fixes` (a throwaway, for shapes the data does not have yet). */
function withFixes(code: string, fixes: Fix[]) {
	return parseRegistry({
		...registry,
		codes: registry.codes.map((c) => (c.code === code ? { ...c, fixes } : c)),
	});
}

const lockFix = (over: Partial<Fix>): Fix => ({
	id: 'wait',
	cause: { en: 'Another process holds the lock.', 'zh-TW': '另一個處理程序持有鎖定。' },
	steps: [{ en: 'Wait, then run it again.', 'zh-TW': '稍候再執行一次。' }],
	check: { expect: { en: 'Exit status 0.', 'zh-TW': '結束代碼為 0。' } },
	sources: ['mcp_server_dart/lib/src/core/executor.dart:130-161'],
	...over,
});

describe('the fixes of a code page', () => {
	it('keeps the registry order, the likely fix first, each anchored fix-<id>', () => {
		const view = codePage(registry, connectFailed, 'en');
		const ids = connectFailed.fixes!.map((f) => f.id);
		expect(view.sections.whatToDo.fixes.map((f) => f.id)).toStrictEqual(ids);
		expect(view.sections.whatToDo.fixes[0]!.anchor).toBe('fix-stale-uri');
		// The outline: "What to do" first, a heading per fix under it, in the same order.
		const outline = view.outline.map((h) => h.id);
		expect(outline[0]).toBe('what-to-do');
		expect(outline.slice(1, 1 + ids.length)).toStrictEqual(ids.map((id) => `fix-${id}`));
		expect(view.outline[1]!.depth).toBe(3);
	});

	it('says in words what selects a fix, in both languages', () => {
		const [en, zh] = (['en', 'zh-TW'] as const).map(
			(lang) => codePage(registry, connectFailed, lang).sections.whatToDo.fixes,
		);
		expect(en![0]!.when).toBeNull();
		expect(en![1]!.when).toBe('When `details.reason` is `no_targets`.');
		expect(zh![1]!.when).toBe('適用條件：`details.reason` 為 `no_targets`。');
		expect(
			fixWhenText({ details: { reason: 'x', targetId: '*' }, surface: 'mcp', exitCode: 69 }, 'en'),
		).toBe(
			'When `details.reason` is `x`, `details` has `targetId`, the MCP server returned it, and the exit status is 69.',
		);
		expect(fixWhenText({ message: 'Unsupported command: ', command: 'exec' }, 'zh-TW')).toBe(
			'適用條件：`message` 以 `Unsupported command: ` 開頭，且失敗的指令是 `exec`。',
		);
	});

	it('shows a command that is its own check once, and says so', () => {
		const reg = withFixes('state_lock_timeout', [
			lockFix({
				command: 'flutter-mcp-toolkit status',
				check: { command: 'flutter-mcp-toolkit status', expect: { en: 'Ok.', 'zh-TW': '成功。' } },
			}),
		]);
		const entry = requireCode(reg, 'state_lock_timeout', 'test');
		const [fix] = codePage(reg, entry, 'en').sections.whatToDo.fixes;
		expect(fix!.command).toBe('flutter-mcp-toolkit status');
		expect(fix!.check).toStrictEqual({
			command: null,
			same: true,
			expect: 'Ok.',
		});
	});

	it('keeps a different check command, and a fix without command', () => {
		const reg = withFixes('state_lock_timeout', [
			lockFix({
				check: {
					command: 'flutter-mcp-toolkit doctor --json',
					expect: { en: 'Ok.', 'zh-TW': '成功。' },
				},
			}),
		]);
		const entry = requireCode(reg, 'state_lock_timeout', 'test');
		const [fix] = codePage(reg, entry, 'en').sections.whatToDo.fixes;
		expect(fix!.command).toBeNull();
		expect(fix!.check).toStrictEqual({
			command: 'flutter-mcp-toolkit doctor --json',
			same: false,
			expect: 'Ok.',
		});
	});

	it('folds the contract’s flutter_mcp_cli form into a note, out of the answer', () => {
		const view = codePage(registry, connectFailed, 'en');
		// The contract's command is the CLI's word for word: the note under the CLI's command says so
		// in one sentence, and there is no fold of the contract's left (English review 8, item 7).
		expect(view.sections.contractNote).toBeNull();
		expect(view.sections.cliRecovery.remark).toContain(
			'the v3 contract table and the CLI’s code at b7f4434 both write it `flutter_mcp_cli exec --name get_vm',
		);
		const [printed] = view.sections.cliRecovery.fixCommands;
		expect(printed).toMatchObject({ kind: 'command', same: null });
		expect(printed!.kind === 'command' && printed!.block.code).toMatch(/^flutter_mcp_cli /);
		// No fix and no command of the CLI's current form names the contract's binary.
		for (const fix of view.sections.whatToDo.fixes)
			expect(`${fix.command} ${fix.check.command}`).not.toContain('flutter_mcp_cli');
		expect(view.sections.cliRecovery.current.commands).toStrictEqual([
			`flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"ws://127.0.0.1:8181/<token>/ws"}}'`,
		]);
		// A later code has no contract to fold.
		const later = codePage(registry, requireCode(registry, 'stale_snapshot', 't'), 'en');
		expect(later.sections.contractNote).toBeNull();
	});

	it('shows each command once above the retry advice, on every code page', () => {
		for (const entry of registry.codes) {
			const { whatToDo, cliRecovery, contractNote } = codePage(registry, entry, 'en').sections;
			const fixCommands = new Set(
				whatToDo.fixes.flatMap((fix) => [fix.command, fix.check.command]),
			);
			const boxed = cliRecovery.current.commands.filter(
				(_, i) => !cliRecovery.current.sameAsFix[i],
			);
			for (const command of boxed) expect(fixCommands, entry.code).not.toContain(command);
			for (const fix of cliRecovery.fixCommands)
				if (fix.kind === 'command' && fix.same === null)
					expect(boxed, entry.code).not.toContain(fix.block.code);
			if (contractNote?.command)
				expect(entry.cli.recovery.fixCommands, entry.code).not.toContain(contractNote.command);
		}
		// state_lock_timeout's CLI prints doctor, which its third fix already shows in a box.
		const lock = codePage(registry, requireCode(registry, 'state_lock_timeout', 't'), 'en');
		// Named by number, not by its 28-word heading (English review 5), and linked to it.
		expect(lock.sections.cliRecovery.current.sameAsFix[0]).toStrictEqual({
			text: `It is the command of fix ${lock.sections.whatToDo.fixes.findIndex((f) => f.command === lock.sections.cliRecovery.current.commands[0]) + 1} above.`,
			anchor: expect.stringMatching(/^fix-/),
		});
		// On invalid_command the CLI's command is a fix's check: it says so.
		for (const lang of ['en', 'zh-TW'] as const) {
			const invalid = codePage(registry, requireCode(registry, 'invalid_command', 't'), lang);
			const same = invalid.sections.cliRecovery.current.sameAsFix.filter((s) => s !== null);
			expect(same.length).toBeGreaterThan(0);
			for (const s of same)
				expect(s!.text).toMatch(
					lang === 'en' ? /^It is the check of fix \d+ above\.$/ : /確認指令。$/,
				);
		}
	});

	it('says whose words the CLI’s fold quotes: the v3 contract’s on its codes (review 5, item 1)', () => {
		for (const lang of ['en', 'zh-TW'] as const)
			for (const entry of registry.codes) {
				const { cliRecovery } = codePage(registry, entry, lang).sections;
				const quotesContract = cliRecovery.fixCommands.some(
					(fix) => fix.kind === 'command' && fix.block.code.startsWith('flutter_mcp_cli '),
				);
				// A title above flutter_mcp_cli bytes names that binary and its commit, never a release.
				if (quotesContract || entry.addedIn === undefined) {
					expect(cliRecovery.fold.title, entry.code).toContain('flutter_mcp_cli');
					expect(cliRecovery.fold.title, entry.code).toContain('b7f4434');
				} else expect(cliRecovery.fold.title, entry.code).not.toContain('flutter_mcp_cli');
				// The Markdown twin carries the same title before the quoted texts.
				const md = codeMarkdown(registry, entry.code, lang);
				const at = md.indexOf(cliRecovery.fold.title);
				expect(at, entry.code).toBeGreaterThan(-1);
				expect(md.indexOf('`summary`', at), entry.code).toBeGreaterThan(at);
			}
	});

	it('names flutter_mcp_cli only as the v3 contract’s CLI, with its commit (review 5, item 3)', () => {
		for (const lang of ['en', 'zh-TW'] as const)
			for (const entry of registry.codes) {
				const { sections } = codePage(registry, entry, lang);
				const { examples, contractVsCli } = sections;
				// How the code reaches a reader, and the leads of the examples, name what people run.
				const prose = [
					...sections.howItReachesYou.map((line) => line.text),
					...examples.surfaces.map((example) => example.lead ?? ''),
				];
				for (const text of prose) expect(text, entry.code).not.toContain('flutter_mcp_cli');
				// The examples of a contract code are its CLI's output: one label says whose, once.
				if (entry.addedIn === undefined && examples.surfaces.length > 0)
					expect(examples.label, entry.code).toMatch(
						/flutter_mcp_cli.*b7f4434|b7f4434.*flutter_mcp_cli/,
					);
				else expect(examples.label, entry.code).toBeNull();
				for (const text of [contractVsCli.named?.lead, examples.doctor?.lead])
					if (text !== undefined) expect(text, entry.code).toContain('b7f4434');
			}
	});

	it('asks for every placeholder of the fixes’ commands, once', () => {
		const names = codePage(registry, connectFailed, 'en').facts.recovery.placeholders.map(
			(p) => p.name,
		);
		expect(names).toStrictEqual(['vm_service_uri', 'token']);
	});

	it('gives a wrapper code its fixes when it has them', () => {
		const wrapper = registry.wrapperCodes[0]!;
		const reg = parseRegistry({
			...registry,
			wrapperCodes: registry.wrapperCodes.map((w) =>
				w === wrapper
					? {
							...w,
							fixes: [lockFix({ command: 'flutter-mcp-toolkit exec --name <command_name>' })],
						}
					: w,
			),
		});
		const view = wrapperPage(
			reg,
			reg.wrapperCodes.find((w) => w.code === wrapper.code)!,
			'en',
		);
		expect(view.whatToDo.fixes.map((f) => f.anchor)).toStrictEqual(['fix-wait']);
		expect(view.outline.map((h) => h.id).slice(0, 3)).toStrictEqual([
			'what-to-do',
			'fix-wait',
			'placeholders',
		]);
		expect(view.placeholders.map((p) => p.name)).toStrictEqual(['command_name']);
		const md = codeMarkdown(reg, wrapper.code, 'en');
		expect(md).toContain('### Another process holds the lock.');
		expect(md).not.toContain(wrapper.whatToDo.en);
	});
});

describe('the Markdown twin', () => {
	it('lists every fix in order, with its steps, command and check', () => {
		const md = codeMarkdown(registry, 'connect_failed', 'en');
		// Numbered, as the page's "fix 3 above" names them (English review 15 #4).
		const causes = connectFailed.fixes!.map((f, i) =>
			md.indexOf(`### Fix ${i + 1}: ${f.cause.en}`),
		);
		expect(causes.every((at) => at > 0)).toBe(true);
		expect([...causes].sort((a, b) => a - b)).toStrictEqual(causes);
		expect(md).toContain('When `details.reason` is `no_targets`.');
		expect(md).toContain(
			'```sh\nflutter-mcp-toolkit exec --name get_vm --args \'{"connection":{"uri":"<vm_service_uri>"}}\'\n```',
		);
		// The first fix's command is its own check; the next fixes run the same command, and print
		// it and its check again: a reader sent to one fix reads it alone (English review 12 #9,
		// zh-TW review 13 #12).
		const check = '**Check** (the command’s own output): Exit status 0 and `"ok":true`';
		expect(md).toContain(check);
		const second = md.slice(md.indexOf('When `details.reason` is `no_targets`.'));
		expect(second.slice(0, second.indexOf('\n### '))).toContain(
			'```sh\nflutter-mcp-toolkit exec --name get_vm --args \'{"connection":{"uri":"<vm_service_uri>"}}\'\n```\n\n' +
				check,
		);
		expect(md).not.toContain('Run the command of the fix above.');
		expect(md).not.toContain('The command above is its own check');
		// "What to do" comes before the CLI's own command and the contract's form, in its note.
		expect(md.indexOf('## What to do')).toBeLessThan(md.indexOf('### Placeholders'));
		expect(md.indexOf('### Placeholders')).toBeLessThan(
			md.indexOf('the v3 contract table and the CLI’s code at b7f4434 both write it'),
		);
	});
});
