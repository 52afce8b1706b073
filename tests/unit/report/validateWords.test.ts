import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';

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

	it.each(fixtures)('%s: in words, each thing once', (_, input) => {
		const out = text(input, lang);
		expect(out).not.toMatch(/\^=|`#fix-/);
		expect(out).not.toMatch(/ [（「]/);
		const lines = out.split('\n').filter((l) => l.trim() !== '');
		// The empty input: its finding says it, nothing after it says it again.
		if (input.trim() === '') expect(lines).toHaveLength(1);
	});

	it('says a message condition in words', () => {
		// write_blocked's fix is chosen by the start of its message (stdout-write-blocked.txt).
		const [, input] = fixtures.find(([name]) => name === 'cli-output/stdout-write-blocked.txt')!;
		expect(text(input, lang)).toContain(
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
		const ask = lang === 'en' ? /Run the fix of each check/g : /沒通過的檢查所附的修正方式/g;
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
