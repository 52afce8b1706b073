import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/lib/registry/index.ts';
import { codePageText } from '../../support/codePageText.ts';

/** Plain text, as the CLI prints to a pipe, on the default site. */
const printOptions = (lang: 'en' | 'zh-TW') => ({
	lang,
	siteUrl: 'https://playbook.example.test',
	link: (url: string) => url,
});

/**
 * A recovery instruction reaches a terminal in English only (the envelope is not translated), so
 * the zh-TW explanation shows the original beside the translation: a reader can match the two.
 */
describe('a translated recovery instruction comes with its English original', () => {
	const instructed = registry.codes.filter((c) => c.recovery.kind === 'instruction');

	it('there is one to show (write_blocked)', () => {
		expect(instructed.map((c) => c.code)).toContain('write_blocked');
	});

	it.each(instructed.map((c) => [c.code, c] as const))('explain %s --lang zh-TW', (_, entry) => {
		if (entry.recovery.kind !== 'instruction') throw new Error('not an instruction');
		const flat = (text: string) => text.replace(/\s+/g, ' ');
		const zh = flat(codePageText(registry, entry, printOptions('zh-TW')));
		expect(zh).toContain(flat(entry.recovery.instruction['zh-TW']));
		expect(zh).toContain(`合約表的英文原文：${flat(entry.recovery.instruction.en)}`);
		expect(flat(codePageText(registry, entry, printOptions('en')))).not.toContain(
			'The contract table’s English',
		);
	});
});
