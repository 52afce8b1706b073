import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colon } from '../../src/lib/i18n/index.ts';
import { uiText } from '../../src/lib/registry/index.ts';

/**
 * Each fact said once per page (issue 33), read from dist/ as a reader meets it: a Markdown twin
 * shows every fix one after another, so a command or a check that is the fix above's is named,
 * not printed again.
 */
const dist = new URL('../../dist/', import.meta.url);
const read = (path: string) => readFileSync(new URL(`.${path}`, dist), 'utf8');
const languages = [
	{ lang: 'en', prefix: '' },
	{ lang: 'zh-TW', prefix: '/zh-tw' },
] as const;

/** The fixes of a twin's "What to do": each one's command block and its check, as printed. */
function twinFixes(md: string, whatToDo: string, check: string, sameCommand: string) {
	const start = md.indexOf(`\n## ${whatToDo}\n`);
	if (start < 0) return [];
	const body = md.slice(start + 1).replace(/^## .*\n/, '');
	const section = body.slice(0, body.search(/^## /m) >>> 0);
	return section
		.split(/^### /m)
		.slice(1)
		.filter((part) => part.includes(`\n**${check}**`))
		.map((part) => {
			const at = part.indexOf(`\n**${check}**`);
			const command = /```sh\n([\s\S]*?)\n```/.exec(part.slice(0, at))?.[1] ?? null;
			return {
				title: part.split('\n')[0]!,
				command,
				/** Whether it names the fix above's command instead of printing it. */
				names: part.slice(0, at).includes(sameCommand),
				check: part.slice(at).trim(),
			};
		});
}

describe.each(languages)('$lang', ({ lang, prefix }) => {
	const t = uiText(lang);
	const twins = readdirSync(new URL(`.${prefix}/codes/`, dist))
		.filter((name) => name.endsWith('.md'))
		.map((name) => [name, read(`${prefix}/codes/${name}`)] as const);

	it('finds the twins', () => expect(twins.length).toBeGreaterThan(50));

	it.each(twins)('%s: no fix prints the command or the check of the fix above again', (_, md) => {
		const fixes = twinFixes(
			md,
			t('codePage.whatToDo'),
			t('codePage.fix.check'),
			t('markdown.fix.sameCommand'),
		);
		const sameCheck = `**${t('codePage.fix.check')}**${colon(lang)}${t('markdown.fix.sameCheck')}`;
		let runs: string | null = null;
		for (const [i, fix] of fixes.entries()) {
			const previous = fixes[i - 1];
			const ran = runs;
			if (fix.command !== null) runs = fix.command;
			else if (!fix.names) runs = null;
			if (!previous) continue;
			if (fix.command !== null) expect(fix.command, fix.title).not.toBe(ran);
			// The same check after the same command (or no command) is said as "the fix above's".
			if (fix.check !== sameCheck && runs === ran)
				expect(fix.check, fix.title).not.toBe(previous.check);
		}
	});

	it('the twins and llms-full.txt never say the page’s “its own check” sentence', () => {
		// The page says it in each fold; a twin, without folds, said it up to six times a page.
		const sentence = t('codePage.fix.checkSame');
		const hits = twins.filter(([, md]) => md.includes(sentence)).map(([name]) => name);
		expect(hits).toStrictEqual([]);
		expect(read(`${prefix}/llms-full.txt`)).not.toContain(sentence);
	});
});
