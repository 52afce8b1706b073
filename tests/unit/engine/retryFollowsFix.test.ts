import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	changeFirstAdvice,
	engineRegistry,
	type FixBook,
	retryAdvice,
	validateInput,
} from '../../../src/lib/engine/index.ts';
import { languages, type Lang } from '../../../src/lib/i18n/index.ts';
import { exampleCoreError, registry } from '../../../src/lib/registry/index.ts';

/**
 * `validate` and the playground answer "should I retry?" for the cause they chose, not for the
 * code's class alone: an empty `fields` list (fill_form_failed) and a stale `snapshotId`
 * (hover_failed) got "Next: Retry with backoff." although waiting cannot change either (English
 * review 6 #2, zh-TW review 6 #1). A fix the registry marks `sameCallFails` turns the advice into
 * "change the call first"; a fix without the mark keeps the class advice.
 */

const fixtures = join(import.meta.dirname, '../../fixtures');
const read = (path: string) => readFileSync(join(fixtures, path), 'utf8');
const validate = (path: string, lang: Lang) =>
	validateInput(read(path), { registry: engineRegistry, lang });

describe.each(languages)('the retry advice of a payload (%s)', (lang) => {
	it.each([
		['cli-output/mcp-intentcall-fill-form-failed.json', 'fill_form_failed', 'empty-fields'],
		['cli-output/stdout-later-code.txt', 'hover_failed', 'stale-snapshot'],
		// "Next: Retry with backoff" while the page said to change first (eighth readings, item 3):
		// the VM service went away mid-reload, so the same call fails until the app runs again.
		['cli-output/stdout-hot-reload-stack.txt', 'hot_reload_failed', 'check-the-app'],
	])('%s: the chosen cause must be changed, so the advice says so', (path, code, fixId) => {
		const result = validate(path, lang);
		expect(result.code).toBe(code);
		expect(result.fix?.id).toBe(fixId);
		// The class's way of retrying stays in the label, after the fix (zh-TW review 14 #8).
		const change = changeFirstAdvice(lang, 'backoff');
		expect(result.retry).toStrictEqual(change);
		// Next: what to do first, the fix; never the class's backoff (English review 10, item 6).
		expect(result.next?.text).toMatch(/^(Work through the fix chosen|先照這段輸出選出的解決方法)/);
		// What the reviews quoted: the class's backoff, which says to repeat the same call.
		const entry = engineRegistry.codes.find((c) => c.code === code)!;
		const classAdvice = retryAdvice(entry, lang);
		expect(classAdvice.policy.kind).toBe('backoff');
		expect(result.next?.text).not.toContain(classAdvice.label);
		expect(result.retry?.text).not.toBe(classAdvice.text);
	});

	it('the change-first words name the fix, not the call: most marked fixes change the app', () => {
		// hot_reload_failed's check-the-app restarts the app, then runs the same call; "Not with the
		// same input… Change the call" pointed at the wrong thing (English review 8 #2).
		for (const policy of ['backoff', 'after-recovery', 'never'] as const) {
			const { label, text } = changeFirstAdvice(lang, policy);
			expect(`${label} ${text}`).not.toMatch(/Change the call|same input|修改呼叫|同樣的輸入/);
			expect(label).toMatch(/after the fix$|^先照解決方法處理，再/);
		}
		expect(changeFirstAdvice(lang, 'backoff').label).toMatch(/backoff|退避/);
	});

	it('the Retry row answers first and says no place: the report, playground and MCP differ', () => {
		// "Only after the fix below" had two candidates below it in the report, the Fix command row
		// and the Fix block (English review 10, item 6); the label is printed first in every surface.
		for (const policy of ['backoff', 'after-recovery', 'never'] as const) {
			const { label, text } = changeFirstAdvice(lang, policy);
			expect(`${label} ${text}`).not.toMatch(/below|above|that fix|下面|上面/);
			expect(text).not.toContain(label);
		}
	});

	it('wait_timeout: an unchanged wait_for waits out the whole timeout again, so change first', () => {
		// Its page says to check the predicate first; validate said "Retry with backoff" (item 3).
		const entry = registry.codes.find((c) => c.code === 'wait_timeout')!;
		const error = exampleCoreError(entry)!;
		const result = validateInput(JSON.stringify(error), { registry: engineRegistry, lang });
		expect(result.code).toBe('wait_timeout');
		expect(result.fix?.id).toBe('check-the-condition');
		expect(result.retry).toStrictEqual(changeFirstAdvice(lang, 'backoff'));
	});

	it('a cause that may pass by itself keeps the class advice', () => {
		const result = validate('cli-output/stdout-state-lock-timeout.txt', lang);
		expect(result.code).toBe('state_lock_timeout');
		expect(result.fix?.id).toBe('wait-for-holder');
		const entry = engineRegistry.codes.find((c) => c.code === 'state_lock_timeout')!;
		const { label, text } = retryAdvice(entry, lang);
		expect(result.retry).toStrictEqual({ label, text });
	});
});

describe('sameCallFails', () => {
	it('reaches both fix books for every fix the registry marks, and no other', () => {
		const marked = [...registry.codes, ...registry.wrapperCodes].flatMap((entry) =>
			entry.fixes.filter((f) => f.sameCallFails).map((f) => `${entry.code}#${f.id}`),
		);
		expect(marked).toContain('fill_form_failed#empty-fields');
		expect(marked).toContain('hover_failed#stale-snapshot');
		for (const lang of languages) {
			// The files the playground fetches, as `npm run generate` wrote them.
			const book = JSON.parse(read(`../../src/lib/engine/data/fixes.${lang}.json`)) as FixBook;
			const inBook = Object.entries(book).flatMap(([code, fixes]) =>
				fixes.filter((f) => f.sameCallFails).map((f) => `${code}#${f.id}`),
			);
			expect(inBook).toStrictEqual(marked);
		}
	});
});
