import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { registry, requireCode, uiText } from '../../../src/lib/registry/index.ts';
import { wrapperPage } from '../../../src/lib/views/index.ts';
import { repoRoot } from '../../support/glossary.ts';

/**
 * The registry's and the UI strings' words that the sixth reviews (English review 6, items 3–6 and
 * 8; zh-TW review 6, items 5–8) found saying something false or saying it badly, in both languages.
 * Each check fails when the reviewed text is planted back.
 */
const code = (name: string) => requireCode(registry, name, 'test');
const wrapper = (name: string) => registry.wrapperCodes.find((w) => w.code === name)!;
const fix = (name: string, id: string) => code(name).fixes.find((f) => f.id === id)!;

describe.each(languages)('%s', (lang: Lang) => {
	const compile = lang === 'en' ? /compil/i : /編譯/;

	it('hot_reload_failed blames compile errors only where it says they are not this code', () => {
		// The page's edge case says a rejected reload answers ok: true; its first fix sent the reader
		// to the compile errors of their change all the same (English review 6, item 3).
		const entry = code('hot_reload_failed');
		for (const f of entry.fixes)
			for (const text of [f.cause, ...f.steps]) expect(text[lang], f.id).not.toMatch(compile);
		// Nor its retry note, which sent the reader to "errors from your change" too.
		expect(entry.retryNote?.[lang]).not.toMatch(/errors from your change|你的修改造成的錯誤/);
		expect(entry.whenItFires.edgeCases?.[0]?.[lang]).toMatch(compile);
		expect(fix('hot_reload_failed', 'check-the-app').check.expect[lang]).toMatch(compile);
	});

	it('intent_execution_error’s contract error does not answer “where” with “none”', () => {
		// 「沒有：」 under a heading that asks where, then "arrives wrapped" (zh-TW review 7, item 7).
		const text = wrapper('intent_execution_error').contractError[lang];
		expect(text).not.toMatch(/^(There is none|沒有：)/);
		expect(text).toMatch(lang === 'en' ? /arrives wrapped in an error object/ : /會被包成錯誤物件/);
	});

	it('validation_error’s contract error says what arrives, not that nothing does', () => {
		// "There is none", then "arrives wrapped as an error object" (English review 6, item 4;
		// zh-TW review 6, item 7: 「沒有：」 under a heading that asks where).
		const text = wrapper('validation_error').contractError[lang];
		expect(text).not.toMatch(/^(There is none|沒有：)/);
		expect(text).toMatch(
			lang === 'en' ? /^It arrives wrapped in an error object/ : /^它會被包成錯誤物件/,
		);
	});

	it('dates the IntentCall layer by its own release on every wrapper page', () => {
		// The notice put the code's release (validation_error: 4.0.0-dev.6) where the layer's belongs.
		const layer = registry.releases.releases.find((r) => r.mcpToolFailure === 'intentcall')!;
		expect(layer.id).toBe('4.0.0-dev.1');
		for (const w of registry.wrapperCodes) {
			const notice = wrapperPage(registry, w, lang).notice.text;
			// The layer's release beside the layer, once per sentence (English review 10, item 11).
			expect(notice, w.code).toMatch(
				lang === 'en'
					? /the library that runs the server’s fmt_\* tools,? from (?:flutter-mcp-toolkit )?4\.0\.0-dev\.1 on/
					: /IntentCall (?:是)?從 (?:flutter-mcp-toolkit )?4\.0\.0-dev\.1 起執行伺服器/,
			);
			expect(notice, w.code).not.toMatch(/ on, sends it itself from /);
			expect(notice, w.code).toContain(w.addedIn);
			// Said once where the code came with the layer (intent_execution_error).
			expect(notice.split(layer.id), w.code).toHaveLength(2);
			// Plain text: the field is 「descriptor 欄位」 (zh-TW review 6, item 5), as the glossary says.
			if (lang === 'zh-TW') expect(notice, w.code).toContain('定義 descriptor 欄位');
		}
	});

	it('explains the later codes’ fallback fix command without an appositive and a semicolon', () => {
		// "Runs the environment checks, the CLI's general advice for a code without its own entry; …"
		// (English review 6, item 6: nine entries).
		const opening =
			lang === 'en'
				? // Not "the CLI's": on an MCP tool result it is the server's (English review 14 #9a).
					'The generic fix for a code without its own: it runs the environment checks. '
				: 'CLI 對沒有自己復原資訊的代碼印出的通用指令：執行環境檢查。';
		const fallback = registry.codes.filter(
			(c) =>
				c.recovery.kind === 'command' &&
				/generic|通用/.test(c.recovery.summary.en + c.recovery.summary['zh-TW']),
		);
		expect(fallback).toHaveLength(9);
		for (const c of fallback)
			if (c.recovery.kind === 'command') {
				expect(c.recovery.summary[lang], c.code).toMatch(
					// Followed by what this code adds, or nothing (fill_form_failed: zh-TW review 10, #6).
					new RegExp(`^${opening.trimEnd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: ?\\S|$)`),
				);
				expect(c.recovery.summary[lang], c.code).not.toMatch(/advice for a code|專屬建議/);
			}
	});

	it('says which value visual_capture_permission_denied’s Flutter layer sets', () => {
		// 「傳入 `mode` `flutter_layer`」: two code spans side by side (zh-TW review 6, item 6).
		const [step] = fix('visual_capture_permission_denied', 'flutter-layer-capture').steps;
		expect(step![lang]).not.toMatch(/`[^`]+` `[^`]+`/);
		expect(step![lang]).toContain(
			lang === 'en' ? '`mode` to `flutter_layer`' : '把 `mode` 設為 `flutter_layer`',
		);
	});

	it('gives write_blocked’s bundle fix a directory, not the snapshot fix’s name', () => {
		const expect_ = (id: string) => fix('write_blocked', id).check.expect[lang];
		expect(expect_('snapshot-exists')).toMatch(lang === 'en' ? /\(a new name\)/ : /（新名稱）/);
		expect(expect_('bundle-exists')).toMatch(lang === 'en' ? /\(a new directory\)/ : /（新目錄）/);
	});

	it('writes unknown_error’s descriptor as the field it is', () => {
		const entry = code('unknown_error');
		const texts = [
			entry.whenItFires.cause![lang],
			...entry.fixes.flatMap((f) => f.steps.map((s) => s[lang])),
		];
		for (const text of texts) expect(text).not.toMatch(/(?<!`)descriptor(?![`.])/);
		expect(texts.join('\n')).toContain('`descriptor.retryable`');
	});

	it('names the program and the contract’s tables as the glossary does', () => {
		const t = uiText(lang);
		// The program is not "the MCP tool" (the glossary's name for one fmt_* tool).
		expect(t('llms.summary')).toMatch(
			lang === 'en' ? /the command-line tool and MCP server/ : /命令列工具與 MCP 伺服器/,
		);
		expect(t('llms.summary')).not.toMatch(/MCP command-line tool|MCP 命令列工具/);
		// Table captions of guides that are not about the v3 contract's binary.
		for (const key of ['guides.daemon.caption', 'guides.categories.caption'] as const)
			expect(t(key)).not.toContain('flutter_mcp_cli');
	});

	it('says how a fmt_* tool’s failure arrives from 4.0.0-dev.1 on, on every code page', () => {
		// "…is the error object as JSON" alone sent a 4.0.0-dev reader to parse the wrong object: the
		// text of a failing fmt_* tool is IntentCall's {code, message, details} (English review 7,
		// item 1; RELEASES.md, MCP).
		const mcp = uiText(lang)('codePage.surface.mcp');
		expect(mcp).toContain('4.0.0-dev.1');
		expect(mcp).toContain('IntentCall');
		expect(mcp).toContain('`{code, message, details}`');
	});
});

describe('the glossary', () => {
	const glossary = JSON.parse(
		readFileSync(join(repoRoot, 'content', 'registry', 'glossary.json'), 'utf8'),
	) as Record<string, object[]>;

	it('defines nothing with the name it forbids, except where it says whose name that is', () => {
		// "doctor check: One check of flutter_mcp_cli doctor", "daemon: … that flutter_mcp_cli serve
		// starts" (English review 6, item 5): the program's name is flutter-mcp-toolkit.
		const entries = Object.values(glossary).flat();
		const naming = entries.filter((e) => JSON.stringify(e).includes('flutter_mcp_cli'));
		expect(naming.map((e) => JSON.stringify(e))).toStrictEqual([
			expect.stringMatching(/"use":"flutter-mcp-toolkit".*v3 contract.*no release installs/),
		]);
	});
});

describe('zh-TW words', () => {
	const t = uiText('zh-TW');
	const home = readFileSync(join(repoRoot, 'content', 'docs', 'zh-tw', 'index.mdx'), 'utf8');

	it('says what the contract corresponds to without 「為…所寫」', () => {
		for (const text of [home, t('llms.summary'), t('codesIndex.description')])
			expect(text).not.toMatch(/為[^。]{0,40}所寫/);
	});

	it('stacks no two modifiers in the playground’s introduction', () => {
		expect(t('playground.description')).not.toContain('印出它的那個版本的');
	});

	it('gives unknown_error’s fallback a noun', () => {
		expect(code('unknown_error').whenItFires.cause!['zh-TW']).not.toContain('退而使用它的');
	});
});
