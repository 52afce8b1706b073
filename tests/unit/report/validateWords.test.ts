import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';
import { displayWidth, validationText } from '../../../src/lib/report/index.ts';
import { wrapperPage } from '../../../src/lib/views/index.ts';

/**
 * `validate`'s text in the reader's words, for every fixture input in both languages (English and
 * zh-TW reviews 5): no engine notation (`message ^= …`), no list of anchors for the other causes,
 * nothing said twice for an empty input, and no half-width space before a full-width bracket.
 */
const fixtures = ['envelopes', 'cli-output'].flatMap((dir) => {
	const base = new URL(`../../fixtures/${dir}/`, import.meta.url);
	return readdirSync(base)
		.filter((name) => /\.(json|txt|log)$/.test(name) && name !== 'cases.json')
		.map((name) => [`${dir}/${name}`, readFileSync(new URL(name, base), 'utf8')] as const);
});

const text = (input: string, lang: (typeof languages)[number]) =>
	validationText(validateInput(input, { registry: engineRegistry, lang }), {
		lang,
		siteUrl: 'https://playbook.example.test',
		link: (url: string) => url,
	});

describe.each(languages)('validate, %s', (lang) => {
	it('reads every fixture', () => expect(fixtures.length).toBeGreaterThan(20));

	it('prose: the verdict does not repeat the Input line in brackets, nor say nothing about the contract', () => {
		// English review 8 #14: "Verdict: not an error object, explained below (Not output of …)".
		const prose = readFileSync(
			new URL('../../fixtures/not-cli-output/prose.txt', import.meta.url),
			'utf8',
		);
		const result = validateInput(prose, { registry: engineRegistry, lang });
		const out = text(prose, lang).replace(/\s+/g, ' ');
		expect(out.split(result.inputKindDetail)).toHaveLength(2);
		expect(out).not.toMatch(/nothing is wrong with the contract|談不上違反合約/);
	});

	it.each([
		'cli-output/mcp-intentcall-execution-error.json',
		'envelopes/jsonrpc-error.json',
		'cli-output/doctor-critical-failed.txt',
	])('%s: the Verdict line carries no bracket that restates the explanation', (name) => {
		// "Verdict: not an error object, explained below (An IntentCall failure, …, not an error
		// object of the contract)" said it twice, and the paragraph under it a third time (review 9 #8).
		const [, input] = fixtures.find(([path]) => path === name)!;
		const result = validateInput(input, { registry: engineRegistry, lang });
		expect(result.explanation?.title).toBeTruthy();
		const verdict = text(input, lang)
			.split('\n')
			.find((l) => /^(Verdict:|判定：)/.test(l))!;
		expect(verdict.trimEnd()).toMatch(
			/^(Verdict: +not an error object, explained below|判定： +\S+)$/,
		);
		expect(verdict).not.toMatch(/[(（]/);
	});

	it.each(fixtures)('%s: in words, each thing once', (_, input) => {
		const out = text(input, lang);
		expect(out).not.toMatch(/\^=|`#fix-/);
		// Between words; a wrapped line's indent before 「 is no such gap.
		expect(out).not.toMatch(/\S [（「]/);
		const lines = out.split('\n').filter((l) => l.trim() !== '');
		// The empty input: its finding says it, nothing after it says it again.
		if (input.trim() === '') expect(lines).toHaveLength(1);
	});

	it('says a message condition in words', () => {
		// write_blocked's fix is chosen by the start of its message (stdout-write-blocked.txt).
		const [, input] = fixtures.find(([name]) => name === 'cli-output/stdout-write-blocked.txt')!;
		expect(text(input, lang).replace(/\n +/g, ' ')).toContain(
			`\`message\` ${lang === 'en' ? 'starts with' : '開頭是'} \`"Snapshot target already exists`,
		);
	});

	it('reads doctor’s report in words, and asks for the checks’ fixes once', () => {
		// English review 6, item 7: "no payload ever carries that code", and "Run the fix of each
		// failing check below" in the body and again under "Next:", over a list with `warn` checks.
		const [, input] = fixtures.find(([name]) => name === 'cli-output/doctor-critical-failed.txt')!;
		const out = text(input, lang);
		expect(out).toMatch(/\(warn\)/);
		expect(out).not.toMatch(/payload|輸出內容會帶/);
		expect(out).not.toMatch(/failing check|失敗檢查/);
		const ask = lang === 'en' ? /Run the fix of every check/g : /先照上面的修正方式處理/g;
		expect(out.match(ask)).toHaveLength(1);
	});

	it('names the other causes by their headings', () => {
		const out = execFileSync(
			process.execPath,
			[
				'src/cli/main.ts',
				'validate',
				'tests/fixtures/cli-output/stdout-snapshot-not-found.txt',
				'--lang',
				lang,
			],
			{ cwd: new URL('../../../', import.meta.url), encoding: 'utf8' },
		);
		expect(out).not.toMatch(/\^=|`#fix-/);
		expect(out).toMatch(/\n {14}- \S/);
	});
});

describe.each(languages)('why a fix was chosen, and the check words (%s)', (lang) => {
	const ui = uiText(lang);

	it('the usual fix says why it was chosen, as a matched fix does', () => {
		// zh-TW review 6 #8: 「一般的解決方法：輸入裡沒有指向其他原因的內容。」 read as if the fix were
		// "nothing in the input"; a matched fix says 「選這個方法的原因：…」.
		const [, input] = fixtures.find(([name]) => name === 'envelopes/bom.json')!;
		const result = validateInput(input, { registry: engineRegistry, lang });
		expect(result.fix?.selectedBy).toBe('usual');
		const lead = lang === 'en' ? 'Chosen because ' : '選這個方法的原因：';
		const line = text(input, lang)
			.split('\n')
			.find((l) => l.trim().startsWith(lead));
		expect(line).toBeDefined();
		expect(line).not.toMatch(/一般的解決方法|The usual fix;/);
		// The playground's sentences lead alike.
		expect(ui('playground.fixUsual').startsWith(lead)).toBe(true);
		if (lang === 'zh-TW') expect(ui('playground.fixWhy').startsWith(lead)).toBe(true);
	});

	it('one name for the check: the page, explain, validate and the playground', () => {
		// zh-TW review 6 #4: 確認 on the page and in explain, 確認：/成功時： in validate, and
		// 「確認是否成功」 in the playground.
		const check = ui('codePage.fix.check');
		expect(ui('playground.fixCheck')).toBe(check);
		const [, input] = fixtures.find(
			([name]) => name === 'cli-output/daemon-session-not-found.json',
		)!;
		expect(text(input, lang)).toMatch(new RegExp(`^ +${check}[:：]`, 'm'));
	});

	it('one heading for when a code fires, on code and wrapper pages', () => {
		// zh-TW review 6 #4: 何時發生 (code pages) beside 什麼時候會出現 (wrapper pages).
		const wrapper = registry.wrapperCodes[0]!;
		const view = wrapperPage(registry, wrapper, lang);
		expect(JSON.stringify(view)).toContain(ui('codePage.whenItFires'));
		expect(JSON.stringify(view)).not.toContain('什麼時候會出現');
	});
});

describe.each(languages)('validate wraps at 80 columns as explain does (%s)', (lang) => {
	// zh-TW review 6 #3: lines of 150 columns and more. Commands stay whole (they are copied), and
	// so do the findings, which lead with their file, position and pointer.
	const commandLabels =
		lang === 'en'
			? /^ *(Fix command:|Run:|Check:|The CLI suggested:)/
			: /^ *(修復指令：|執行：|確認：|CLI 的建議：)/;

	it.each(fixtures)('%s', (_, input) => {
		const out = text(input, lang).replace(/\n$/, '');
		const lines = out.split('\n');
		const summary = lines.findIndex((l) => l === '') + 1;
		const long = lines.slice(summary).filter(
			(l) =>
				// No mark hangs past the width: the word before it goes down with it (a full-width 。 ran
				// to column 82, eighth zh-TW reading, item 4).
				displayWidth(l.trimEnd()) > 80 &&
				!commandLabels.test(l) &&
				// An explanation's step with a command (doctor's fix for a check).
				!/^ {2}- [^:]+: /.test(l) &&
				!/https?:\/\//.test(l),
		);
		expect(long).toStrictEqual([]);
		// A continuation line is lined up under its label's text (14 columns) or deeper.
		for (const line of lines.slice(summary))
			if (/^ /.test(line) && line.trim() !== '') expect(line).toMatch(/^ {2,}\S/);
	});

	it('the fill_form_failed report of the review wraps its cause and keeps its command whole', () => {
		const [, input] = fixtures.find(
			([name]) => name === 'cli-output/mcp-intentcall-fill-form-failed.json',
		)!;
		const lines = text(input, lang).split('\n');
		const run = lines.find((l) => commandLabels.test(l) && l.includes('exec --name fill_form'));
		expect(run).toBeDefined();
		expect(displayWidth(run!)).toBeGreaterThan(80);
		const input0 = lines.findIndex((l) => l.startsWith(lang === 'en' ? 'Input:' : '輸入：'));
		expect(displayWidth(lines[input0]!)).toBeLessThanOrEqual(80);
		expect(lines[input0 + 1]).toMatch(/^ {14}\S/);
	});
});

describe('write_blocked: whose words each line is (English review 8, item 8)', () => {
	const input = readFileSync(
		new URL('../../fixtures/cli-output/stdout-write-blocked.txt', import.meta.url),
		'utf8',
	);
	it.each([
		// The label explain and the playground give it too (English review 9 #9).
		[
			'en',
			'In the v3 contract table:\n              Retry without --no-overwrite',
			/the CLI’s own wording.*b7f4434/,
		],
		[
			'zh-TW',
			'在 v3 合約表中：\n              拿掉 `--no-overwrite`',
			/CLI 自己對 write_blocked 的寫法，b7f4434/,
		],
	] as const)(
		'%s: the contract table’s instruction is labelled as the table’s, the payload’s as the CLI’s',
		(lang, contractLine, note) => {
			const out = text(input, lang);
			expect(out).toContain(contractLine);
			expect(out).not.toMatch(/Instruction:|說明：/);
			expect(
				validateInput(input, { registry: engineRegistry, lang }).findings.map((f) => f.message),
			).toContainEqual(expect.stringMatching(note));
			// Not a later release's: the CLI at b7f4434 already printed it.
			expect(out).not.toMatch(/flutter-mcp-toolkit’s own wording|flutter-mcp-toolkit 自己/);
		},
	);
});
