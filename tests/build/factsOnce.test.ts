import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sentenceGap } from '../../src/lib/i18n/index.ts';
import { addedInRelease, registry, uiText } from '../../src/lib/registry/index.ts';

/**
 * Each fact said once per page (issue 33), read from dist/ as a reader meets it: every fix prints
 * its own command and check (a reader comes to one fix), a code page says how a code is sent in its
 * notice and in "How it reaches you" only, and a later code's page names the release that added it
 * once.
 */
const dist = new URL('../../dist/', import.meta.url);
const read = (path: string) => readFileSync(new URL(`.${path}`, dist), 'utf8');
const languages = [
	{ lang: 'en', prefix: '' },
	{ lang: 'zh-TW', prefix: '/zh-tw' },
] as const;

/** The fixes of a twin's "What to do": each one's command block and its check, as printed. */
function twinFixes(md: string, whatToDo: string, check: string) {
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

	it.each(twins)('%s: every fix prints its own command and check', (_, md) => {
		// zh-TW review 13 #12: "Run the command of the fix above." sent a reader who came to one
		// fix to another, as "as for the fix above" did for the check (English review 12 #9).
		const fixes = twinFixes(md, t('codePage.whatToDo'), t('codePage.fix.check'));
		for (const fix of fixes) expect(fix.check, fix.title).not.toMatch(/fix above|上一個解決方法/);
		expect(md).not.toMatch(/Run the command of the fix above|執行上一個解決方法的指令/);
	});

	it('every fix of a code page prints its own check, even where it is the fix above’s', () => {
		// English reviews 11 and 12: "Check: as for the fix above" sent a reader who came to
		// `#fix-…` to a fold they had not opened. connect_failed's seven fixes print seven checks.
		const html = read(`${prefix}/codes/connect_failed/index.html`);
		expect(html.match(/data-check-expect/g)?.length).toBe(
			registry.codes.find((c) => c.code === 'connect_failed')!.fixes.length,
		);
		expect(html).not.toContain('data-check-as-previous');
	});

	it('a command that is its own check is labelled alike on the pages, the twins and llms-full.txt', () => {
		// Review 5: the page printed "The command above is its own check. When the fix worked:" in
		// every fold (six times on connect_failed) while the twin said "(the command's own output)".
		const label = `${t('codePage.fix.check')}${sentenceGap(lang)}${t('codePage.fix.checkOwn')}`;
		const retired =
			lang === 'en' ? /its own check|When the fix worked/ : /本身就是確認方式|修正成功時/;
		const pages = readdirSync(new URL(`.${prefix}/codes/`, dist), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => read(`${prefix}/codes/${entry.name}/index.html`).replace(/<[^>]+>/g, ''));
		expect(pages.filter((html) => html.includes(label)).length).toBeGreaterThan(20);
		expect(pages.filter((html) => retired.test(html))).toStrictEqual([]);
		expect(
			twins.filter(([, md]) =>
				md.includes(
					`**${t('codePage.fix.check')}**${sentenceGap(lang)}${t('codePage.fix.checkOwn')}`,
				),
			).length,
		).toBeGreaterThan(20);
		expect(twins.filter(([, md]) => retired.test(md)).map(([name]) => name)).toStrictEqual([]);
		expect(read(`${prefix}/llms-full.txt`)).not.toMatch(retired);
	});
});

/** The text a reader sees of a code page's section `id`: from its <h2> to the next <h2>. */
function sectionText(html: string, id: string): string {
	const start = html.indexOf(`<h2 id="${id}"`);
	if (start < 0) return '';
	const rest = html.slice(start + 1);
	const end = rest.search(/<h2[\s>]/);
	return (end < 0 ? rest : rest.slice(0, end))
		.replace(/<pre[\s\S]*?<\/pre>/g, '')
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ');
}

/** Sentences that say whether or how the CLI sends a code, which its notice says at the top. */
const emissionClaims = {
	en: /\bnever\b|\bnowhere\b|no (release|payload|output)\b|only (as )?(the )?exit status/i,
	'zh-TW': /從不|從來不會|哪裡都不|不會出現|只有結束代碼|只會以|不會為真正的失敗/,
} as const;

describe.each(languages)('$lang code pages', ({ lang, prefix }) => {
	const page = (code: string) => read(`${prefix}/codes/${code}/index.html`);
	const quiet = registry.codes.filter(
		(c) => c.cli.emission === 'never' || c.cli.emission === 'exitCodeOnly',
	);

	it('finds the codes the CLI never sends or sends as an exit status', () =>
		expect(quiet.map((c) => c.code)).toContain('unknown_error'));

	// Its notice says it, and "How it reaches you" answers it; the other sections say what the
	// code is and where the source has it (unknown_error said it never fires six times).
	it.each(quiet.map((c) => c.code))(
		'%s: only the notice and “How it reaches you” say how (or that) it is sent',
		(code) => {
			const html = page(code);
			for (const id of ['when-it-fires', 'where-raised', 'example'])
				expect(sectionText(html, id), id).not.toMatch(emissionClaims[lang]);
		},
	);

	it('doctor_critical_failed: “How it reaches you” agrees with the notice (validate-runtime, from 3.0.0)', () => {
		const reaches = sectionText(page('doctor_critical_failed'), 'how-it-reaches-you');
		expect(reaches).toContain('validate-runtime');
		expect(reaches).toContain('3.0.0');
	});

	it('write_blocked: the advice is in the fixes; the contract’s instruction is not explained again', () => {
		const entry = registry.codes.find((c) => c.code === 'write_blocked')!;
		expect(page('write_blocked')).not.toContain(entry.recovery.summary[lang]);
	});

	// The notice at the top names the release that added a later code; "Contract vs CLI" only
	// says why there is nothing to compare.
	it.each(registry.codes.filter((c) => c.addedIn !== undefined).map((c) => c.code))(
		'%s: the release that added it is named by its notice, not again under “Contract vs CLI”',
		(code) => {
			const entry = registry.codes.find((c) => c.code === code)!;
			const release = addedInRelease(registry, entry)!.label[lang];
			expect(page(code)).toContain(release);
			expect(sectionText(page(code), 'contract-vs-cli')).not.toContain(release);
		},
	);
});
