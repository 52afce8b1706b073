import { describe, expect, it } from 'vitest';
import { explainCommand } from '../../../src/cli/explainCommand.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';
import { linkFormat } from '../../../src/lib/report/index.ts';
import { explainCode } from '../../../src/mcp/index.ts';

/**
 * `explain 69` said "most likely first" over an alphabetical list: every code of an exit code ties
 * (English review 9 #15). When all candidates rank the same, both the CLI and MCP say the order is
 * the alphabet's; a message line, whose matches do rank, keeps "most likely first".
 */
const site = 'https://playbook.example.test';

function cli(input: string, lang: Lang): string {
	let stdout = '';
	explainCommand(
		input,
		{ json: false, registry, lang, siteUrl: site, link: linkFormat(false) },
		{ stdout: (t) => (stdout += t), stderr: () => {} },
	);
	return stdout.replace(/\s*\n\s*/g, ' ');
}

function mcp(input: string, lang: Lang): string {
	const result = explainCode(registry, input, lang, site);
	return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

const alphabetical = { en: 'in alphabetical order', 'zh-TW': '依字母順序排列' };
const likelyFirst = { en: 'most likely first', 'zh-TW': '越可能的排在越前面' };

describe.each(languages)('the order the candidates are said to be in (%s)', (lang) => {
	it.each(['69', '503'])('%s: every code ties, so the list is called alphabetical', (input) => {
		for (const text of [cli(input, lang), mcp(input, lang)]) {
			expect(text).toContain(alphabetical[lang]);
			expect(text).not.toContain(likelyFirst[lang]);
		}
	});

	it('a message line ranks its matches: most likely first', () => {
		for (const text of [cli('Failed to connect', lang), mcp('Failed to connect', lang)]) {
			expect(text).toContain(likelyFirst[lang]);
			expect(text).not.toContain(alphabetical[lang]);
		}
	});
});
