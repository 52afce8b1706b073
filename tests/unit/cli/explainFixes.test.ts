import { describe, expect, it } from 'vitest';
import { explainCommand } from '../../../src/cli/explainCommand.ts';
import { codePageText } from '../../support/codePageText.ts';
import { findCode, registry } from '../../../src/lib/registry/index.ts';

/**
 * `explain` leads with what to do, as the code page does: the fixes in the registry's order, each
 * with what selects it, its steps, its command on a line of its own and its check; then the
 * recovery. `--json` prints the record, whose `fixes` are the registry's.
 */
const options = { siteUrl: 'https://playbook.example.com', link: (url: string) => url };
const entry = findCode(registry, 'connect_failed')!;
const command = `flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"<vm_service_uri>"}}'`;

describe('explain prints the fixes first', () => {
	it('in English: numbered causes, steps, the command whole, the check', () => {
		const text = codePageText(registry, entry, { ...options, lang: 'en' });
		const lines = text.split('\n');
		const start = lines.indexOf('What to do:');
		expect(start).toBeGreaterThan(0);
		expect(lines[start + 1]).toMatch(/^ {2}1\. The address is out of date or wrong/);
		// Commands are never wrapped: a line of their own, copied whole.
		expect(lines).toContain(`     $ ${command}`);
		// A command that is its own check: the page's and the twin's short label, not a sentence per fix.
		expect(text).toContain('Check (the command’s own output):');
		expect(text).not.toMatch(/its own check|When the fix worked/);
		expect(text).toContain('When `details.reason` is `no_targets`.');
		expect(lines.filter((l) => /^ {2}\d\. /.test(l))).toHaveLength(entry.fixes!.length);
		// The page's order: what to do, the CLI's fix command, the facts, then why it fired.
		const order = [
			'What to do:',
			'What the CLI prints:',
			'Facts about this code:',
			'When it fires:',
		];
		const at = order.map((heading) => lines.indexOf(heading));
		expect(at.every((line) => line > 0)).toBe(true);
		expect(at).toStrictEqual([...at].sort((a, b) => a - b));
		// Registry texts keep their backticks, as the description does: in a terminal they are what
		// tells `status` the command from a word of the sentence (in Chinese too).
		expect(text).toContain('`ws://127.0.0.1:<port>/<token>/ws`');
	});

	it('in Chinese', () => {
		const text = codePageText(registry, entry, { ...options, lang: 'zh-TW' });
		expect(text).toContain('該怎麼做：');
		// Wrapped lines of an item hang under its text; Chinese joins them with nothing between.
		// (A break at a space between Han and Latin keeps its space: compare without any.)
		const bare = (t: string) => t.replace(/\s+/g, '');
		expect(bare(text)).toContain(bare(`1. ${entry.fixes![0]!.cause['zh-TW']}`));
		expect(text).toContain('適用條件：`details.reason` 為 `no_targets`。');
		expect(text).toContain('確認（看指令本身的輸出）：');
		expect(text).not.toMatch(/本身就是確認方式|修正成功時/);
	});

	it('--json: the record carries the fixes', () => {
		let out = '';
		const status = explainCommand(
			'connect_failed',
			{ ...options, lang: 'en', json: true, registry },
			{ stdout: (s: string) => (out += s), stderr: () => {} },
		);
		expect(status).toBe(0);
		expect(JSON.parse(out).fixes).toStrictEqual(entry.fixes);
	});
});
