import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { registry, requireCode, uiText } from '../../../src/lib/registry/index.ts';
import { codeText } from '../../../src/lib/terminal/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';

/**
 * A fix whose check is the previous fix's says so ("Check: as for the fix above." /
 * 「確認：和上一個解決方法相同。」) on the page, in its twin and in `explain`, from the one decision
 * of `whatToDoSection` (`check.asPrevious`): connect_failed printed one check seven times on its
 * page and six times in `explain` while its twin already named it (English and zh-TW reviews 6).
 * The page's HTML is checked in tests/build/factsOnce.test.ts.
 */
const site = 'https://playbook.example.test';
const flat = (text: string) => text.replace(/\s+/g, '');
const count = (text: string, part: string) => text.split(part).length - 1;
const explainOf = (view: ReturnType<typeof codePage>, lang: (typeof languages)[number]) =>
	flat(codeText(view, { lang, siteUrl: site, link: (url) => url }));

describe('a check said once', () => {
	it.each(languages)('connect_failed (%s): its check is printed once in explain', (lang) => {
		const view = codePage(registry, requireCode(registry, 'connect_failed', 'test'), lang);
		const fixes = view.sections.whatToDo.fixes;
		expect(fixes.filter((f) => f.check.asPrevious).map((f) => f.id)).toStrictEqual([
			'no-app-running',
			'target-not-found',
			'host-port-target',
			'not-a-uri',
			'uri-without-port',
		]);
		// Fix 1 prints it; fix 7 has a check of its own (after session_start) with the same words.
		expect(count(explainOf(view, lang), flat(fixes[0]!.check.expect))).toBe(2);
	});

	it.each(registry.codes.flatMap((e) => languages.map((lang) => [e.code, lang, e] as const)))(
		'%s (%s): only a check with a command is pointed to; a one-sentence check is printed',
		(_code, lang, entry) => {
			// English review 9 #11: invalid_command's fixes 4–10 each said "as for the fix above" for
			// the one sentence of fix 3, so a reader on fix 8 walked back five fixes to read it.
			for (const fix of codePage(registry, entry, lang).sections.whatToDo.fixes)
				if (fix.check.asPrevious) expect(fix.check.command !== null || fix.check.same).toBe(true);
		},
	);

	it('invalid_command prints its one-sentence check on fix 8, and still points for a command', () => {
		const fixes = codePage(registry, requireCode(registry, 'invalid_command', 'test'), 'en')
			.sections.whatToDo.fixes;
		const byId = (id: string) => fixes.find((f) => f.id === id)!;
		expect(byId('connection-not-object').check.asPrevious).toBe(false);
		expect(byId('connection-not-object').check.expect).toMatch(/^Your call, run again/);
		expect(byId('unknown-schema-name').check.asPrevious).toBe(true);
	});

	it.each(registry.codes.flatMap((e) => languages.map((lang) => [e.code, lang, e] as const)))(
		'%s (%s): explain and the twin refer to the check above alike',
		(code, lang, entry) => {
			const view = codePage(registry, entry, lang);
			const fixes = view.sections.whatToDo.fixes;
			const said = uiText(lang)('codePage.fix.sameCheck');
			const referred = fixes.filter((f) => f.check.asPrevious).length;
			expect(count(explainOf(view, lang), flat(said))).toBe(referred);
			expect(count(codeMarkdown(registry, code, lang, site), said)).toBe(referred);
			for (const [i, fix] of fixes.entries())
				if (fix.check.asPrevious) expect(fix.check.expect).toBe(fixes[i - 1]!.check.expect);
		},
	);
});
