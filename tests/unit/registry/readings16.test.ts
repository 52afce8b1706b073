import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, retryAdvice, validateInput } from '../../../src/lib/engine/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { issueReport } from '../../../src/lib/playground/index.ts';
import {
	codeRetryAdvice,
	glossary,
	registry,
	retryPolicyRows,
	uiText,
} from '../../../src/lib/registry/index.ts';

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
	it.each(languages)('the table by exit code prints each code’s own label (%s)', (lang) => {
		for (const row of retryPolicyRows(registry, lang))
			for (const name of row.codes)
				expect(codeRetryAdvice(code(name), lang).label, name).toBe(row.label);
	});

	it.each(languages)(
		'one name for the after-recovery policy, which names the fix, not the fix command (%s)',
		(lang) => {
			// English review 17 #1: vm_not_connected's fix command is `status`, which changes nothing.
			expect(retryAdvice(code('connect_failed'), lang).label).toBe(
				uiText(lang)('codePage.retry.afterRecoveryNoted'),
			);
		},
	);

	it.each(languages)(
		'the guide says a row is an exit code with one of its codes’ labels, and names no stale snapshot (%s)',
		(lang) => {
			const text = guide(lang, 'retry-and-recovery');
			// The table shows each page's own label, so nothing is left to narrow (both readings 19).
			expect(text).toMatch(
				/has a row for each label its codes use|用到幾種標籤，這個結束代碼就佔幾列/,
			);
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

describe('zh-TW review 16', () => {
	const zh = (name: string) => {
		const entry = [...registry.codes, ...registry.wrapperCodes].find((c) => c.code === name)!;
		return JSON.stringify(entry, (_, v) =>
			v && typeof v === 'object' && 'zh-TW' in v ? v['zh-TW'] : v,
		);
	};

	it('#2 state_lock_timeout’s cause allows for the lock file left behind and the unwritable directory', () => {
		expect(code('state_lock_timeout').whenItFires.cause!['zh-TW']).toMatch(/見解決方法 2、3/);
		expect(code('state_lock_timeout').fixes[0]!.steps[0]!['zh-TW']).not.toMatch(/同樣的 JSON/);
	});

	it('#3 validate’s later-code hint names one release, with the meaning beside the code', () => {
		const input = readFileSync('tests/fixtures/cli-output/stdout-later-code.txt', 'utf8');
		const result = validateInput(input, { registry: engineRegistry, lang: 'zh-TW' });
		const hint = result.findings.find((f) => f.rule === 'code.later')!;
		expect(hint.message).toMatch(/^hover_failed（[^）]+）不是 v3 合約的代碼/);
		expect(hint.message).not.toMatch(/那個版本/);
	});

	it('#11d a position 「第 1 欄」 stays on one line', () => {
		const input = readFileSync('tests/fixtures/cli-output/doctor-critical-failed.txt', 'utf8');
		const text = validationText(validateInput(input, { registry: engineRegistry, lang: 'zh-TW' }), {
			lang: 'zh-TW',
			siteUrl: 'https://playbook.example.test',
			link: (url: string) => url,
		});
		expect(text).not.toMatch(/第\s*\n|\d\s*\n\s*[行欄]/);
	});

	it('#4 an out-of-date snapshotId is 過時 on every page, and the glossary says so', () => {
		for (const name of ['hover_failed', 'fill_form_failed'])
			expect(zh(name)).not.toMatch(/過期的 `snapshotId`/);
		expect(glossary.terms.some((t) => t['zh-TW'] === '過時')).toBe(true);
	});

	it('#5 wait_timeout in 毫秒, with its fields in backticks and each fact once', () => {
		const text = zh('wait_timeout');
		expect(text).not.toMatch(/5000 ms|沒有發生的是什麼|為 matched: false|沒有 lastSnapshotId/);
		expect(text.match(/永遠不會成立/g) ?? []).toHaveLength(1);
	});

	it('#6 write_blocked’s contract instruction is introduced without a binary it does not name', () => {
		expect(uiText('zh-TW')('codePage.contractFormInstruction')).not.toMatch(/執行檔/);
		expect(zh('write_blocked')).not.toMatch(/"bundle create：|、bundle\/create/);
	});

	it('#7 #12 #13 session_not_found, missing_resource_uri and diagnose_failed say each fact once', () => {
		expect(code('session_not_found').cli.raisedAt['zh-TW']).not.toMatch(/或沒有指定/);
		expect(code('missing_resource_uri').cli.raisedAt['zh-TW']).not.toMatch(/空字串/);
		expect(code('diagnose_failed').whenItFires.happened['zh-TW']).not.toMatch(/get_extension_rpcs/);
		expect(code('diagnose_failed').whenItFires.cause!['zh-TW'].match(/自己/g) ?? []).toHaveLength(
			1,
		);
	});

	it('#8 <token> builds the ws:// URI as <vm_service_uri> says, not from a ws:// that flutter run never prints', () => {
		const token = registry.placeholders.find((p) => p.name === 'token')!;
		expect(token.description['zh-TW']).toMatch(/<vm_service_uri>/);
		expect(token.description['zh-TW']).not.toMatch(/印出的完整 ws:\/\/ URI/);
	});

	it('#9 the changes page’s lead says the unpublished binary once', () => {
		expect(uiText('zh-TW')('changes.lead')).not.toMatch(/沒有人會以這個名稱安裝它/);
	});
});
