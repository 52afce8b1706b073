import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { retryAdvice } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import {
	type CodeEntry,
	codeRetryAdvice,
	registry,
	requireCode,
	uiText,
} from '../../../src/lib/registry/index.ts';
import { codeText } from '../../../src/lib/terminal/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';

/**
 * A code page's "Should you retry?" is the advice of the code's class (retryAdvice.ts) plus, where
 * that alone would contradict the page's own fixes, the code's `retryNote` (registry). The fourth
 * English review found the class sentence on 29 pages telling readers to repeat a call the page
 * says to change first, then to run a fix command that is the generic `doctor --json`; the fourth
 * zh-TW review found the advice saying 「先執行修復指令」 twice in one paragraph.
 */

/** The CLI's generic fix command, which fixes nothing a code's own page names. */
const genericDoctor = /^(flutter_mcp_cli|flutter-mcp-toolkit) doctor --json$/;

/**
 * Codes whose class advice tells the reader to repeat, whose fix command is the generic doctor,
 * and that still need no note: their page's fixes say the same as the class sentence. A new code
 * in that position needs a `retryNote` or a line here saying why not.
 */
const classTextFits: Record<string, string> = {
	discover_debug_apps_failed: 'its first step is to run the scan again: it depends on processes',
	get_app_errors_failed: 'its first step is to ask again: a cut-off answer reads fine next time',
	get_view_details_failed: 'its first step is to ask again: a cut-off answer reads fine next time',
	state_lock_timeout: 'the holder of the lock lets go by itself; repeating is safe',
	state_lock_conflict: 'handled like state_lock_timeout: wait, then repeat',
	diagnose_failed: 'its first step is to run diagnose once more',
	state_store_read_failed:
		'never sent: its label gives the backoff to a client of your own, and its banner says why',
};

function repeatsItself(entry: CodeEntry): boolean {
	const policy = retryAdvice(entry, 'en').policy.kind;
	return (
		policy !== 'never' &&
		entry.recovery.kind === 'command' &&
		genericDoctor.test(entry.recovery.command)
	);
}

/** What the fourth reviews quoted as printed; none of it may come back. */
const reviewedTexts: Record<Lang, RegExp[]> = {
	en: [
		/If it still fails, run the fix command/,
		/follow the recovery, change what it points to/,
		/Run your command once more, unchanged/,
	],
	'zh-TW': [/仍然失敗的話，請執行修復指令/, /請依照復原方式處理/, /原封不動再執行一次你的指令/],
};

/** A sentence said twice, or the bold label said again in the text after it (zh-TW review item 1). */
function sayTwice(label: string, text: string): string[] {
	const sentences = text.split(/(?<=[。.])\s*/u).filter((s) => s.length > 0);
	const seen = new Set<string>();
	const twice = sentences.filter((s) => seen.size === seen.add(s).size);
	const fixCommand = text.match(/修復指令/gu) ?? [];
	return [
		...twice,
		...(text.includes(label) ? [label] : []),
		...(label.includes('修復指令') && fixCommand.length > 0 ? ['修復指令 after the label'] : []),
		...(fixCommand.length > 1 ? ['修復指令 twice'] : []),
	];
}

const cases = registry.codes.flatMap((entry) =>
	languages.map((lang) => [entry.code, lang, entry] as const),
);

describe('retry notes', () => {
	it('are set where the class advice would send readers to repeat into the generic doctor', () => {
		const missing = registry.codes
			.filter((e) => repeatsItself(e) && !e.retryNote && !(e.code in classTextFits))
			.map((e) => e.code);
		expect(missing).toStrictEqual([]);
		// A code listed as fitting that got a note since, or that no longer repeats, leaves the list.
		const stale = Object.keys(classTextFits).filter((code) => {
			const entry = requireCode(registry, code, 'classTextFits');
			return entry.retryNote !== undefined || !repeatsItself(entry);
		});
		expect(stale).toStrictEqual([]);
	});

	it('name the fix the review found on wait_timeout and fill_form_failed', () => {
		const note = (code: string) => requireCode(registry, code, 'test').retryNote;
		expect(note('wait_timeout')?.en).toContain('`predicate.text`');
		expect(note('fill_form_failed')?.en).toContain('`details.failedAt`');
		expect(note('fill_form_failed')?.['zh-TW']).toContain('`details.failedAt`');
	});

	it.each(cases)(
		'%s (%s): its page, twin and explain give the class advice and the note',
		(code, lang, entry) => {
			const advice = codeRetryAdvice(entry, lang);
			const classAdvice = retryAdvice(entry, lang);
			// A note says what repeating unchanged cannot fix; a bare "Retry with backoff." above it
			// read as a second answer (English review 5: fill_form_failed, wait_timeout).
			const noted = entry.retryNote !== undefined && classAdvice.policy.kind === 'backoff';
			// An after-recovery note corrects the class ("the cause stays"): the note alone, under a
			// label that names the fix, not the fix command (zh-TW review 13 #1). So does a note on
			// "Do not retry unchanged" (navigator_not_registered, English review 15 #2).
			const corrects = entry.retryNote !== undefined && classAdvice.policy.kind !== 'backoff';
			// A code no error object carries gets the backoff for a client of your own that sends it,
			// noted or not (English review 15 #1).
			const neverSent = entry.cli.emission === 'never' && classAdvice.policy.kind === 'backoff';
			expect(advice.label).toBe(
				neverSent
					? uiText(lang)(
							entry.retryNote ? 'codePage.retry.neverSentNoted' : 'codePage.retry.neverSent',
						)
					: noted
						? uiText(lang)('codePage.retry.backoffNoted')
						: corrects && classAdvice.policy.kind === 'after-recovery'
							? uiText(lang)('codePage.retry.afterRecoveryNoted')
							: classAdvice.label,
			);
			const note = entry.retryNote?.[lang];
			if (neverSent && !note)
				expect(advice.text).toContain(
					uiText(lang)('codePage.retry.neverSentText').split('{attempts}')[0]!,
				);
			else if (corrects) {
				expect(advice.text).toBe(note);
				expect(advice.text).not.toContain(classAdvice.text);
			} else if (noted) {
				// English review 6 #2: the label said "after the change below", then the class sentence
				// said "repeat the same call". The note (the change) comes first, then a backoff
				// sentence of its own; the class sentence is not said at all.
				expect(advice.text.startsWith(note!)).toBe(true);
				expect(advice.text).not.toContain(classAdvice.text);
				// A code no error object carries cannot fail "with this code again" (English
				// review 14 #2): its sentence is the contract's backoff for a client that sends it,
				// after the fix its note names (English review 20 #4).
				const sentence =
					entry.cli.emission === 'never'
						? 'codePage.retry.neverSentNotedText'
						: 'codePage.retry.backoffNotedText';
				expect(advice.text).toContain(uiText(lang)(sentence).split('{attempts}')[0]!);
			} else expect(advice.text).toBe(classAdvice.text);
			const view = codePage(registry, entry, lang);
			expect(view.facts.retry).toStrictEqual(advice);
			const twin = codeMarkdown(registry, code, lang, 'https://playbook.example.test');
			const explain = codeText(view, {
				lang,
				siteUrl: 'https://playbook.example.test',
				link: (url: string) => url,
			}).replace(/\s+/g, '');
			// The twin escapes some marks, the terminal wraps: compare a stretch without either.
			const stretch = (note ?? advice.text).slice(0, 24);
			expect(twin).toContain(stretch);
			expect(explain).toContain(stretch.replace(/\s+/g, ''));
		},
	);

	it.each(cases)(
		'%s (%s): none of the reviewed texts, nothing said twice',
		(_code, lang, entry) => {
			const { label, text } = codeRetryAdvice(entry, lang);
			const steps = entry.fixes.flatMap((f) => f.steps.map((s) => s[lang]));
			for (const now of reviewedTexts[lang]) {
				expect(text).not.toMatch(now);
				for (const step of steps) expect(step).not.toMatch(now);
			}
			expect(sayTwice(label, text)).toStrictEqual([]);
		},
	);

	/** Every code whose retry box says "only after …": a backoff class and a note of its own. */
	const notedCases = cases.filter(
		([, lang, entry]) =>
			entry.retryNote !== undefined && retryAdvice(entry, lang).policy.kind === 'backoff',
	);

	it('the "only after" box is on the pages the review listed, and more than a few', () => {
		const codes = new Set(notedCases.map(([code]) => code));
		for (const code of ['wait_timeout', 'hot_reload_failed', 'press_key_failed', 'hover_failed'])
			expect(codes).toContain(code);
	});

	it.each(notedCases)(
		'%s (%s): the box points up to the fix, and the backoff starts after one new call',
		(code, lang, entry) => {
			const { label, text } = codePage(registry, entry, lang).facts.retry;
			// English review 9 #1a: "only after the change below" on 23 pages, where the change is fix 1,
			// above both the box after fix 1 and the section at the foot (and above the facts in explain).
			expect(label).not.toMatch(/below|下面|下方/u);
			// Nor "above": the guides' tables print the same label, where nothing is above it
			// (English review 15 #9); under "Should you retry?" the fix is the page's.
			expect(label).toMatch(lang === 'en' ? /after the fix$/ : /先照解決方法處理/u);
			// English review 9 #1b: "Once that change is made, repeat up to 3 times" read, on
			// press_key_failed, as "send the corrected key three more times".
			// The repeat is of the call, once it fails again after the fix; "then" read as "in debug
			// mode" after debug_dump_failed's note (English review 12 #6).
			// A never-sent code's label says whose client the backoff is for; its text is the backoff.
			const never = entry.cli.emission === 'never';
			if (never) expect(label).toMatch(lang === 'en' ? /^If you ever receive it/ : /^萬一收到它/u);
			else {
				const once =
					lang === 'en' ? 'After the fix, if the call fails' : '修好之後，如果仍然以這個代碼失敗';
				const repeat = lang === 'en' ? 'repeat it up to' : '最多重試';
				expect(text).toContain(once);
				expect(text.indexOf(once)).toBeLessThan(text.indexOf(repeat));
			}
			expect(text).not.toMatch(/change is made, repeat up to|改好之後，最多重複/u);
			// zh-TW review 10, item 1: the label already says "the fix first"; the text does not again.
			expect(text).not.toMatch(/Once that change is made|call again\.|排除原因之後|再呼叫一次/u);
			// zh-TW review 9, item 1: 重試 is the glossary's word, and the fix removes a cause.
			if (lang === 'zh-TW') expect(text).not.toMatch(/重複|改好/u);
			expect(code).toBe(entry.code);
		},
	);

	it('catch the reviewed texts when planted back', () => {
		const planted = {
			en: 'Repeat the same call up to 3 times, waiting 1 s before the first retry and doubling the wait each time. If it still fails, run the fix command.',
			'zh-TW':
				'同樣的呼叫最多重複 3 次，第一次重試前等待 1 秒，之後每次等待時間加倍。仍然失敗的話，請執行修復指令。',
		};
		for (const lang of languages)
			expect(reviewedTexts[lang].some((now) => now.test(planted[lang]))).toBe(true);
		// zh-TW review 4, item 1: the label, then the same advice twice in the text.
		expect(
			sayTwice(
				'先執行修復指令，再重試一次',
				'先執行修復指令，再重試一次。光等待沒有用：在情況改變之前，原因會一直存在。請執行修復指令，再重新呼叫一次。',
			),
		).not.toStrictEqual([]);
		expect(
			sayTwice('退避後重試', '第一次重試前等待 1 秒。第一次重試前等待 1 秒。'),
		).not.toStrictEqual([]);
	});

	it('the one-line brief does not lead with the word its labels start with', () => {
		// English review 6 #2: hot_reload_failed's fix step read "Retry: Retry with backoff…".
		for (const lang of languages)
			expect(uiText(lang)('codePage.retryBrief')).not.toMatch(/^(Retry|重試)\s*[:：]/u);
		expect('Retry: {label}.').toMatch(/^(Retry|重試)\s*[:：]/u);
		expect('重試：{label}。').toMatch(/^(Retry|重試)\s*[:：]/u);
	});

	it('the retry guide says only some backoff causes clear, and sends the last attempt to the page', () => {
		// English review 5: "describe causes that clear by themselves" covered wait_timeout and
		// fill_form_failed, and "run the fix command" after the last attempt meant `doctor --json`.
		// English review 8 #3: "usually clear by themselves" contradicted Reading an error's "most of
		// these codes also have causes that stay until you change something".
		const guide = (path: string) =>
			readFileSync(new URL(`../../../content/docs/${path}`, import.meta.url), 'utf8').replace(
				/\s+/g,
				' ',
			);
		const en = guide('guides/retry-and-recovery.mdx');
		expect(en).not.toMatch(/usually describe causes that clear by themselves/);
		expect(en).toMatch(/Some of these causes clear by themselves .*\. Many do not/);
		expect(en).toMatch(/A cause that can pass by itself gets a timed backoff at once/);
		expect(en).not.toMatch(/After the last attempt, run the fix command/);
		const zh = guide('zh-tw/guides/retry-and-recovery.mdx');
		expect(zh).not.toContain('表示問題通常會自行排除');
		expect(zh).toContain('其中有些原因會自行消失');
		expect(zh).toContain('原因可能自行消失時，不必先處理，直接以指數退避重試');
		expect(zh).not.toMatch(/最後一次嘗試失敗後，請執行修復指令/);
	});
});
