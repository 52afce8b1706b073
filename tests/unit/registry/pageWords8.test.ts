import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { registry, requireCode, uiText } from '../../../src/lib/registry/index.ts';
import { repoRoot } from '../../support/glossary.ts';

/**
 * Words the eighth reviews (English review 8, items 12, 14 and 17; zh-TW review 8, item 12) found
 * naming one thing two ways or saying one fact twice, in both languages where both had it. The
 * losers the English glossary can forbid outright (never emitted, general, the playbook, the
 * gateway, the toolkit) are in its forbidden list instead; these are the ones a word list cannot
 * tell apart from a legitimate use. Each check fails when the reviewed text is planted back.
 */
const read = (...path: string[]) => readFileSync(join(repoRoot, ...path), 'utf8');
const code = (name: string) => requireCode(registry, name, 'test');
const wrapper = (name: string) => registry.wrapperCodes.find((w) => w.code === name)!;

describe.each(languages)('%s', (lang: Lang) => {
	const t = uiText(lang);

	it('the layers guide does not call tool execution’s codes “VM tools”', () => {
		// VM tools is a source area, and get_screenshots_failed is in Toolkit bridge (item 12).
		const guide = read(
			'content',
			'docs',
			...(lang === 'en' ? ['guides'] : ['zh-tw', 'guides']),
			'layers.mdx',
		);
		expect(guide).not.toMatch(/contract’s VM tools|合約中 VM 工具的代碼/);
		expect(guide).toMatch(
			lang === 'en' ? /The contract’s codes of this layer, such as/ : /合約中這一層的代碼，例如/,
		);
	});

	it('the wrapper notice leaves the fallback descriptor to “where”, which says it once', () => {
		// Said in the notice, in "Where the contract’s error is" and in each example's lead (item 14);
		// then in the notice and "where" (zh-TW review 10, item 2): now "where" alone says it.
		for (const key of ['wrapperPage.notice', 'wrapperPage.noticeLater'] as const) {
			const notice = t(key);
			expect(notice).not.toMatch(/exit code 70|結束代碼 70|fallback descriptor|預設的 descriptor/);
		}
		for (const name of ['validation_error', 'intent_execution_error']) {
			for (const example of wrapper(name).examples)
				expect(example.when[lang], name).not.toMatch(
					/fallback descriptor|預設 descriptor|gateway|閘道/,
				);
		}
	});

	it('4.0.0-dev.8 says once that nothing changed for failures', () => {
		// "Nothing new in what a failure prints." above the template's "No change to failures."
		const release = registry.releases.releases.find((r) => r.id === '4.0.0-dev.8')!;
		expect(release.summary[lang]).toBe(
			lang === 'en' ? 'The newest release this site records.' : '本站記錄的最新版本。',
		);
	});

	it('hot_reload_failed’s first fix passes the address its steps have the reader copy', () => {
		// "connect to the address it prints", with a command that takes none (item 17).
		const fix = code('hot_reload_failed').fixes.find((f) => f.id === 'check-the-app')!;
		for (const command of [fix.command, fix.check.command])
			expect(command).toContain(`'{"connection":{"uri":"<vm_service_uri>"}}'`);
		expect(fix.steps.map((s) => s[lang]).join(' ')).not.toMatch(
			/connect to the address it prints|連到它印出的位址/,
		);
	});

	it('connect_failed says what changes in the address, not that it is copied whole', () => {
		// "written as ws://…/ws, copied whole": changing http to ws is not copying whole (item 17).
		const step = code('connect_failed').fixes.find((f) => f.id === 'stale-uri')!.steps[1]![lang];
		expect(step).not.toMatch(/copied whole|written as|寫成/);
		expect(step).toMatch(
			lang === 'en' ? /change `http:\/\/` to `ws:\/\/`/ : /把 `http:\/\/` 改成 `ws:\/\/`/,
		);
	});

	it('state_lock_conflict and state_lock_timeout name the other process one way', () => {
		// 「另一個 CLI 行程」 beside 「另一個 flutter-mcp-toolkit 行程」 (zh-TW review 8).
		const texts = ['state_lock_conflict', 'state_lock_timeout'].flatMap((name) =>
			JSON.stringify(code(name)).match(
				lang === 'en' ? /[^"]*\bprocess\b[^"]*/g : /[^"]*行程[^"]*/g,
			),
		);
		expect(texts.length).toBeGreaterThan(1);
		const other =
			lang === 'en' ? /\b(?:another|other) ([\w-]+ )?process/gi : /另一個 ?(\S*?) ?行程/g;
		const names = new Set(
			texts.flatMap((s) => [...(s ?? '').matchAll(other)].map((m) => m[1] ?? '')),
		);
		expect([...names].map((n) => n.trim())).toStrictEqual(['flutter-mcp-toolkit']);
	});
});

describe('English only', () => {
	const t = uiText('en');

	it('the changes page calls commit b7f4434 a commit, not a snapshot', () => {
		// "snapshot" is the semantic snapshot and a stored `snapshot create` file (item 12).
		for (const key of ['changes.lead', 'changes.description', 'llms.changes'] as const)
			expect(t(key), key).not.toMatch(/snapshot/i);
		expect(t('changes.lead')).toMatch(/Below are that commit and the/);
	});
});

describe('the package READMEs', () => {
	it('name the example file after the error object, not the contract’s envelope', () => {
		for (const readme of ['README.md', 'README.zh-TW.md']) {
			const text = read('packages', 'validator', readme);
			expect(text, readme).not.toMatch(/\benvelope\.json\b/);
			expect(text, readme).toMatch(/validate error\.json --lang zh-TW/);
		}
	});
});
