import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { glossary, glossarySchema, registry, uiText } from '../../../src/lib/registry/index.ts';
import { codePage, registryTable } from '../../../src/lib/views/index.ts';
import { glossaryViolations } from '../../support/glossary.ts';
import { zhTextProblems } from '../../support/zhText.ts';
import { cliMessages } from '../../../src/cli/cliMessages.ts';
import { displayWidth } from '../../../src/lib/report/index.ts';

/**
 * The eighth zh-TW reading of the built site (grade A), item by item: each test fails when the
 * text it read is planted back. The English page is held to the same where the item applies to it.
 */

const emissionKinds = ['rare', 'unreachable', 'never', 'untraced', 'exitCodeOnly'] as const;

describe.each(languages)('%s', (lang: Lang) => {
	const t = uiText(lang);

	it('1. a notice on how often the CLI sends a code has a whole phrase as its title', () => {
		// 「從不」「少見」「實際上走不到」 stood alone as headings: never what? Each title now says what.
		for (const kind of emissionKinds) {
			const title = t(`codePage.emissionTitle.${kind}`);
			expect(title, kind).not.toMatch(
				/^(?:從不|少見|實際上走不到|Rarely|Never|Practically never)$/,
			);
			expect(title, kind).toMatch(lang === 'en' ? /\b(?:code|CLI)\b/ : /代碼|CLI|送出/);
		}
		// Every code with a notice shows one of them.
		for (const entry of registry.codes.filter((c) => c.cli.emission !== 'emitted')) {
			const notice = codePage(registry, entry, lang).notices.emission!;
			const kind = entry.cli.emission as (typeof emissionKinds)[number];
			expect(notice.title).toBe(t(`codePage.emissionTitle.${kind}`));
		}
	});

	it('1. the rare notice does not say "rarely" again under a title that says it', () => {
		const entry = registry.codes.find((c) => c.cli.emission === 'rare')!;
		const { title, text } = codePage(registry, entry, lang).notices.emission!;
		expect(title).toMatch(lang === 'en' ? /rarely/ : /很少/);
		expect(text).not.toMatch(lang === 'en' ? /seldom|rarely/ : /很少|少見/);
	});

	it('2. the usual cause is labelled with a colon, on the page’s view and in the twin', () => {
		// 「**原因。**」 read as a sentence of one word; "Why it happens." likewise.
		const label = t('codePage.whenItFires.cause');
		const md = codeMarkdown(registry, 'state_lock_timeout', lang);
		const colon = lang === 'en' ? ':' : '：';
		const stop = lang === 'en' ? '.' : '。';
		// A full-width mark stays outside the bold (zh-TW review 26 #5).
		expect(md).toContain(lang === 'en' ? `**${label}${colon}**` : `**${label}**${colon}`);
		expect(md).not.toContain(lang === 'en' ? `**${label}${stop}**` : `**${label}**${stop}`);
	});

	it.each(['glossary', 'glossary-kept', 'glossary-english'] as const)(
		'3. the %s table shows words, never the checker’s regular expressions',
		(name) => {
			const table = registryTable(registry, name, lang);
			const not = table.columns.indexOf(t('glossary.colNot'));
			expect(not).toBeGreaterThan(0);
			const words = table.rows.flatMap((row) => {
				const cell = row.cells[not]!;
				return cell.kind === 'words' ? cell.words : [];
			});
			expect(words.length).toBeGreaterThan(0);
			expect(words.filter((w) => /[\\()[\]{}|*+?^$]/.test(w))).toStrictEqual([]);
		},
	);
});

/** A twin's prose as a reader reads it: up to the examples, without the source list. */
function twinProse(code: string, lang: Lang): string {
	const md = codeMarkdown(registry, code, lang);
	return md
		.slice(0, md.indexOf(lang === 'en' ? '\n## Examples' : '\n## 範例'))
		.replace(/^- \[`.*$/gm, '');
}
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('5. each fact once on the pages of navigator_not_registered and state_lock_timeout', () => {
	// [code, fact, en, zh-TW]: the reading found each of them said twice.
	const facts: [string, string, RegExp, RegExp][] = [
		['navigator_not_registered', 'press_key checks the same answer', /press_key/, /press_key/],
		['state_lock_timeout', 'a lock goes stale after five minutes', /five minutes/, /5 分鐘/],
		['state_lock_timeout', 'the CLI crashes at startup instead', /crash/, /崩潰/],
		['state_lock_timeout', 'the call waited 10 seconds', /10 seconds/, /10 秒/],
		[
			'state_lock_timeout',
			'owner is null when the lock file cannot be read',
			/could not be read/,
			/讀不到/,
		],
	];
	it.each(facts)('%s: %s', (code, _, en, zh) => {
		expect(count(twinProse(code, 'en'), en)).toBe(1);
		expect(count(twinProse(code, 'zh-TW'), zh)).toBe(1);
	});
	it('navigator_not_registered says once that the app has not handed over its Navigator', () => {
		// The meaning, then 「但 App 還沒有把它交給 mcp_toolkit」 under 何時發生 again.
		expect(twinProse('navigator_not_registered', 'zh-TW')).not.toContain('還沒有把它交給');
		expect(twinProse('navigator_not_registered', 'en')).not.toContain('has not handed one');
	});
});

describe('3. the glossary keeps its patterns for the checker', () => {
	it('refuses a pattern that would reach the page as a regular expression', () => {
		const planted = structuredClone(glossary);
		planted.terms[0]!.forbidden.push('(?:讀取|列出)要求');
		expect(glossarySchema.safeParse(planted).success).toBe(false);
		// …and a word to show that its pattern does not catch.
		const unmatched = structuredClone(glossary);
		unmatched.terms[0]!.forbidden.push({ pattern: '(?:讀取|列出)要求', reads: ['寫入要求'] });
		expect(glossarySchema.safeParse(unmatched).success).toBe(false);
		const fine = structuredClone(glossary);
		fine.terms[0]!.forbidden.push({ pattern: '(?:讀取|列出)要求', reads: ['讀取要求'] });
		expect(glossarySchema.safeParse(fine).success).toBe(true);
	});
});

describe('6. one word per concept: the losers the reading found are the glossary’s to reject', () => {
	const uses = (text: string) => glossaryViolations(text, 'x').map((v) => v.use);
	// [as the site printed it, the glossary's word]
	const planted: [string, string][] = [
		['MCP 伺服器要把呼叫轉給 App 自己註冊的工具或資源，卻沒有連到 App。', 'resource (MCP)'],
		['CLI 或 daemon 啟動時帶了 `--no-dynamics`，這會關閉 App 註冊的工具與資源。', 'resource (MCP)'],
		['descriptor.retryable 是 false，但依照 registry，{code} 可以重試。', '代碼清單'],
		['下表直接由 registry 產生，因此永遠與代碼索引一致。', '代碼清單'],
		['有例外從指令中逃出，CLI 沒有任何處理預期到它。', '漏出'],
		['用了頂層的 host/port/uri，而不是 args.connection。', '最上層'],
		['通常是另一個使用 session 的代理程式或腳本。', 'agent'],
		['以及 CLI 的 gateway 在轉送丟出 Exception 時。', '閘道'],
		['由 flutter_mcp_cli 的 registry gateway 原樣複製過來。', '閘道'],
	];
	it.each(planted)('%s', (text, use) => {
		expect(uses(text)).toContain(use);
	});
	it('writes the winners spaced as Latin words beside Chinese are', () => {
		const steps = registry.codes
			.find((c) => c.code === 'state_lock_timeout')!
			.fixes.flatMap((f) => f.steps.map((step) => step['zh-TW']));
		expect(steps.join('')).toContain('使用 session 的 agent 或腳本');
		expect(steps.join('')).not.toMatch(/\p{Script=Han}agent|agent\p{Script=Han}/u);
		// The zh-TW checker catches it on every surface.
		const problems = (text: string) => zhTextProblems({ where: 'x', text });
		expect(problems('通常是另一個使用 session 的agent或腳本。').join()).toMatch(/no space/);
		expect(problems('通常是另一個使用 session 的 agent 或腳本。')).toStrictEqual([]);
	});

	it('keeps the CLI’s own registry, and 資源 where it is not MCP’s', () => {
		expect(
			uses('執行階段設定停用了動態 registry；IntentCall 的 registry 與 registry 閘道照常。'),
		).toStrictEqual([]);
		expect(uses('暫時性失敗：等資源競爭結束後，同樣的呼叫預期可以成功。')).toStrictEqual([]);
		expect(uses('App 的 mcp_toolkit 無法關閉最上層的對話框。')).toStrictEqual([]);
	});
});

describe('4. the help fits 80 columns too, in both languages', () => {
	// Seven lines of the zh-TW help ran to columns 84-97, as explain's did, and eleven of the
	// English one to 81-96.
	it.each(['en', 'zh-TW'] as const)(
		'wraps error-playbook --help (%s) by hand within 80 columns',
		(lang) => {
			const usage = cliMessages[lang].usage.replace('{site}', 'http://127.0.0.1:4321');
			expect(usage.split('\n').filter((l) => displayWidth(l) > 80)).toStrictEqual([]);
		},
	);
});
