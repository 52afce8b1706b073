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
