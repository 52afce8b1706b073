import { describe, expect, it } from 'vitest';
import { deviationsOf, registry, requireCode } from '../../../src/lib/registry/index.ts';

/**
 * zh-TW review 8, item 4: facts a code page said twice, once as a fix or a deviation and again as
 * an edge case or the usual cause. Each is said where it belongs, once, in both languages; the
 * marker of each fact is found where it stays, so the test fails if that place loses it too.
 */
const code = (name: string) => requireCode(registry, name, 'test');

describe.each(['en', 'zh-TW'] as const)('%s', (lang) => {
	const edgeCases = (name: string) => code(name).whenItFires.edgeCases.map((e) => e[lang]);
	const fixCauses = (name: string) => code(name).fixes.map((f) => f.cause[lang]);

	it('state_lock_timeout: the holder is named in fix 1 only, one name for the process', () => {
		const entry = code('state_lock_timeout');
		const cause = entry.whenItFires.cause![lang];
		const fix = entry.fixes.find((f) => f.id === 'wait-for-holder')!;
		expect(fix.steps.map((s) => s[lang]).join(' ')).toContain('`details.owner`');
		expect(cause).not.toContain('details.owner');
		const process = lang === 'en' ? 'flutter-mcp-toolkit process' : 'flutter-mcp-toolkit 行程';
		expect(cause).toContain(process);
		expect(fix.cause[lang]).toContain(process);
		expect(fix.cause[lang]).not.toMatch(/CLI process|CLI 行程/);
	});

	it('navigator_not_registered: an unmounted Navigator is the fix’s cause, not an edge case', () => {
		const unmounted = lang === 'en' ? /not mounted/ : /還沒掛上/;
		expect(fixCauses('navigator_not_registered').some((c) => unmounted.test(c))).toBe(true);
		expect(edgeCases('navigator_not_registered').filter((e) => unmounted.test(e))).toStrictEqual(
			[],
		);
	});

	it('connect_failed: a host:port target is a fix, not an edge case', () => {
		expect(fixCauses('connect_failed').some((c) => c.includes('host:port'))).toBe(true);
		expect(edgeCases('connect_failed').filter((e) => e.includes('host:port'))).toStrictEqual([]);
	});

	it('doctor_critical_failed: the ignored --json is a deviation, not an edge case', () => {
		const entry = code('doctor_critical_failed');
		expect(deviationsOf(registry, entry).some((d) => d.cli[lang].includes('`--json`'))).toBe(true);
		expect(edgeCases('doctor_critical_failed').filter((e) => e.includes('--json'))).toStrictEqual(
			[],
		);
	});
});
