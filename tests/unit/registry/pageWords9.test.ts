import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { llmsTxt } from '../../../src/lib/markdown/index.ts';
import { laterCodes, registry, requireCode, uiText } from '../../../src/lib/registry/index.ts';
import { codePage, wrapperPage } from '../../../src/lib/views/index.ts';
import { repoRoot } from '../../support/glossary.ts';

/**
 * Texts the ninth English review (items 4, 12, 13 and 15) found saying something false, or the same
 * thing two ways, in both languages. Each check fails when the reviewed text comes back.
 */
const code = (name: string) => requireCode(registry, name, 'test');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const later = laterCodes(registry).length;
const home = { en: 'content/docs/index.mdx', 'zh-TW': 'content/docs/zh-tw/index.mdx' } as const;

describe.each(languages)('%s', (lang: Lang) => {
	it('the home page says most codes come from the v3 contract, and how many came later', () => {
		// #4: "The codes come from its v3 error contract", while the index counts 15 added later.
		const tagline = read(home[lang]).match(/^\s+tagline: (.*)$/m)![1]!;
		expect(tagline).not.toMatch(/The codes come from its v3|這些代碼來自它的 v3/u);
		expect(tagline).toMatch(
			lang === 'en' ? /^.*Most codes come from its v3/ : /代碼大多來自它的 v3 錯誤合約/u,
		);
		expect(later).toBeGreaterThan(0);
		expect(tagline).toContain(
			lang === 'en' ? `; ${later} were added by later releases.` : `其餘 ${later} 個是後來新增的`,
		);
	});

	it('llms.txt counts the later codes in its summary too, and its intro is no tautology', () => {
		// #4: "as its v3 error contract defines them"; "A failing call that reports an error object
		// returns one".
		const text = llmsTxt(registry, [], lang, 'https://playbook.example.test');
		expect(text).not.toMatch(/as its v3 error contract defines them|依它的 v3 錯誤合約而定/u);
		expect(text).not.toMatch(
			/that reports an error object returns one|並回報錯誤物件時，只會傳回一個/u,
		);
		expect(uiText(lang)('llms.summary')).toMatch(
			lang === 'en' ? /and its later releases/ : /之後的版本新增的代碼/u,
		);
		expect(uiText(lang)('llms.intro')).toMatch(
			lang === 'en'
				? /^Most failing flutter-mcp-toolkit calls return one error object/
				: /大多會傳回一個錯誤物件/u,
		);
	});

	it('visual_capture_unsupported names one call for the permission bridge, and the same platforms twice', () => {
		// #12: `getFlutterMcpPermissionEntries` in "When it fires", `initializeFlutterPermissionToolkit`
		// in fix 2; fix 2 listed three platforms where the cause lists four; one condition in two
		// sentences ("… cannot capture it. And the app does not install …").
		const entry = code('visual_capture_unsupported');
		const cause = entry.whenItFires.cause![lang];
		const bridge = entry.fixes.find((f) => f.id === 'add-permission-bridge')!;
		expect(cause).toContain('initializeFlutterPermissionToolkit(delegate: …)');
		// The step names the same call in words that wrap within 80 columns (zh-TW review 10, #7).
		expect(bridge.steps.some((s) => s[lang].includes('`initializeFlutterPermissionToolkit`'))).toBe(
			true,
		);
		expect(cause).not.toContain('getFlutterMcpPermissionEntries');
		expect(cause).not.toMatch(/\. And the app/);
		const platforms = (text: string) =>
			text
				.match(/\(([^()]*Android[^()]*)\)|（([^（）]*Android[^（）]*)）/u)!
				.slice(1)
				.find(Boolean);
		expect(platforms(bridge.cause[lang])).toBe(platforms(cause));
		expect(platforms(cause)).toMatch(/Windows/);
	});

	it('snapshot_not_found says to create the snapshot before the change before it creates it', () => {
		// #13: "A snapshot records the app as it is now: … create the first one before your change"
		// came after the step that created it.
		const steps = code('snapshot_not_found').fixes[0]!.steps.map((s) => s[lang]);
		const before = steps.findIndex((s) => /before your change|在變更之前/u.test(s));
		const create = steps.findIndex((s) => s.includes('`snapshot create --name`'));
		expect(before).toBeGreaterThanOrEqual(0);
		expect(before).toBeLessThan(create);
	});

	it('intent_execution_error passes the address in connection.uri, as every other fix does', () => {
		// #13: "`connection: {targetId: "ws://…/ws"}` set to that address" above a block that runs
		// `--vm-service-uri`.
		const page = wrapperPage(
			registry,
			registry.wrapperCodes.find((w) => w.code === 'intent_execution_error')!,
			lang,
		);
		const text = JSON.stringify(page);
		expect(text).not.toMatch(/connection: \{targetId: \\"ws:/);
		const fix = registry.wrapperCodes
			.find((w) => w.code === 'intent_execution_error')!
			.fixes.find((f) => f.id === 'not-a-flutter-app')!;
		expect(fix.steps.at(-1)![lang]).toContain('`connection: {uri: "ws://…/ws"}`');
	});

	it('the 404 page leaves the index to its link', () => {
		// #15: "The error codes index lists every page of a code."; English review 18: the lead said
		// what the "Browse all error codes" link under it says.
		const lead = uiText(lang)('notFound.lead');
		expect(lead).not.toMatch(
			/lists every page of a code|列出了每個代碼的說明頁|index|所有錯誤代碼/u,
		);
	});

	it('hover_failed’s stale-snapshot details say which field answers', () => {
		// #15: "ok false instead of success".
		const shapes = codePage(registry, code('hover_failed'), lang).sections.whereRaised;
		const text = JSON.stringify(shapes);
		expect(text).not.toMatch(/ok false instead of success|用的是 ok 為 false，而不是 success/u);
		expect(text).toContain('`ok: false`');
		expect(text).toContain('`success: false`');
	});
});
