import { describe, expect, it } from 'vitest';
import {
	knownReleases,
	registryExpectation,
} from '../../../scripts/lib/upstream/registryExpectation.ts';
import { contractCodes, laterCodes, registry } from '../../../src/lib/registry/index.ts';

const commandsOf = (release: string) =>
	[...registryExpectation(release).codes.values()].flatMap((c) => c.recovery?.fixCommands ?? []);

describe('registryExpectation', () => {
	it('knows every release of releases.json by its tag (the contract snapshot by its commit), newest last', () => {
		expect(knownReleases()).toEqual(registry.releases.releases.map((r) => r.tag ?? r.id));
		expect(knownReleases()).toContain('v3.0.7');
		expect(knownReleases().at(-1)).toBe(registry.releases.releases.at(-1)!.tag);
	});

	it('expects the 36 contract codes at b7f4434, with the CLI’s recoveries as they are', () => {
		const expectation = registryExpectation('b7f4434');
		expect(expectation.codes.size).toBe(contractCodes(registry).length);
		expect(expectation.codes.get('connect_failed')).toEqual({
			category: 'connectivity',
			retryable: true,
			exitCode: 67,
			httpLikeStatus: 503,
			recovery: registry.codes.find((c) => c.code === 'connect_failed')!.cli.recovery,
		});
		expect(expectation.tools).toBeNull();
	});

	it('adds the later codes, with the recovery that release prints, from v3.0.0 on', () => {
		for (const release of ['v3.0.0', 'v4.0.0-dev.8']) {
			const expectation = registryExpectation(release);
			const upTo = knownReleases().slice(0, knownReleases().indexOf(release) + 1);
			const added = registry.releases.releases.filter((r) => upTo.includes(r.tag ?? r.id));
			expect(expectation.codes.size).toBe(
				registry.codes.filter((c) => !c.addedIn || added.some((r) => r.id === c.addedIn)).length,
			);
			expect(expectation.codes.get('wait_timeout')).toEqual({
				category: 'execution',
				retryable: true,
				exitCode: 69,
				httpLikeStatus: 408,
				recovery: {
					source: 'fallback',
					summary: 'Inspect error details and retry once prerequisites are fixed.',
					fixCommands: ['flutter-mcp-toolkit doctor --json'],
				},
			});
			expect(expectation.codes.get('visual_capture_permission_denied')!.recovery).toMatchObject({
				source: 'static',
				fixCommands: ['flutter-mcp-toolkit permissions open-settings'],
			});
		}
		expect(registryExpectation('b7f4434').codes.has('wait_timeout')).toBe(false);
	});

	it('spells the binary as each release does, and only the binary', () => {
		expect(commandsOf('b7f4434').filter((c) => c.includes('flutter-mcp-toolkit'))).toEqual([]);
		const v3 = commandsOf('v3.0.0');
		expect(v3.filter((c) => c.includes('flutter_mcp_cli'))).toEqual([]);
		expect(v3).toContain('flutter-mcp-toolkit doctor --json');
		// An instruction without the binary is left as it is.
		expect(v3).toContain('Retry without --no-overwrite or change --output/--name.');
		// v3.0.0 adds the 15 later codes' commands; the 36 keep theirs, renamed.
		expect(commandsOf('b7f4434').length).toBe(
			v3.length - laterCodes(registry).filter((c) => c.addedIn === '3.0.0').length,
		);
	});

	it('renames the whole word only', () => {
		const entry = registry.codes.find((c) => c.code === 'unknown_error')!;
		const source = {
			...registry,
			codes: [
				{
					...entry,
					cli: {
						...entry.cli,
						recovery: { ...entry.cli.recovery, fixCommands: ['flutter_mcp_cli_x flutter_mcp_cli'] },
					},
				},
			],
		};
		expect(
			registryExpectation('v3.0.0', source).codes.get('unknown_error')!.recovery!.fixCommands,
		).toEqual(['flutter_mcp_cli_x flutter-mcp-toolkit']);
	});

	it('refuses a release it does not know, listing those it does', () => {
		expect(() => registryExpectation('v2.0.0')).toThrow(
			`unknown release v2.0.0 (known: ${knownReleases().join(', ')})`,
		);
	});
});
