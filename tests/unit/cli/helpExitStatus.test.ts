import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliMessages } from '../../../src/cli/cliMessages.ts';

/**
 * `--help` and the tool-authors table word exit status 3 alike, and the help lists the statuses in
 * numeric order (English review 9 #14: the help had "0, 1, 3, 2" and other words for 3, and the
 * table left out a failure without an error object, which the help covered).
 */
const docs = join(import.meta.dirname, '../../../content/docs');
const page = { en: 'reference/tool-authors.mdx', 'zh-TW': 'zh-tw/reference/tool-authors.mdx' };

describe.each(['en', 'zh-TW'] as const)('exit status 3 (%s)', (lang) => {
	const row = /^\| 3 \| (.+) \|$/m.exec(readFileSync(join(docs, page[lang]), 'utf8'))![1]!;
	// The help's lines joined again: with a space in English, with nothing in Chinese.
	const joined = cliMessages[lang].usage
		.split('\n')
		.map((l) => l.trim())
		.join(lang === 'en' ? ' ' : '');

	it('the help says what the table says', () => {
		expect(joined).toContain(row);
		expect(row).toMatch(/failure without one|不帶錯誤物件的失敗/);
	});

	it('the help lists 0, 1, 2, 3 in that order', () => {
		const statuses = [
			...joined.matchAll(
				/(?:^|[ ：、,;；])([0-3]) (?:valid|invalid|an unreadable input|no error|合法|不合法|有輸入|輸入中)/g,
			),
		].map((m) => m[1]);
		expect(statuses).toStrictEqual(['0', '1', '2', '3']);
	});
});
