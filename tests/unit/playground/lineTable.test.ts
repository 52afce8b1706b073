import { describe, expect, it } from 'vitest';
import { engineRegistry, lineStarts, validateInput } from '../../../src/lib/engine/index.ts';
import { countLines } from '../../../src/scripts/playground/lines.ts';

/**
 * One line table for the engine and the playground: a finding's line number, the gutter's rows and
 * the overlay's windows all break lines at `\n`, `\r\n` and a lone `\r`.
 */
describe('the line table', () => {
	it('breaks at \\n, \\r\\n and a lone \\r', () => {
		expect(lineStarts('a\rb\r\nc\nd')).toStrictEqual([0, 2, 5, 7]);
		expect(lineStarts('')).toStrictEqual([0]);
		expect(lineStarts('\r')).toStrictEqual([0, 1]);
	});

	it('gives the gutter a row for the line of a finding after a lone \\r', () => {
		const text = 'output\r\r{"code": }';
		const finding = validateInput(text, { registry: engineRegistry, lang: 'en' }).findings.find(
			(f) => f.rule === 'json.syntax',
		)!;
		expect(finding.line).toBe(3);
		expect(countLines(text)).toBe(3);
		expect(countLines(text.slice(0, finding.start))).toBe(finding.line);
	});
});
