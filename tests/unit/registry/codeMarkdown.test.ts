import { describe, expect, it } from 'vitest';
import {
	cliDescriptor,
	codeRetryAdvice,
	exitCodeInfo,
	placeholdersOf,
	registry,
	surfaceExamples,
} from '../../../src/lib/registry/index.ts';
import { codeMarkdown, strong } from '../../../src/lib/markdown/index.ts';
import { languages, plainText, sentenceStop } from '../../../src/lib/i18n/index.ts';
import { fencedBlocks, markdownLinks, markdownProse } from '../../support/markdownProse.ts';

const cases = registry.codes.flatMap((entry) =>
	languages.map((lang) => [entry.code, lang, entry] as const),
);
const site = 'https://playbook.example.test';

describe('codeMarkdown', () => {
	it.each(cases)('%s (%s) carries everything an agent acts on', (code, lang, entry) => {
		const md = codeMarkdown(registry, code, lang, site);
		expect(md.startsWith(`# ${code}\n\n> `)).toBe(true);
		const prose = plainText(md);
		expect(prose).toContain(plainText(entry.meaning[lang]).replace(/[<>*[\]]/g, (c) => `\\${c}`));
		// The descriptor as the CLI emits it, parseable.
		expect(fencedBlocks(md, 'json').map((b) => b.trim())).toContain(
			JSON.stringify(cliDescriptor(entry), null, 2),
		);
		// The contract's recovery and every fix command the CLI prints, word for word: a command on
		// one line (`code`), said once, an instruction as text.
		if (entry.recovery.kind === 'command') expect(md).toContain(entry.recovery.command);
		for (const command of entry.cli.recovery.fixCommands) {
			if (command.startsWith('flutter_mcp_cli ')) expect(md).toContain(`\`${command}\``);
			else expect(md).toContain(command.replace(/[<>*[\]]/g, (c) => `\\${c}`));
		}
		// Exit code with its sysexits name, HTTP-like status, retry advice.
		expect(md).toContain(
			`\`${entry.exitCode}\` · \`${exitCodeInfo(registry, entry.exitCode).name}\``,
		);
		expect(md).toContain(`\`${entry.httpLikeStatus}\``);
		// A full-width stop stays outside the bold, which CommonMark would not close before Chinese text.
		expect(md).toContain(strong(`${codeRetryAdvice(entry, lang).label}${sentenceStop(lang)}`));
		for (const p of placeholdersOf(registry, entry)) expect(md).toContain(`| \`<${p.name}>\` |`);
		// One example per surface, verbatim from examples.ts.
		const json = fencedBlocks(md, 'json');
		for (const example of surfaceExamples(entry)) expect(json).toContain(example.payload);
		for (const source of entry.cli.sources)
			expect(md).toContain(`[\`${source}\`](https://github.com/Arenukvern/mcp_flutter/blob/`);
	});

	it.each(cases)('%s (%s) has no leaked markup or broken values in its prose', (code, lang) => {
		const md = codeMarkdown(registry, code, lang, site);
		const prose = markdownProse(md);
		expect(prose).not.toMatch(/undefined|NaN|\[object Object\]/);
		expect(prose).not.toMatch(/(?<!\\)<[A-Za-z/]|[{}]/);
		expect(md).not.toMatch(/\n{3,}/);
	});

	it.each(cases)(
		'%s (%s) links only to absolute URLs of the site and of the upstream sources',
		(code, lang) => {
			const links = markdownLinks(codeMarkdown(registry, code, lang, site));
			expect(links.length).toBeGreaterThan(3);
			for (const href of links)
				expect(
					href.startsWith(`${site}/`) ||
						href.startsWith('https://github.com/Arenukvern/mcp_flutter/blob/') ||
						// The History section's evidence can be a whole upstream commit.
						/^https:\/\/github\.com\/Arenukvern\/mcp_flutter\/commit\/[0-9a-f]{7}$/.test(href),
					href,
				).toBe(true);
		},
	);

	it('links a page to its HTML page, its JSON record and its twin in the other language', () => {
		const en = codeMarkdown(registry, 'connect_failed', 'en', site);
		expect(markdownLinks(en).slice(0, 3)).toEqual([
			`${site}/codes/connect_failed/`,
			`${site}/codes/connect_failed.json`,
			`${site}/zh-tw/codes/connect_failed.md`,
		]);
		const zh = codeMarkdown(registry, 'connect_failed', 'zh-TW', site);
		expect(markdownLinks(zh).slice(0, 3)).toEqual([
			`${site}/zh-tw/codes/connect_failed/`,
			`${site}/zh-tw/codes/connect_failed.json`,
			`${site}/codes/connect_failed.md`,
		]);
		expect(zh).toContain('## 要不要重試？');
	});

	it('says plainly when the CLI never emits a code, and shows doctor’s report for the exit-status-only one', () => {
		const never = registry.codes.find((c) => c.cli.emission === 'never')!;
		expect(codeMarkdown(registry, never.code, 'en', site)).toContain(
			'**Defined, but never sent as an error code.** No error object of the CLI, MCP server or daemon of flutter-mcp-toolkit has this code.',
		);
		const doctor = codeMarkdown(registry, 'doctor_critical_failed', 'en', site);
		expect(fencedBlocks(doctor, 'sh')).toContain('flutter_mcp_cli doctor --json');
		expect(doctor).toContain('Exit status: 1 (EXIT_FAILURE).');
	});

	it('refuses a code that is not in the registry', () => {
		expect(() => codeMarkdown(registry, 'no_such_code', 'en')).toThrow(/no_such_code/);
	});
});
