import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeEntry, guideSource, pickerExample, validateText } from '../../support/readings.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { codeRetryAdvice, registry, uiText } from '../../../src/lib/registry/index.ts';
import { codeText } from '../../../src/lib/terminal/index.ts';
import { codePage } from '../../../src/lib/views/index.ts';

/**
 * The twenty-fourth readings' items (English review 24, zh-TW review 24): each test fails when the
 * text or the choice the reading quoted comes back.
 */
const folded = (text: string, lang: Lang) => validateText(text, lang).replace(/\s+/g, ' ');

describe.each(languages)('English review 24 (%s)', (lang) => {
	it('#1 the guides allow matching message by the prefixes the code pages give', () => {
		expect(guideSource(lang, 'guides/error-model')).not.toMatch(
			/never parse it or compare it with a string|不要解析它，也不要拿它和固定字串比對/,
		);
		expect(guideSource(lang, 'guides/reading-an-error')).not.toMatch(
			/so never match on it in code|所以程式裡不要比對它/,
		);
	});

	it('#2 get_screenshots_failed names every place that raises it', () => {
		expect(codeEntry('get_screenshots_failed').cli.raisedAt[lang]).toMatch(/4\.0\.0-dev\.1/);
	});

	it('#3 #4 for-agents names IntentCall’s two codes; llms.txt’s schema line leaves them out', () => {
		expect(guideSource(lang, 'guides/for-agents')).not.toMatch(
			/One of IntentCall’s own codes|IntentCall 的代碼沒有自己的錯誤物件/,
		);
		expect(uiText(lang)('llms.schema')).toMatch(/IntentCall/);
	});

	it('#5 the bridge denial’s fix command note names the fix it needs', () => {
		expect(codeEntry('visual_capture_permission_denied').recovery.summary[lang]).toMatch(
			/fix 2|解決方法 2/,
		);
	});

	it('#7 #9 the retry guide’s exit-code example, the error model’s resource reads, timeout', () => {
		expect(guideSource(lang, 'guides/retry-and-recovery')).toMatch(/69/);
		expect(guideSource(lang, 'guides/error-model')).toMatch(
			/or of a resource read|或 resource 讀取/,
		);
		const timeout = registry.categories.find((c) => c.id === 'timeout')!;
		expect(timeout.meaning[lang]).toContain('wait_timeout');
	});
});

describe.each(languages)('zh-TW review 24 (%s)', (lang) => {
	it('#1 the page and validate give one retry order', () => {
		for (const [name, example] of [
			['debug_dump_failed', 'code:debug_dump_failed'],
			['explain_errors_failed', 'code:explain_errors_failed'],
		] as const) {
			const page = codeRetryAdvice(codeEntry(name), lang).label;
			expect(folded(pickerExample(lang, example), lang), name).toContain(
				page.replace(/[。.]$/u, ''),
			);
		}
	});
});

describe('zh-TW review 24', () => {
	it('#2 explain never cuts 〈…〉 or 解決方法 across a line', () => {
		for (const entry of registry.codes) {
			const lines = codeText(codePage(registry, entry, 'zh-TW'), {
				lang: 'zh-TW',
				siteUrl: 'https://playbook.example.test',
				link: (u) => u,
			}).split('\n');
			for (const [i, line] of lines.entries()) {
				if (i === lines.length - 1) continue;
				expect(line.lastIndexOf('〈') > line.lastIndexOf('〉'), `${entry.code}: ${line}`).toBe(
					false,
				);
				expect(line, entry.code).not.toMatch(/解決$/);
			}
		}
	});

	it('#3 to #6, #8, #10: one rendering per term', () => {
		/** Every zh-TW text of a code's record, joined. */
		const zh = (name: string) => {
			const texts: string[] = [];
			JSON.stringify(codeEntry(name), (key, value: unknown) => {
				if (key === 'zh-TW' && typeof value === 'string') texts.push(value);
				return value;
			});
			return texts.join('\n');
		};
		expect(zh('connect_failed')).not.toMatch(/query/);
		expect(zh('state_lock_conflict')).not.toContain('session 管理器');
		expect(zh('session_not_found')).not.toContain('進行中的 session');
		expect(zh('invalid_command')).not.toContain('選擇欄位');
		expect(uiText('zh-TW')('codePage.surface.notMcp')).toMatch(/^MCP 伺服器：/);
		expect(readFileSync('content/docs/zh-tw/guides/for-agents.mdx', 'utf8')).not.toContain(
			'失敗的檢查項目',
		);
	});
});
