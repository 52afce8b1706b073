import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { registry, surfaceExamples } from '../../../src/lib/registry/index.ts';

/**
 * Every example a code page (and its Markdown twin) shows, through the engine the playground runs:
 * each is read as the code it illustrates, with no error and no warning, and from the release that
 * prints it — the contract snapshot for a contract code, the release that added a later code (or
 * 4.0.0-dev.1, which wraps MCP tool failures in IntentCall) for the others. A page that showed a
 * payload our own validator calls wrong would teach the wrong thing.
 */
const cases = registry.codes.flatMap((entry) =>
	surfaceExamples(entry).map((example) => [entry.code, example.surface, entry, example] as const),
);

describe('the examples of every code page', () => {
	it('cover the later codes and the IntentCall form', () => {
		expect(cases.filter(([, , entry]) => entry.addedIn).length).toBeGreaterThan(20);
		expect(cases.some(([, surface]) => surface === 'mcp-intentcall')).toBe(true);
	});

	it.each(cases)(
		'%s on %s: the right code and release, no error, no warning',
		(code, surface, entry, example) => {
			const result = validateInput(example.payload, { registry: engineRegistry, lang: 'en' });
			const loud = result.findings.filter((f) => f.severity !== 'info');
			expect(loud.map((f) => `${f.rule}: ${f.message}`)).toStrictEqual([]);
			expect(result.code).toBe(code);
			expect(result.codeStatus).toBe(entry.addedIn ? 'later' : 'contract');
			const release = result.release?.id;
			if (surface === 'mcp-intentcall') expect(release).toBe('4.0.0-dev.1');
			else if (entry.addedIn) expect(release).not.toBe('b7f4434');
			else expect(release === 'b7f4434' || release === null).toBe(true);
			// The advice names the binary of the release that printed the payload.
			if (entry.addedIn) expect(result.recovery?.command ?? '').not.toContain('flutter_mcp_cli');
		},
	);
});
