import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import {
	codesWithPages,
	resolveQuery,
	type PublishedCodeIndex,
} from '../../src/lib/codeNames/index.ts';
import { registry } from '../../src/lib/registry/index.ts';
import './requireBuild.ts';

/**
 * `/search/codes.json`: the index the site's boxes (home, search hints, the codes index filter)
 * resolve typed text with, fetched when someone types. It must know every code with a page
 * (IntentCall's too: visitor review 3, defect 7), what each is matched on, and say why in both
 * languages, within a size that a first keystroke can wait for.
 */
const KB = 1024;
const text = readFileSync(new URL('../../dist/search/codes.json', import.meta.url), 'utf8');
const index = JSON.parse(text) as PublishedCodeIndex;

it('lists every code with a page, with its meaning, and the contract’s and later codes’ facts', () => {
	expect(index.codes.map((c) => c.code)).toStrictEqual(codesWithPages(registry));
	for (const c of index.codes) {
		expect(c.meaning.en, c.code).not.toBe('');
		expect(c.meaning['zh-TW'], c.code).not.toBe('');
	}
	const connect = index.codes.find((c) => c.code === 'connect_failed')!;
	expect(connect).toMatchObject({ exitCode: 67, httpLikeStatus: 503 });
	expect(connect.messages).toContain('Failed to connect: <reason>');
	const wrapper = index.codes.find((c) => c.code === 'intent_execution_error')!;
	expect(wrapper.exitCode).toBeUndefined();
	expect(wrapper.messages).toContain('Bad state: Extension call returned null');
	expect(index.exitNames).toContainEqual({ exitCode: 67, name: 'EX_NOUSER' });
});

it('carries the sentences of the reasons in both languages', () => {
	expect(index.reasons.en.exitCode).toBe('exit code {exitCode} ({name})');
	expect(index.reasons['zh-TW'].exitCode).toBe('結束代碼 {exitCode}（{name}）');
	expect(Object.keys(index.reasons['zh-TW']).sort()).toStrictEqual(
		Object.keys(index.reasons.en).sort(),
	);
});

it('answers as the CLI does: an IntentCall code, an exit code, a message line', () => {
	expect(resolveQuery(index, 'intent_execution_error')).toStrictEqual({
		kind: 'code',
		code: 'intent_execution_error',
	});
	expect(resolveQuery(index, 'exit 67')).toMatchObject({
		candidates: [{ code: 'connect_failed' }],
	});
	expect(resolveQuery(index, 'Failed to connect: boom')).toMatchObject({
		candidates: [{ code: 'connect_failed' }],
	});
});

/**
 * 4.8 KB gzip on 2026-11-27 (53 codes, their messages and meanings in both languages, the reasons'
 * sentences); it was 2 KB with names and meanings alone. About 25 % above, as the page budgets are.
 */
it('stays within 6 KB gzip', () => {
	expect(gzipSync(text, { level: 6 }).length).toBeLessThanOrEqual(6 * KB);
});
