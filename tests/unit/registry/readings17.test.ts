import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, retryAdvice, validateInput } from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { registry, uiText } from '../../../src/lib/registry/index.ts';

/**
 * The seventeenth readings' items (English review 17, zh-TW review 17): each test fails when the
 * text or the choice the reading quoted comes back.
 */
const code = (name: string) => registry.codes.find((c) => c.code === name)!;
const doc = (lang: Lang, path: string) =>
	readFileSync(`content/docs/${lang === 'en' ? '' : 'zh-tw/'}${path}.mdx`, 'utf8').replace(
		/\s+/g,
		' ',
	);

describe.each(languages)('English review 17 (%s)', (lang) => {
	it('#1 the after-recovery label names the fix, never a fix command that changes nothing', () => {
		for (const name of ['vm_not_connected', 'connect_failed'])
			expect(retryAdvice(code(name), lang).label, name).toBe(
				uiText(lang)('codePage.retry.afterRecoveryNoted'),
			);
		expect(uiText(lang)('guides.retry.oneAfterRecovery')).not.toMatch(/fix command|修復指令/);
	});

	it('#2 the error model and tool-authors say what the MCP server sends from 4.0.0-dev.1, and what /codes.json holds', () => {
		expect(doc(lang, 'guides/error-model')).toMatch(
			/\(from 4\.0\.0-dev\.1, a `fmt_\*` tool’s text is\s+IntentCall’s `\{code, message, details\}`, with the error object in `details`, except for the\s+`fmt_client_\*` tools\)|（從 4\.0\.0-dev\.1 起，放在 IntentCall 的 `\{code, message, details\}` 的 `details` 裡，`fmt_client_\*` 工具除外）/,
		);
		expect(doc(lang, 'guides/error-model')).not.toMatch(
			/the CLI never fills them in|CLI 從不幫你填入/,
		);
		const authors = doc(lang, 'reference/tool-authors');
		expect(authors).not.toMatch(/`later`/);
		expect(authors).toMatch(/`addedIn`/);
		expect(authors).toMatch(/up to 3\.1\.1|到 3\.1\.1 為止/);
	});

	it('#3 every message evaluate_expression_failed lists leads validate to a fix whose steps fit it', () => {
		const cases: [string, string][] = [
			['Could not find root library for evaluation', 'library-not-found'],
			['Could not find library for URI: package:shop_app/cart.dart', 'library-not-found'],
			['VM service not connected', 'vm-connection-gone'],
			['No Flutter isolate found', 'no-flutter-isolate'],
		];
		for (const [message, fix] of cases) {
			const line = JSON.stringify({
				ok: false,
				data: null,
				error: {
					code: 'evaluate_expression_failed',
					message,
					details: null,
					descriptor: {
						code: 'evaluate_expression_failed',
						category: 'execution',
						retryable: true,
						exitCode: 69,
						httpLikeStatus: 500,
					},
					recovery: {
						summary: 'Inspect error details and retry once prerequisites are fixed.',
						fix_command: 'flutter-mcp-toolkit doctor --json',
					},
				},
				meta: {},
			});
			const result = validateInput(line, { registry: engineRegistry, lang });
			expect(result.fix?.id, message).toBe(fix);
		}
	});

	it('#4 IntentCall’s pages put their retry answer under its question, and name the object around it', () => {
		expect(uiText(lang)('wrapperPage.contractError')).not.toMatch(/contract|合約/);
	});
});

describe('English words (English review 17 #5, #6)', () => {
	const all = JSON.stringify([
		registry.codes,
		registry.wrapperCodes,
		registry.categories,
		registry.exitCodes,
	]);
	it('"verdict" is the validator’s, "layer" the site’s, "v3" the contract’s', () => {
		expect(all).not.toMatch(
			/verdicts? of the same capture check|capture check’s verdict|the validator’s sentence/,
		);
		expect(all).not.toMatch(/in v3, for/);
		expect(all).not.toMatch(/toolkit bridge,/);
		expect(uiText('en')('wrapperPage.notice')).not.toMatch(/the layer that runs/);
	});
});

describe('zh-TW review 17', () => {
	it('#1 diagnose_failed and get_active_ports_failed: the only fix agrees with the page’s own cause', () => {
		expect(code('diagnose_failed').fixes[0]!.cause['zh-TW']).not.toMatch(/例如逾時/);
		// The empty list is the page's cause; the heading names the exception (English review 18 #4).
		expect(code('get_active_ports_failed').whenItFires.cause!['zh-TW']).toMatch(/空清單/);
		expect(code('get_active_ports_failed').fixes[0]!.cause['zh-TW']).toMatch(/`message`/);
		expect(code('get_active_ports_failed').whenItFires.cause!['zh-TW']).not.toMatch(/漏過/);
	});

	it('#2 #10 #13 one rendering each: 送出 for "sent", 代碼頁面 for the code page, 退避後重試', () => {
		for (const page of ['guides/layers', 'guides/retry-and-recovery'])
			expect(doc('zh-TW', page), page).not.toMatch(/從來不會輸出|從不送出/);
		const t = uiText('zh-TW');
		expect(t('codePage.emission.never')).toContain('送出');
		expect(t('playground.openCodePage') + t('notFound.lead')).not.toContain('說明頁');
		expect(t('codePage.retry.neverSent')).toMatch(/退避後重試$/);
	});

	it('#7 unknown_error’s note has the reader, not doctor, file the report', () => {
		expect(
			code('unknown_error').recovery.kind === 'command' &&
				code('unknown_error').recovery.summary['zh-TW'],
		).toMatch(/要回報這個失敗時，請附上/);
	});
});

describe.each(languages)('English review 18 (%s)', (lang) => {
	it('#1 for-agents finds the error object inside IntentCall’s text from 4.0.0-dev.1, and names the fix, not the recovery', () => {
		const text = doc(lang, 'guides/for-agents');
		expect(text).toMatch(
			/From 4\.0\.0-dev\.1 that text is IntentCall’s|從 4\.0\.0-dev\.1 起，那段文字是 IntentCall 的/,
		);
		expect(text).not.toMatch(/run the recovery, then repeat once|先執行修復指令，再重試一次/);
	});

	it('#2 where-errors-appear: failures without an error object of the CLI, and intent_execution_error’s descriptor through fmt_client_tool', () => {
		const text = doc(lang, 'guides/where-errors-appear');
		expect(text).not.toMatch(/These failures carry no code\.|這些失敗沒有代碼/);
		expect(text).toMatch(/fallback descriptor|後備 descriptor/);
	});

	it('#3 evaluate_expression_failed’s lost connection is fixed before any retry', () => {
		const fix = code('evaluate_expression_failed').fixes.find(
			(f) => f.id === 'vm-connection-gone',
		)!;
		expect(fix.sameCallFails).toBe(true);
	});
});
