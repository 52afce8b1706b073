import { describe, expect, it } from 'vitest';
import {
	defaultMaxChars,
	engineRegistry,
	validateInput,
	type ValidationResult,
} from '../../../src/lib/engine/index.ts';
import type { Lang } from '../../../src/lib/i18n/index.ts';
import {
	bigEnvelopeText,
	deepInDetailsText,
	deepTopLevelText,
	hostileStrings,
	literalCases,
	literalFiles,
	payloadsOf,
	prototypeSnapshot,
	readLiteral,
	tenMegabytes,
} from '../../support/hostileCorpus.ts';

/** The hostile corpus through the engine: a verdict for everything, nothing run, nothing polluted. */

const engine = engineRegistry;
const validate = (text: string, lang: Lang = 'en', maxChars?: number): ValidationResult =>
	validateInput(text, { registry: engine, lang, ...(maxChars !== undefined && { maxChars }) });
const rules = (result: ValidationResult) => result.findings.map((f) => f.rule);
const before = prototypeSnapshot();

/** Fails the test if anything reached a built-in prototype. */
function expectNoPollution(): void {
	expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
	expect(Object.prototype).not.toHaveProperty('polluted');
	expect(Object.prototype).not.toHaveProperty('token');
	expect(prototypeSnapshot()).toStrictEqual(before);
}

describe('every literal file of the corpus', () => {
	it('has its expected verdict (no file is left out)', () => {
		expect(literalCases.map((c) => c.file).sort()).toStrictEqual(literalFiles());
	});

	for (const lang of ['en', 'zh-TW'] as const)
		it.each(literalCases)(
			`$file gets $verdict as $inputKind (${lang})`,
			({ file, verdict, inputKind, rules: expected, code }) => {
				const result = validate(readLiteral(file), lang);
				expect(rules(result)).not.toContain('engine.internal');
				expect(result).toMatchObject({ verdict, inputKind, code });
				expect(rules(result)).toStrictEqual(expect.arrayContaining(expected));
				expectNoPollution();
			},
		);
});

describe('prototype keys are data', () => {
	it('never reads a member through __proto__, constructor or prototype', () => {
		const result = validate(readLiteral('proto-keys.json'));
		// details.__proto__ holds other targets: the recovery names the real first one, as the CLI does.
		expect(result.recovery?.command).toContain('"targetId":"ws://127.0.0.1:61001/Ab12Cd34Ef0=/ws"');
		expect(result.recovery?.command).not.toContain('from-the-prototype');
		// Only the note that the fix command is the CLI's computed form, not the contract's.
		expect(result.findings.map((f) => f.rule)).toStrictEqual(['recovery.cliForm']);
		const inherited = validate(readLiteral('proto-inherited-members.json'));
		expect(
			inherited.findings.filter((f) => f.rule === 'shape.missing').map((f) => f.pointer),
		).toStrictEqual([
			'/code',
			'/message',
			'/details',
			'/recovery',
			'/descriptor/category',
			'/descriptor/retryable',
			'/descriptor/exitCode',
			'/descriptor/httpLikeStatus',
		]);
		expectNoPollution();
	});

	it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'])(
		'takes the code %s for an unknown code',
		(code) => {
			const envelope = JSON.stringify({
				...JSON.parse(readLiteral('bom-crlf.json').slice(1)),
				code,
			});
			const result = validate(envelope);
			expect(result).toMatchObject({
				verdict: 'invalid',
				code,
				knownCode: false,
				recovery: null,
				retry: null,
			});
			expect(rules(result)).toContain('code.unknown');
			expectNoPollution();
		},
	);

	it('survives repeated __proto__ keys with a warning each', () => {
		const result = validate(readLiteral('duplicate-keys.json'));
		expect(
			result.findings.filter((f) => f.rule === 'json.duplicateKey').map((f) => f.pointer),
		).toStrictEqual(['/code', '/details/availableTargets', '/descriptor/exitCode', '/__proto__']);
		// JSON.parse keeps the last of repeated keys: the code, the targets and the exit code that count are the last ones.
		expect(result.recovery?.command).toContain('"targetId":"ws://127.0.0.1:61001/Ab12Cd34Ef0=/ws"');
		expectNoPollution();
	});
});

describe('broken JSON around valid objects', () => {
	it('reports NaN in an envelope as the syntax error it is, not its valid recovery member as "not an envelope"', () => {
		const text = readLiteral('nan-infinity.json');
		const result = validate(text);
		expect(result).toMatchObject({
			verdict: 'invalid',
			inputKind: 'not-json',
			extractedFrom: 'whole',
		});
		expect(result.findings).toHaveLength(1);
		expect(result.findings[0]).toMatchObject({
			rule: 'json.syntax',
			line: 4,
			column: text.split('\n')[3]!.indexOf('NaN') + 1,
		});
		expect(result.findings[0]!.message).toMatch(/NaN and Infinity/);
	});

	it('still finds an envelope inside a log’s own braces', () => {
		const envelope = JSON.stringify(JSON.parse(readLiteral('bom-crlf.json').slice(1)));
		const result = validate(
			`I/flutter ( 4711): {\nI/flutter ( 4711):   error: ${envelope}\nI/flutter ( 4711): }\n`,
		);
		expect(result).toMatchObject({
			verdict: 'valid',
			inputKind: 'envelope',
			extractedFrom: 'terminal-text',
			code: 'connect_failed',
		});
	});
});

describe('markup, URLs and entities stay text', () => {
	it('quotes every payload verbatim: neither escaped nor interpreted (rendering is the page’s job)', () => {
		const result = validate(readLiteral('xss-every-field.json'));
		const shown = result.findings.flatMap((f) => [f.message, f.actual ?? '']).join('\n');
		expect(shown).toContain('"<script>alert(1)</script>" is not in Error Playbook’s code list');
		expect(shown).toContain('it is a string "javascript:alert(1)"');
		expect(shown).toContain('"&lt;b&gt;bold&lt;/b&gt;"');
		expect(shown).not.toMatch(/&amp;lt;|&lt;script&gt;alert\(1\)&lt;\/script&gt;"? is not/);
	});

	it('never puts a payload into the recovery command to copy', () => {
		const result = validate(readLiteral('xss-known-code.json'));
		// Nothing in it tells the release: the name people install (English review 10, item 7).
		expect(result.recovery?.command).toBe(
			`flutter-mcp-toolkit exec --name get_vm --args '{"connection":{"uri":"ws://127.0.0.1:8181/<token>/ws"}}'`,
		);
		// A target id the payload names is filled in only when it is safe in a shell.
		const hostileTarget = JSON.parse(readLiteral('proto-keys.json')) as {
			details: { availableTargets: { targetId: string }[] };
		};
		for (const payload of hostileStrings) {
			hostileTarget.details.availableTargets[0]!.targetId = payload;
			const targeted = validate(JSON.stringify(hostileTarget));
			expect(targeted.recovery?.command).toBe(
				`flutter_mcp_cli exec --name discover_debug_apps --args '{}'`,
			);
			expect(targeted.recovery?.unsafe).toStrictEqual(['target_id']);
		}
	});

	it.each(hostileStrings)('reports %s as the unknown code it is, in both languages', (payload) => {
		for (const lang of ['en', 'zh-TW'] as const) {
			const result = validate(
				JSON.stringify({ ...JSON.parse(readLiteral('xss-known-code.json')), code: payload }),
				lang,
			);
			const finding = result.findings.find((f) => f.rule === 'code.unknown')!;
			expect(finding.message).toContain(JSON.stringify(payload).slice(1, -1));
			expect(finding.actual).toBe(JSON.stringify(payload));
		}
	});

	it('carries the payloads in the XSS files (so the page tests show something)', () => {
		for (const file of literalFiles().filter((f) => f.startsWith('xss-')))
			expect(payloadsOf(file).length, file).toBeGreaterThan(0);
	});
});

describe('size and depth', () => {
	const big = bigEnvelopeText(tenMegabytes);

	it('refuses a 10 MB envelope at once, unparsed, with the size and the limit', () => {
		expect(big.length).toBe(tenMegabytes);
		const start = performance.now();
		const result = validate(big);
		expect(performance.now() - start).toBeLessThan(100);
		expect(result).toMatchObject({ verdict: 'invalid', inputKind: 'too-large' });
		expect(result.findings).toHaveLength(1);
		expect(result.findings[0]).toMatchObject({ rule: 'input.tooLarge', line: 1, column: 1 });
		expect(result.findings[0]!.message).toContain(String(tenMegabytes));
		expect(result.findings[0]!.message).toContain(String(defaultMaxChars));
	});

	it('validates the same 10 MB envelope when allowed to, in seconds', () => {
		const start = performance.now();
		const result = validate(big, 'en', Infinity);
		expect(performance.now() - start).toBeLessThan(5_000);
		expect(result).toMatchObject({
			verdict: 'valid',
			inputKind: 'envelope',
			code: 'connect_failed',
		});
	});

	it('reports 100,000 levels in details as too deep, and still checks the envelope', () => {
		const result = validate(deepInDetailsText(100_000));
		expect(result).toMatchObject({
			verdict: 'invalid',
			inputKind: 'envelope',
			code: 'connect_failed',
			knownCode: true,
		});
		expect(rules(result)).toStrictEqual(['input.tooDeep']);
		// Level 1 is the envelope, 2 its details: level 1001 is opened by the 999th bracket.
		const text = deepInDetailsText(100_000);
		expect(result.findings[0]).toMatchObject({
			line: 1,
			column: text.indexOf('"nested":[') + '"nested":'.length + 999,
		});
	});

	it('reports 100,000 levels at the top level as too deep', () => {
		const result = validate(deepTopLevelText(100_000));
		expect(result.verdict).toBe('invalid');
		expect(result.findings.find((f) => f.rule === 'input.tooDeep')).toMatchObject({
			line: 1,
			column: 5 * 1000 + 1,
		});
	});

	it('reports 100,000 levels inside an envelope sent as text, at its place in the pasted text', () => {
		const text = JSON.stringify({
			isError: true,
			content: [{ type: 'text', text: deepInDetailsText(100_000) }],
		});
		const result = validate(text);
		expect(result).toMatchObject({
			inputKind: 'mcp-tool-result',
			envelopePointer: '/content/0/text',
			code: 'connect_failed',
		});
		const deep = result.findings.find((f) => f.rule === 'input.tooDeep')!;
		expect(text.slice(deep.column - 1, deep.column + 2)).toBe('[[[');
		// The embedded document has its own levels: the envelope is level 1 again, details level 2,
		// so the 999th bracket of "nested" opens level 1001.
		const nested = text.indexOf('\\"nested\\":[') + '\\"nested\\":'.length;
		expect(text.slice(nested, deep.column - 1).match(/\[/g)!.length).toBe(998);
		expectNoPollution();
	});
});
