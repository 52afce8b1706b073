import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/lib/i18n/index.ts';
import { codeMarkdown } from '../../../src/lib/markdown/index.ts';
import { glossary, registry } from '../../../src/lib/registry/index.ts';
import { zhTextProblems } from '../../support/zhText.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../support/glossary.ts';

/**
 * What the ninth readings left open and what the tenth readings found, each read upstream or in the
 * review: every test fails when the old text or value is planted back.
 */
const entry = (code: string) => registry.codes.find((c) => c.code === code)!;

describe('visual_capture_unsupported says which release refuses iOS on which host', () => {
	// 3.0.0–3.0.7 add the iOS app-bridge adapter on every host; 3.1.0 adds it only when the host is
	// not macOS (visual_capture.dart:314-335 at each tag). "iOS when the host is not a Mac" was
	// true of 3.1.0 on only.
	const texts = (lang: 'en' | 'zh-TW') => {
		const e = entry('visual_capture_unsupported');
		return [e.whenItFires.cause![lang], ...e.fixes.map((f) => f.cause[lang])];
	};
	it.each(languages)('%s', (lang) => {
		const withIos = texts(lang).filter((t) => /iOS/.test(t));
		expect(withIos.length).toBeGreaterThan(1);
		for (const text of withIos) {
			expect(text).toMatch(/3\.0\.7/);
			expect(text).toMatch(/3\.1\.0/);
			expect(text).not.toMatch(/iOS when the host is not a Mac|主機不是 Mac 時的 iOS/);
		}
	});
	it('cites both releases’ adapter lists', () => {
		const sources = entry('visual_capture_unsupported').cli.sources;
		expect(sources).toContain(
			'v3.0.0:mcp_server_dart/lib/src/capabilities/visual_capture/visual_capture.dart:314-335',
		);
		expect(sources).toContain(
			'v3.1.0:mcp_server_dart/lib/src/capabilities/visual_capture/visual_capture.dart:314-335',
		);
	});
});

it('get_screenshots_failed is not “rare”: from 4.0.0-dev.1 an app without mcp_toolkit sends it', () => {
	// Its first fix is that ordinary setup mistake; the rare notice ("only on bad timing or an
	// unexpected exception") contradicted it on the page (zh-TW review 9, item 9).
	const e = entry('get_screenshots_failed');
	expect(e.fixes[0]!.cause.en).toMatch(/has no mcp_toolkit/);
	expect(e.cli.emission).toBe('emitted');
	for (const lang of languages)
		expect(codeMarkdown(registry, e.code, lang)).not.toMatch(
			/rarely sends this code|很少送出這個代碼/,
		);
});

it('snapshot_not_found says the daemon’s answers once, in its deviation (zh-TW review 9, item 8)', () => {
	for (const lang of languages) {
		const md = codeMarkdown(registry, 'snapshot_not_found', lang);
		expect(md.match(/ends the daemon process|會讓 daemon 行程結束/g)).toHaveLength(1);
		// The ID at the end of `message`: its placeholder says so, the cause no longer does.
		expect(entry('snapshot_not_found').whenItFires.cause![lang]).not.toMatch(/ends with the ID/);
	}
});

describe('the glossary names “added by a release” and the playground’s editor', () => {
	it('新增 and 編輯區 are terms', () => {
		const words = glossary.terms.map((t) => t['zh-TW']);
		expect(words).toEqual(expect.arrayContaining(['新增', '編輯區']));
	});
	it.each([
		['hover_failed 是 flutter-mcp-toolkit 3.0.0 版加入的代碼。', '新增'],
		['hover_failed 由 flutter-mcp-toolkit 3.0.0 加入。', '新增'],
		['分享的內容：編輯器是空的。', '編輯區'],
	])('the checker catches 「%s」', (text, use) => {
		expect(zhTextProblems({ where: 'x', text }).join()).toContain(use);
	});
	it('and leaves adding a package alone', () => {
		expect(zhTextProblems({ where: 'x', text: '在 App 加入套件，再重新啟動。' })).toStrictEqual([]);
	});
});

it('<snapshot_id> is the ID the command named, true where the snapshot exists (English review 10, item 1)', () => {
	const placeholder = registry.placeholders.find((p) => p.name === 'snapshot_id')!;
	for (const lang of languages)
		expect(placeholder.description[lang]).not.toMatch(
			/^(The snapshot ID that was not found|找不到的快照 ID)/,
		);
	// The pages that show it include ones where the snapshot was found.
	for (const code of ['snapshot_invalid', 'bundle_build_failed'])
		expect(codeMarkdown(registry, code, 'en')).toContain(
			'The ID of the snapshot your command named',
		);
});

it('validate names the installed binary when it cannot tell the release (English review 10, item 7)', async () => {
	const { validateInput, engineRegistry } = await import('../../../src/lib/engine/index.ts');
	// An error object with no fix_command and nothing that marks a release.
	const input =
		'{"ok":false,"data":null,"error":{"code":"hot_reload_failed","message":"Hot reload failed","descriptor":{"code":"hot_reload_failed","category":"vm","retryable":true,"exitCode":69},"recovery":{"summary":"x"}},"meta":{}}';
	const result = validateInput(input, { registry: engineRegistry, lang: 'en' });
	expect(result.release?.id).toBeNull();
	expect(result.recovery?.command).toMatch(/^flutter-mcp-toolkit /);
	expect(result.recovery?.form ?? '').not.toMatch(/v3 contract’s name/);
});

describe('zh-TW review 10: one wording for the generic fallback and for “do not retry unchanged”', () => {
	it('the later codes’ fallback notes say 沒有自己復原資訊, as the pages do', () => {
		const notes = registry.codes.flatMap((c) =>
			c.recovery.kind === 'command' ? [c.recovery.summary['zh-TW']] : [],
		);
		expect(notes.filter((n) => /專屬修復指令/.test(n))).toStrictEqual([]);
		expect(
			notes.filter((n) => n.startsWith('CLI 對沒有自己復原資訊的代碼印出的通用指令')).length,
		).toBeGreaterThan(0);
	});
	it.each(['for-agents', 'retry-and-recovery'])(
		'%s says 不要原封不動重試 and 對應 HTTP 狀態',
		(guide) => {
			const text = readFileSync(join(repoRoot, `content/docs/zh-tw/guides/${guide}.mdx`), 'utf8');
			expect(text).not.toMatch(/原封不動地重送|對應 HTTP \d/);
			expect(text).toContain('不要原封不動重試');
		},
	);
});
