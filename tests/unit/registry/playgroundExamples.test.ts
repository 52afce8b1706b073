import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliSurfaceKinds, engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { languages } from '../../../src/lib/i18n/index.ts';
import {
	coreError,
	daemonUnsupportedCommand,
	executorMeta,
	findCode,
	playgroundExampleGroups,
	registry,
	toolkitMissingCrash,
	unknownToolResponse,
	watchStream,
} from '../../../src/lib/registry/index.ts';

/**
 * The playground's picker tells a user "this is what the CLI prints". So each whole-output builder
 * must reproduce, byte for byte, a fixture whose upstream source is named in cases.json, and every
 * example of the CLI group must pass the validator while every broken one must be flagged.
 */
const fixture = (name: string) =>
	readFileSync(new URL(`../../fixtures/cli-output/${name}`, import.meta.url), 'utf8');

describe('whole outputs, as the CLI and its libraries print them', () => {
	it('the crash of an app without mcp_toolkit', () => {
		expect(toolkitMissingCrash()).toBe(fixture('crash-toolkit-missing.txt'));
	});

	it('dart_mcp’s answer for an unknown tool', () => {
		expect(`${JSON.stringify(unknownToolResponse(11, 'get_app_errors'))}\n`).toBe(
			fixture('mcp-no-tool-registered.json'),
		);
	});

	it('the daemon’s answer for an unsupported command', () => {
		expect(`${JSON.stringify(daemonUnsupportedCommand(3, 'hot_relaod'))}\n`).toBe(
			fixture('daemon-invalid-params.json'),
		);
	});

	it('a watch stream that stops on its error', () => {
		const entry = findCode(registry, 'vm_not_connected')!;
		const error = coreError(entry, {
			message: 'VM service not connected',
			details: { reason: 'no_targets', availableTargets: [] },
		});
		const meta = { ...executorMeta('get_vm', 2598), timestamp: '2026-03-04T19:40:14.012345Z' };
		const times = {
			started: '2026-03-04T19:40:11.700001Z',
			failed: '2026-03-04T19:40:14.012900Z',
			stopped: '2026-03-04T19:40:14.013100Z',
		};
		expect(watchStream(5, 'get_vm', error, meta, times)).toBe(
			fixture('daemon-watch-stream.ndjson'),
		);
	});
});

describe.each(languages)('the playground’s examples (%s)', (lang) => {
	const groups = playgroundExampleGroups(registry, lang);
	const byGroup = (id: string) => groups.find((g) => g.id === id)!.examples;
	const check = (text: string) => validateInput(text, { registry: engineRegistry, lang });
	const rules = (text: string, severity: string) =>
		check(text)
			.findings.filter((f) => f.severity === severity)
			.map((f) => f.rule);

	it('come in three groups with unique ids and labels', () => {
		expect(groups.map((g) => g.id)).toStrictEqual(['surfaces', 'codes', 'broken']);
		const all = groups.flatMap((g) => g.examples);
		expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
		for (const group of groups)
			expect(new Set(group.examples.map((e) => e.label)).size).toBe(group.examples.length);
	});

	it.each(byGroup('surfaces').map((e) => [e.id, e] as const))(
		'%s is read without an error or a warning',
		(_id, example) => {
			const result = check(example.text);
			expect(rules(example.text, 'error'), JSON.stringify(result.findings)).toStrictEqual([]);
			expect(rules(example.text, 'warning')).toStrictEqual([]);
			expect(['valid', 'not-envelope']).toContain(result.verdict);
			if (result.verdict === 'not-envelope') expect(result.explanation).not.toBeNull();
		},
	);

	it('cover every surface the engine reads', () => {
		// A bare error object is every example of the codes group.
		const kinds = new Set(
			[...byGroup('surfaces'), ...byGroup('codes')].map((e) => check(e.text).inputKind),
		);
		for (const kind of cliSurfaceKinds) expect(kinds, kind).toContain(kind);
	});

	it.each(byGroup('codes').map((e) => [e.id, e] as const))(
		'%s is a valid error object',
		(_id, example) => {
			expect(check(example.text).verdict).toBe('valid');
		},
	);

	it.each(byGroup('broken').map((e) => [e.id, e] as const))(
		'%s draws an error or a warning',
		(_id, example) => {
			const result = check(example.text);
			const flagged =
				result.findings.some((f) => f.severity !== 'info') || result.verdict === 'not-envelope';
			expect(flagged, JSON.stringify(result.findings)).toBe(true);
		},
	);
});
