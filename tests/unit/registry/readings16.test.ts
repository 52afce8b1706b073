import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { retryAdvice } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { issueReport } from '../../../src/lib/playground/index.ts';
import { codeRetryAdvice, glossary, registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * The sixteenth readings' items (English review 16, zh-TW review 16): each test fails when the
 * text the reading quoted comes back.
 */
const code = (name: string) => registry.codes.find((c) => c.code === name)!;
const guide = (lang: Lang, name: string) =>
	readFileSync(`content/docs/${lang === 'en' ? '' : 'zh-tw/'}guides/${name}.mdx`, 'utf8');
const english = (value: unknown): string[] =>
	Array.isArray(value)
		? value.flatMap(english)
		: value && typeof value === 'object'
			? 'en' in value && 'zh-TW' in value
				? [String((value as { en: unknown }).en)]
				: Object.values(value).flatMap(english)
			: [];

describe('the retry guide agrees with the code pages (English review 16 #1–#3)', () => {
	it('one name for the after-recovery policy: the class label says what runs first', () => {
		const connect = retryAdvice(code('connect_failed'), 'en');
		expect(connect.label).toBe('Run the fix command, then retry once');
		expect(uiText('en')('codePage.retry.afterRecoveryNoted')).toBe('Retry once, after the fix');
	});

	it.each(languages)(
		'the guide says the pages narrow the table, and names no stale snapshot (%s)',
		(lang) => {
			const text = guide(lang, 'retry-and-recovery');
			expect(text).toMatch(/A code’s page can narrow it|代碼的頁面可以再縮小範圍/);
			expect(text).not.toMatch(/a stale snapshot|過時的快照/);
			expect(text).not.toMatch(
				/is retried with backoff\. A bundle|bundle_build_failed" \/> 依退避方式重試/,
			);
			expect(text).not.toMatch(
				/run the fix command first, then repeat|光等待沒有用：先執行修復指令/,
			);
			expect(text).toMatch(/failed calls into the app|對 App 的呼叫失敗/);
		},
	);
});

describe.each(languages)('the code pages (%s)', (lang) => {
	it('state_store_read_failed says "empty" in its edge cases, not again in its retry (English review 16 #4)', () => {
		expect(code('state_store_read_failed').retryNote).toBeUndefined();
	});

	it('state_lock_conflict’s retry names no fix to make first (English review 16 #14)', () => {
		expect(codeRetryAdvice(code('state_lock_conflict'), lang).label).toBe(
			uiText(lang)('codePage.retry.neverSent'),
		);
	});

	it('<snapshot_id> speaks of no placeholder the CLI printed (English review 16 #5)', () => {
		const p = registry.placeholders.find((x) => x.name === 'snapshot_id')!;
		expect(p.description[lang]).not.toMatch(/leaves the placeholder|原樣保留/);
	});

	it('session_not_found says where sessions live once, in a step that does something (English review 16 #9)', () => {
		const steps = code('session_not_found').fixes[1]!.steps;
		expect(steps).toHaveLength(1);
		expect(steps[0]![lang]).toMatch(/^Find|^找出/);
	});
});

describe('English words the glossary decides (English review 16 #6–#8, #10–#12, #15)', () => {
	const all = [...registry.codes, ...registry.wrapperCodes].flatMap(english).join('\n');

	it('"sent", "connection check", "result", one directory list', () => {
		const never = registry.deviations.find((d) => d.id === 'never-emitted')!;
		expect(never.cli.en).not.toMatch(/emitted/);
		expect(registry.sourceAreas.map((a) => a.label.en)).not.toContain('VM command guard');
		expect(all).not.toMatch(/whole verdict|follows the verdict/);
		const directory = glossary.terms.find((t) => t['zh-TW'] === '目錄')!;
		expect(directory.note.en).toContain('staging directory');
	});

	it('an out-of-date snapshotId, never a stale one or a stale ref', () => {
		expect(all).not.toMatch(/stale `?snapshotId|stale ref|unknown or stale/);
	});

	it('sentences that stand alone', () => {
		expect(code('get_screenshots_failed').retryNote!.en).toMatch(
			/^Only an answer cut off by a restart passes by itself\./,
		);
		expect(all).not.toMatch(/the same argument of the `fmt_client_resource`/);
		expect(all).not.toMatch(/On a macOS host that is/);
		expect(all).not.toMatch(/no app registered|toolkit bridge setup|Flutter picture/);
	});

	it('the changes page says "no change" once, names the MCP server, and says fix command', () => {
		const patch = registry.releases.releases.find((r) => r.id === '3.1.1')!;
		expect(patch.summary.en).not.toMatch(/No change/);
		expect(uiText('en')('changes.surface.mcp')).toBe('MCP server');
		expect(JSON.stringify(registry.releases)).not.toMatch(/[Rr]ecovery strings?/);
	});
});

describe('the report template on a page with one fix (English review 16 #13)', () => {
	it('asks whether the fix was tried, not which numbered one', () => {
		const { markdown } = issueReport({
			code: 'state_store_read_failed',
			release: null,
			surface: null,
			fix: null,
			fixCount: 1,
			message: null,
			exitStatus: null,
			payload: null,
			page: null,
		});
		expect(markdown).toContain('- **Fix tried:** _(the fix on this page: yes or no)_');
		expect(markdown).not.toContain('which one: fix 1');
	});
});
