import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { issueReport } from '../../../src/lib/playground/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';
import { codeText } from '../../../src/lib/terminal/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';

/**
 * English review 8, items 4 and 7: "What the CLI prints" says it in one lead and one note, and the
 * page of a code the CLI never sends as an error code says nowhere that the CLI sends, prints,
 * raises or emits it. Every code of each kind is derived from the registry, never listed by hand.
 */
const neverSent = registry.codes.filter((entry) => entry.cli.emission === 'never');
const sent = registry.codes.filter((entry) => entry.cli.emission !== 'never');

/** The headings, labels and leads that say the CLI does send the code (as they read before). */
const claims = {
	en: {
		cliRecovery: 'What the CLI prints',
		whereRaised: 'Where the CLI raises it',
		descriptor: '**Descriptor, as the CLI emits it**',
		terminal: /^What the CLI prints:$/m,
	},
	'zh-TW': {
		cliRecovery: 'CLI 實際印出的內容',
		whereRaised: 'CLI 在哪裡回報它',
		descriptor: '**descriptor（CLI 實際輸出的值）**',
		terminal: /^CLI 實際印出的內容：$/m,
	},
} as const;

const options = (lang: (typeof languages)[number]) => ({
	lang,
	siteUrl: 'https://playbook.example.test',
	link: (url: string) => url,
});

/** The twin's "What the CLI prints" section, up to the word-for-word fold's title. */
function cliSection(md: string, heading: string, foldTitle: string): string {
	const start = md.indexOf(`### ${heading}\n`);
	const end = md.indexOf(foldTitle, start);
	expect(start, heading).toBeGreaterThan(0);
	expect(end, foldTitle).toBeGreaterThan(start);
	return md.slice(start, end);
}

describe('codes the CLI never sends as an error code (review 8, item 4)', () => {
	it('are read from the registry', () => {
		for (const code of [
			'stale_snapshot',
			'unknown_error',
			'state_lock_conflict',
			'state_store_read_failed',
		])
			expect(neverSent.map((entry) => entry.code)).toContain(code);
		expect(sent.length).toBeGreaterThan(0);
	});

	describe.each(languages)('%s', (lang) => {
		const said = claims[lang];
		const titleOf = (entry: (typeof registry.codes)[number], id: string) =>
			codePage(registry, entry, lang).outline.find((h) => h.id === id)?.title;

		it('headings say what the CLI would print and where the code is defined', () => {
			for (const entry of neverSent) {
				expect(titleOf(entry, 'cli-recovery'), entry.code).not.toBe(said.cliRecovery);
				expect(titleOf(entry, 'where-raised'), entry.code).not.toBe(said.whereRaised);
				const view = codePage(registry, entry, lang);
				// The lead says "would print", never "prints".
				if (lang === 'en') {
					expect(view.sections.cliRecovery.lead, entry.code).toMatch(/^If .* ever sent /);
					expect(view.sections.cliRecovery.lead, entry.code).not.toMatch(/\bprints\b/);
				} else expect(view.sections.cliRecovery.lead, entry.code).toMatch(/^假如 /);
			}
			// A code whose word reaches the reader as data says where the word comes from.
			for (const entry of neverSent.filter((e) => e.cli.asData))
				expect(titleOf(entry, 'where-raised'), entry.code).toBe(
					lang === 'en' ? 'Where the word comes from' : '這個詞從哪裡來',
				);
			// The codes it does send keep them: the test tells the two apart.
			for (const entry of sent) {
				expect(titleOf(entry, 'cli-recovery'), entry.code).toBe(said.cliRecovery);
				expect(titleOf(entry, 'where-raised'), entry.code).toBe(said.whereRaised);
			}
		});

		it('the twin’s descriptor is the one the CLI defines, not emits', () => {
			for (const entry of neverSent) {
				const md = codeMarkdown(registry, entry.code, lang);
				expect(md, entry.code).not.toContain(said.descriptor);
				expect(md, entry.code).not.toContain(`### ${said.cliRecovery}\n`);
				expect(md, entry.code).not.toContain(`## ${said.whereRaised}\n`);
			}
			expect(codeMarkdown(registry, sent[0]!.code, lang)).toContain(said.descriptor);
		});

		it('explain says what the CLI prints, or would print, under the page’s heading', () => {
			for (const entry of neverSent) {
				const text = codeText(codePage(registry, entry, lang), options(lang));
				expect(text, entry.code).not.toMatch(said.terminal);
			}
			for (const entry of sent)
				expect(codeText(codePage(registry, entry, lang), options(lang)), entry.code).toMatch(
					said.terminal,
				);
		});

		// connection_selection_required's explain printed the contract's discover command as the
		// one the CLI prints, where every real payload carries the computed get_vm form.
		it('explain prints the page’s commands whole, in the page’s order, and never splits a quoted one', () => {
			for (const entry of registry.codes) {
				const view = codePage(registry, entry, lang);
				const lines = codeText(view, options(lang)).split('\n');
				const heading = view.outline.find((h) => h.id === 'cli-recovery')!.title;
				const at = lines.indexOf(`${heading}${lang === 'en' ? ':' : '：'}`);
				expect(at, entry.code).toBeGreaterThan(0);
				const shown = view.sections.cliRecovery.current.commands.map((c) =>
					lines.indexOf(`  ${c}`, at),
				);
				expect(
					shown.every((line) => line > at),
					entry.code,
				).toBe(true);
				expect(shown, entry.code).toStrictEqual([...shown].sort((a, b) => a - b));
				const cut = lines.filter((l) =>
					/`(flutter-mcp-toolkit|fmtk|flutter_mcp_cli) [^`]*$/.test(l),
				);
				expect(cut, entry.code).toStrictEqual([]);
			}
		});
	});

	it('the issue report does not say the code came back', () => {
		const report = (code: string, neverSent: boolean) =>
			issueReport({
				code,
				release: null,
				surface: null,
				fix: null,
				fixCount: 2,
				message: null,
				exitStatus: null,
				payload: null,
				page: null,
				neverSent,
			}).markdown;
		for (const entry of neverSent) {
			expect(report(entry.code, true), entry.code).not.toMatch(/came back/);
			expect(report(entry.code, true), entry.code).toContain(`\`${entry.code}\``);
		}
		expect(report(sent[0]!.code, false)).toMatch(/came back/);
	});
});

describe.each(languages)(
	'“What the CLI prints”: one lead, one note (review 8, item 7; %s)',
	(lang) => {
		const colonEnd = lang === 'en' ? /:$/ : /：$/;

		it('has one lead ending in a colon, then the commands and one note, on every code page', () => {
			for (const entry of registry.codes) {
				const view = codePage(registry, entry, lang);
				const { cliRecovery } = view.sections;
				const heading = view.outline.find((h) => h.id === 'cli-recovery')!.title;
				const md = codeMarkdown(registry, entry.code, lang);
				const section = cliSection(md, heading, cliRecovery.fold.title);
				// Paragraphs of the section, the heading and the commands left out.
				const paragraphs = section
					.split('\n\n')
					.slice(1)
					.filter((p) => p.trim() !== '' && !p.startsWith('```') && !/^`[^`]+`$/.test(p));
				const leadIns = paragraphs.filter((p) => colonEnd.test(p));
				// The lead ends in a colon when a command follows it, and nothing else does.
				expect(leadIns, entry.code).toStrictEqual(
					cliRecovery.current.commands.length > 0 ? [paragraphs[0]] : [],
				);
				// At most a lead and a note.
				expect(paragraphs.length, entry.code).toBeLessThanOrEqual(2);
				// The old lead-ins do not come back.
				expect(section, entry.code).not.toMatch(
					lang === 'en' ? /\bAs \S+ prints it, from / : /版印出的指令：/,
				);
				expect(md, entry.code).not.toContain(
					lang === 'en'
						? 'gives the same command as the CLI’s `fix_command` above'
						: '和上面 CLI 的 `fix_command` 相同',
				);
				// The contract's summary is never a paragraph (or a sentence) of its own without a subject.
				if (entry.recovery.kind === 'command' && lang === 'en')
					expect(section, entry.code).not.toContain(`. ${entry.recovery.summary.en}`);
				if (entry.recovery.kind === 'command')
					expect(paragraphs, entry.code).not.toContain(entry.recovery.summary[lang]);
				// The word-for-word fold stays under it.
				expect(md.indexOf(cliRecovery.fold.title, md.indexOf(section)), entry.code).toBe(
					md.indexOf(section) + section.length,
				);
			}
		});

		it('the note says what the command does, with a subject, when it is the contract’s too, unless a fix runs it', () => {
			let noted = 0;
			let fixes = 0;
			for (const entry of registry.codes) {
				const { remark, current } = codePage(registry, entry, lang).sections.cliRecovery;
				if (entry.recovery.kind !== 'command' || entry.addedIn !== undefined) continue;
				if (!entry.cli.recovery.fixCommands.includes(entry.recovery.command)) continue;
				expect(remark, entry.code).toContain(`\`${entry.recovery.command}\``);
				const summary = entry.recovery.summary[lang];
				const says =
					lang === 'en'
						? `It ${summary[0]!.toLowerCase()}${summary.slice(1)}`
						: `這個指令會${summary}`;
				// A fix whose own command it is says what it does, in its steps (zh-TW review 18 #5).
				const fixRuns = current.commands.every((c) => entry.fixes.some((f) => f.command === c));
				if (fixRuns) fixes++;
				else noted++;
				if (fixRuns) expect(remark, entry.code).not.toContain(says);
				else expect(remark, entry.code).toContain(says);
			}
			expect(noted).toBeGreaterThan(0);
			expect(fixes).toBeGreaterThan(0);
		});
	},
);

describe.each(languages)('two printed forms (%s)', (lang) => {
	// English review 9, item 2: "It is the command of fix 1 above." stood under the second of
	// connection_selection_required's two forms (discover_debug_apps), naming the first.
	const twoForms = registry.codes
		.map((entry) => ({ entry, section: codePage(registry, entry, lang).sections.cliRecovery }))
		.filter(({ section }) => section.current.commands.length === 2);

	it('exist in the registry, and each sentence under them says which form it means', () => {
		expect(twoForms.map(({ entry }) => entry.code)).toContain('connection_selection_required');
		for (const { entry, section } of twoForms)
			section.current.sameAsFix.forEach((same, i) => {
				if (!same) return;
				const ordinal = lang === 'en' ? ['first', 'second'][i]! : ['第一種', '第二種'][i]!;
				expect(same.text, entry.code).toContain(ordinal);
				expect(same.text, entry.code).not.toMatch(/^It is |^就是/u);
			});
	});
});
