import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliMessages } from '../../../src/cli/cliMessages.ts';
import { run } from '../../../src/cli/run.ts';
import {
	engineRegistry,
	explanationMessages,
	findingMessages,
	messageQuotesActual,
	retryAdviceDictionary,
	surfaceMessages,
	validateInput,
} from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { uiText } from '../../../src/lib/registry/index.ts';
import { validationText } from '../../../src/lib/report/index.ts';
import { mcpMessages } from '../../../src/mcp/index.ts';

/**
 * The ninth zh-TW reading, the engine's, the CLI's, the MCP server's and the playground's texts:
 * each test fails when the text it read comes back. Where the English had the same problem (items
 * 2, 5 and 14), it is held to the same.
 */

const fixture = (path: string) =>
	readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8');
const options = (lang: Lang) =>
	({ lang, siteUrl: 'https://playbook.example.test', link: (u: string) => u }) as const;
const validate = (path: string, lang: Lang) =>
	validationText(validateInput(fixture(path), { registry: engineRegistry, lang }), options(lang));

async function cli(argv: string[]) {
	let stdout = '';
	let stderr = '';
	const status = await run(
		argv,
		{ stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
		{ env: {}, isTTY: false },
	);
	return { status, stdout, stderr };
}

describe.each(languages)('%s', (lang: Lang) => {
	it('2. a plain failure’s explanation leaves the action to 「下一步」/"Next"', () => {
		// Each ended in the instruction Next printed right under it, in other words.
		const ids = [
			'toolkitMissing',
			'noFlutterIsolate',
			'vmNotConnectedCrash',
			'stateLockCrash',
			'unhandledException',
			'noToolRegistered',
			'schemaValidation',
			'rpcInvalidParams',
			'rpcCancelled',
			'rpcServerError',
		] as const;
		for (const id of ids) {
			const text = explanationMessages[lang][`${id}.text`];
			expect(text, id).not.toMatch(
				lang === 'en'
					? /call again|send (?:it|the request) again|retry once|Check the name|Make the state|Keep the whole/
					: /請(?!求)|再呼叫一次|重新送出|重試一次/,
			);
		}
	});

	it('2. Next names the argument that failed, not the whole argument object', () => {
		const out = validate('cli-output/mcp-schema-validation.json', lang);
		const next = out.slice(out.indexOf(lang === 'en' ? 'Next:' : '下一步：'));
		expect(next).toContain('#root["host"]');
		expect(out).not.toContain(lang === 'en' ? 'at #root (' : '#root 的引數');
		// Said once: in Next, not in the explanation above it too.
		expect(out.split('#root["host"]').length - 1).toBe(2);
	});

	it('5. validate does not tell a terminal user to paste, or to paste "here"', () => {
		// next.brokenJson is the English review 9's item 7 (rewritten there in both languages).
		const texts = [
			...Object.entries(explanationMessages[lang])
				.filter(([key]) => key !== 'next.brokenJson')
				.map(([, text]) => text),
			...Object.values(findingMessages[lang]),
		].join('\n');
		expect(texts).not.toMatch(lang === 'en' ? /\bpaste\b/i : /貼/);
		expect(validate('cli-output/stdout-success.txt', lang)).not.toMatch(
			lang === 'en' ? /here:/ : /這裡/,
		);
	});

	it('14. a finding that quotes its value prints no "actual" line saying it again', () => {
		const actual = lang === 'en' ? 'actual:' : '實際：';
		for (const path of ['hostile/xss-every-field.json', 'hostile/proto-codes.json']) {
			const out = validate(path, lang);
			expect(out, path).not.toContain(actual);
		}
		// A value the message does not quote keeps its line.
		expect(messageQuotesActual('descriptor.exitCode is 68', '68')).toBe(false);
		expect(messageQuotesActual('is "abc"', '"ab"')).toBe(false);
		expect(messageQuotesActual('is a string "<b>"', '"<b>"')).toBe(true);
		expect(messageQuotesActual('「<b>」不在', '"<b>"')).toBe(true);
		expect(messageQuotesActual('must be a boolean', '"x"')).toBe(false);
	});
});

describe('zh-TW', () => {
	const zh = 'zh-TW' as const;
	const t = uiText(zh);
	const explanations = explanationMessages[zh];
	const findings = findingMessages[zh];
	const surfaces = surfaceMessages[zh];

	it('11. "added in" is 新增, never 加入', () => {
		for (const text of [
			t('playground.verdictValidLater'),
			t('playground.laterCode'),
			surfaces['evidence.laterCode'],
			findings['code.later'],
		])
			expect(text).toMatch(/新增/);
		for (const text of [...Object.values(surfaces), findings['code.later']])
			expect(text).not.toMatch(/\}\s*加入/);
		expect(t('playground.verdictValidLater')).not.toContain('加入');
		expect(t('playground.laterCode')).not.toContain('加入');
	});

	it('11. the playground’s editor is 編輯區 in every string', () => {
		const keys = [
			'playground.shareEmpty',
			'playground.badFragment',
			'playground.editorKeys',
			'playground.overlayOff',
		] as const;
		for (const key of keys) {
			expect(t(key), key).not.toMatch(/編輯器|輸入欄位/);
		}
		expect(t('playground.shareEmpty')).toContain('編輯區');
		expect(t('playground.badFragment')).toContain('編輯區');
	});

	it('11. the CLI’s fallback is 復原資訊, and unknown_error’s, as the pages say', () => {
		const text = findings['recovery.cliFallback'];
		expect(text).not.toMatch(/備援|復原項目/);
		expect(text).toContain('通用復原資訊');
		expect(text).toContain('unknown_error');
	});

	it('13. indexes from 0 are written as the array writes them, never 「第 N 個」', () => {
		for (const key of [
			'kind.array',
			'array.moreFailures',
			'array.moreFailuresMany',
			'batch.failingStep',
		] as const)
			expect(surfaces[key], key).not.toMatch(/第\s*\[?\{index(?:es)?\}/);
		expect(validate('cli-output/stdout-batch-v3-0-0.txt', zh)).toContain(
			'batch 的 steps[0]（get_vm）',
		);
		expect(validate('cli-output/array-stdout-lines.json', zh)).toContain('檢查的是元素 [1]');
	});

	it('14. a repeated key: 重複出現, and some parsers keep the first value, not all others', () => {
		const text = findings['json.duplicateKey'];
		expect(text).toContain('重複出現');
		expect(text).not.toMatch(/出現不只一次|其他解析器/);
		expect(findingMessages.en['json.duplicateKey']).not.toContain('other parsers');
	});

	it('15. help: subfolders, MCP server form, explain --json, --no-links without 「否則」', async () => {
		const usage = cliMessages[zh].usage;
		expect(usage).toContain('（含子目錄）');
		expect(usage).not.toContain('各層');
		expect(usage).toContain('以 MCP 伺服器的形式提供');
		expect(usage).not.toContain('輸出代碼的紀錄');
		expect(usage).not.toContain('否則');
		// 15, program prefix: diagnostics are `error-playbook: …` (what scripts match, in both
		// languages); the help's first line is a sentence, not a second, full-width prefix.
		expect(usage.split('\n', 1)[0]).not.toMatch(/^error-playbook[：:]/);
		const unknown = await cli(['explain', 'target_not_found', '--lang', zh]);
		expect(unknown.stderr).toMatch(/^error-playbook: 「target_not_found」/);
	});

	it('15. the playground writes the file placeholder as --help does: <檔案>', () => {
		for (const key of [
			'playground.tooLarge',
			'playground.tooManyLines',
			'playground.noscript',
			'home.paste.tooLarge',
			'home.paste.tooManyLines',
		] as const) {
			expect(t(key), key).not.toContain('<file>');
			expect(t(key), key).toContain('validate <檔案>');
		}
		expect(cliMessages[zh].usage).toContain('<檔案');
	});

	it('15. MCP: the candidates are one of a list, likelier first', () => {
		const text = mcpMessages[zh]['error.candidates'];
		expect(text).toContain('之一');
		expect(text).not.toContain('最可能的在前');
	});

	it('15. no second colon after the Input label', () => {
		expect(explanations['notCliOutput.title']).not.toContain('：');
		expect(findings['kind.jsonrpcError']).not.toContain('：');
	});

	it('15. write_blocked: Retry says what happens, Next what to do, once each', () => {
		expect(retryAdviceDictionary[zh]['retry.never']).not.toMatch(/先|再/);
		const out = validate('cli-output/stdout-write-blocked.txt', zh);
		expect(out).toContain('重試：        不要原封不動重試。同樣的呼叫會以同樣的方式失敗。');
		expect(out).toContain('下一步：      先照這段輸出選出的解決方法處理，再重新呼叫。');
		expect(out).not.toContain('先修正造成失敗的原因');
	});

	it('15. rpcMethodNotFound points to the guide; editorKeys names the caret and the pointer', () => {
		expect(explanations['rpcMethodNotFound.text']).toContain('指南裡列出的其他方法');
		expect(t('playground.editorKeys')).toContain('文字游標或滑鼠指標');
		expect(t('playground.editorKeys')).not.toContain('游標（或滑鼠）');
	});
});

describe('the English twins of three texts the zh-TW reading changed', () => {
	// zh9a's report: the zh-TW texts changed, their English stayed with the old words.
	it('retry.never leaves the action to Next; -32601 points to the guide; the fallback is unknown_error’s', () => {
		expect(retryAdviceDictionary.en['retry.never']).toBe('The same call will fail the same way.');
		expect(explanationMessages.en['rpcMethodNotFound.text']).not.toContain('its help lists');
		expect(explanationMessages.en['rpcMethodNotFound.text']).toContain('the guide lists');
		expect(findingMessages.en['recovery.cliFallback']).not.toContain('fallback');
		expect(findingMessages.en['recovery.cliFallback']).toContain('unknown_error’s');
	});
});
