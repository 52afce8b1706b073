import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';
import { codeText } from '../../../src/lib/terminal/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';

/**
 * Every fix prints its own check on the page, in its twin and in `explain`, even where it is the
 * fix above's: a reader comes to one fix (validate and the playground link to `#fix-…`, and the
 * page folds the others), so "Check: as for the fix above." sent them to a fold they had not
 * opened (English reviews 11, item 11e, and 12, item 9). The page's HTML is checked in
 * tests/build/factsOnce.test.ts.
 */
const site = 'https://playbook.example.test';
const flat = (text: string) => text.replace(/\s+/g, '');
const count = (text: string, part: string) => text.split(part).length - 1;
const pointers = ['as for the fix above', '和上一個解決方法相同'];

describe('each fix prints its check', () => {
	it.each(registry.codes.flatMap((e) => languages.map((lang) => [e.code, lang, e] as const)))(
		'%s (%s): explain and the twin print every fix’s check',
		(code, lang, entry) => {
			const view = codePage(registry, entry, lang);
			const explain = flat(codeText(view, { lang, siteUrl: site, link: (url) => url }));
			const twin = codeMarkdown(registry, code, lang, site);
			for (const pointer of pointers) {
				expect(explain).not.toContain(flat(pointer));
				expect(twin).not.toContain(pointer);
			}
			const fixes = view.sections.whatToDo.fixes;
			for (const fix of fixes) {
				// As many times as fixes have that check: none is left out for the fix above's.
				const times = fixes.filter((f) => f.check.expect === fix.check.expect).length;
				expect(count(explain, flat(fix.check.expect)), fix.id).toBeGreaterThanOrEqual(times);
			}
		},
	);
});
