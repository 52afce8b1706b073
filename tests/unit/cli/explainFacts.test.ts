import { describe, expect, it } from 'vitest';
import { codePageText } from '../../support/codePageText.ts';
import { findCode, registry } from '../../../src/lib/registry/index.ts';
import { closingColon, languages } from '../../../src/lib/i18n/index.ts';
import { codeFacts, plainParts } from '../../../src/lib/views/index.ts';

/**
 * `explain` prints a code page's facts under the page's own labels: one view, two renderers, so a
 * relabelled fact (「失敗層級」, not 「層級」) or a reformatted release (v3.0.0) changes both.
 */
describe.each(languages)('explain (%s) labels its facts as the code page does', (lang) => {
	it.each(['connect_failed', 'visual_capture_permission_denied'])('%s', (code) => {
		const entry = findCode(registry, code)!;
		const text = codePageText(registry, entry, {
			lang,
			siteUrl: 'https://playbook.example.com',
			link: (url) => url,
		});
		const facts = codeFacts(registry, entry, lang).list;
		const lines = text.split('\n');
		for (const id of ['source-area', 'layer', 'retryable', 'exit-code', 'category'] as const) {
			const label = `${facts.find((f) => f.id === id)!.label}${closingColon(lang)}`;
			expect(
				lines.filter((l) => l.trimStart().startsWith(label)),
				label,
			).toHaveLength(1);
		}
		const release = facts.find((f) => f.id === 'added-in' || f.id === 'since')!;
		expect(text).toMatch(
			new RegExp(
				`^ +${release.label}${closingColon(lang)} +${plainParts(release.value, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
				'm',
			),
		);
	});
});

/**
 * English review 6, item 7: a fact said once. "Source area: Connection layer (connection layer)"
 * only lower-cased its label in brackets; the bracket stays where it adds something ("Tool
 * execution (execution)", 「連線層（connection layer）」). And a rare code's notice points at a
 * section `explain` prints: "Where the CLI raises it" is a heading of the page only.
 */
describe.each(languages)('explain (%s) says each thing it shows', (lang) => {
	const texts = registry.codes.map((entry) => ({
		entry,
		text: codePageText(registry, entry, {
			lang,
			siteUrl: 'https://playbook.example.com',
			link: (url) => url,
		}),
	}));

	it('never follows a fact with the same words in brackets', () => {
		const echoes = texts.flatMap(({ entry, text }) =>
			text
				.split('\n')
				.filter((line) => {
					const m = /^ {2}\S.*?[:：] +(.+?) ?[(（]([^()（）]+)[)）]$/.exec(line);
					return m !== null && m[1]!.toLowerCase() === m[2]!.toLowerCase();
				})
				.map((line) => `${entry.code}: ${line.trim()}`),
		);
		expect(echoes).toStrictEqual([]);
		// The case the review read, so the check above cannot pass by matching nothing.
		const connect = texts.find(({ entry }) => entry.code === 'connect_failed')!.text;
		expect(connect).toMatch(
			lang === 'en' ? /Source area: +Connection layer$/m : /（connection layer）$/m,
		);
	});

	it('points a rare code’s notice at a heading it prints', () => {
		const rare = texts.filter(({ entry }) => entry.cli.emission === 'rare');
		expect(rare.length).toBeGreaterThan(0);
		for (const { entry, text } of rare) {
			// The notice is wrapped: a heading's name may run over two of its lines.
			const joined = text.replace(/(\S)\n +(?=\S)/g, (_, c: string) =>
				/[\u2e80-\u9fff]/.test(c) ? c : `${c} `,
			);
			const [, section] = /[“〈]([^”〉]+)[”〉]/.exec(joined)!;
			expect(text.split('\n'), entry.code).toContain(`${section}${closingColon(lang)}`);
		}
	});
});
