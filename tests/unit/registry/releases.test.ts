import { describe, expect, it } from 'vitest';
import {
	codeHistory,
	commandInRelease,
	contractRelease,
	findRelease,
	newestRelease,
	parseRegistry,
	registry,
	releases,
	type Registry,
} from '../../../src/lib/registry/index.ts';

import { compareVersions } from '../../../scripts/lib/upstream/releaseIdentity.ts';

const clone = (): Registry => structuredClone(registry);

describe('the releases of the CLI', () => {
	it('start at the contract snapshot and run oldest first to the newest we have read', () => {
		// The releases read so far; a release absorbed later (upstream:check --write) follows them.
		expect(
			releases(registry)
				.map((r) => r.id)
				.slice(0, 8),
		).toStrictEqual([
			'b7f4434',
			'3.0.0',
			'3.0.7',
			'3.1.0',
			'3.1.1',
			'4.0.0-dev.1',
			'4.0.0-dev.6',
			'4.0.0-dev.8',
		]);
		expect(contractRelease(registry)).toMatchObject({
			binary: 'flutter_mcp_cli',
			published: false,
		});
		expect(newestRelease(registry)).toBe(releases(registry).at(-1));
		expect(findRelease(registry, '4.0.0-dev.8')).toMatchObject({ aliases: ['fmtk'] });
		const ids = releases(registry).map((r) => r.id);
		expect(ids.slice(1).toSorted(compareVersions)).toStrictEqual(ids.slice(1));
	});

	it('name every published release’s binary flutter-mcp-toolkit, and IntentCall from 4.0.0-dev.1', () => {
		for (const release of releases(registry).slice(1))
			expect(release.binary, release.id).toBe('flutter-mcp-toolkit');
		expect(
			releases(registry)
				.filter((r) => r.mcpToolFailure === 'intentcall')
				.map((r) => r.id),
		).toStrictEqual(
			releases(registry)
				.slice(5)
				.map((r) => r.id),
		);
		expect(releases(registry)[5]!.id).toBe('4.0.0-dev.1');
	});

	it('say when each IntentCall code was first sent, and no later release claims it (review 5, item 4)', () => {
		const all = releases(registry);
		for (const wrapper of registry.wrapperCodes) {
			const first = all.findIndex((r) => r.id === wrapper.addedIn);
			expect(first, wrapper.code).toBeGreaterThan(0);
			const texts = (i: number) =>
				all[i]!.changes.map((change) => change.text.en).filter((t) => t.includes(wrapper.code));
			// The release that added it says so; a later one that names it again names that release too.
			expect(texts(first).length, `${wrapper.code} in ${wrapper.addedIn}`).toBeGreaterThan(0);
			for (let i = first + 1; i < all.length; i++)
				for (const text of texts(i)) expect(text, all[i]!.id).toContain(wrapper.addedIn);
			// And no release before it names it.
			for (let i = 0; i < first; i++) expect(texts(i), all[i]!.id).toStrictEqual([]);
		}
	});

	it('are found by version, tag or commit', () => {
		expect(findRelease(registry, '3.0.7')?.commit).toBe('ad162ff');
		expect(findRelease(registry, 'v3.0.7')?.id).toBe('3.0.7');
		expect(findRelease(registry, 'e06734a')?.id).toBe('3.0.0');
		expect(findRelease(registry, '9.9.9')).toBeUndefined();
	});
});

describe('a command as a release prints it', () => {
	const v3 = findRelease(registry, '3.0.0')!;
	it('renames the contract’s binary at the start, and nothing else', () => {
		expect(commandInRelease(registry, 'flutter_mcp_cli doctor --json', v3)).toBe(
			'flutter-mcp-toolkit doctor --json',
		);
		expect(commandInRelease(registry, 'flutter_mcp_cli', v3)).toBe('flutter-mcp-toolkit');
		// Not a command of the binary: an instruction, or a word that only starts the same.
		expect(commandInRelease(registry, 'Retry without --no-overwrite.', v3)).toBe(
			'Retry without --no-overwrite.',
		);
		expect(commandInRelease(registry, 'flutter_mcp_client x', v3)).toBe('flutter_mcp_client x');
		// Every use as a word of the command, as upstream's rename did (d6e82df).
		expect(
			commandInRelease(
				registry,
				'flutter_mcp_cli permissions status && flutter_mcp_cli doctor',
				v3,
			),
		).toBe('flutter-mcp-toolkit permissions status && flutter-mcp-toolkit doctor');
		expect(commandInRelease(registry, 'flutter_mcp_cli doctor', contractRelease(registry))).toBe(
			'flutter_mcp_cli doctor',
		);
	});
});

describe('a code’s history', () => {
	const kinds = (code: string) =>
		codeHistory(registry, code).map((item) => `${item.release.id} ${item.kind}`);

	it('a contract code: in the contract, its fix command renamed in 3.0.0, its own changes after', () => {
		expect(kinds('connect_failed').slice(0, 4)).toStrictEqual([
			'b7f4434 added',
			'3.0.0 binary',
			'3.0.0 details',
			'4.0.0-dev.6 details',
		]);
		expect(kinds('vm_not_connected').slice(0, 4)).toStrictEqual([
			'b7f4434 added',
			'3.0.0 binary',
			'3.0.0 details',
			'3.0.7 details',
		]);
		expect(codeHistory(registry, 'connect_failed')[1]!.note['zh-TW']).toBe(
			'修復指令的開頭從 `flutter_mcp_cli` 改為 `flutter-mcp-toolkit`。',
		);
	});

	it('a contract code whose fix command is an instruction: no rename line', () => {
		expect(kinds('write_blocked')).toStrictEqual(['b7f4434 added']);
	});

	it('a later code: added in 3.0.0, no rename (it never had the old name)', () => {
		expect(kinds('interaction_failed')).toStrictEqual(['3.0.0 added']);
		expect(codeHistory(registry, 'interaction_failed')[0]!.note).toStrictEqual({
			en: 'Added in flutter-mcp-toolkit 3.0.0; not part of the v3 contract.',
			'zh-TW': '在 flutter-mcp-toolkit 3.0.0 版新增，不屬於 v3 合約。',
		});
	});
});

describe('the releases’ cross checks reject', () => {
	it('a change to a code nobody has', () => {
		const broken = clone();
		broken.releases.releases[2]!.codeChanges[0]!.code = 'vm_not_conected';
		expect(() => parseRegistry(broken)).toThrow(
			/releases › releases › 3\.0\.7 › codeChanges\.0\.code: unknown code "vm_not_conected"/,
		);
	});

	it('releases out of order, and a published contract snapshot', () => {
		const broken = clone();
		broken.releases.releases[3]!.date = '2026-01-01';
		broken.releases.releases[0]!.published = true;
		const message = (() => {
			try {
				parseRegistry(broken);
				return '';
			} catch (error) {
				return String(error);
			}
		})();
		expect(message).toMatch(/releases › releases › 3\.1\.0 › date: older than 3\.0\.7/);
		expect(message).toMatch(/releases › releases › b7f4434 › published: the first release is/);
	});

	it('a signal that names an unknown code', () => {
		const broken = clone();
		const signal = broken.releases.releases[6]!.signals[0]!;
		if (signal.kind === 'emptyDetails') signal.codes = ['conect_failed'];
		expect(() => parseRegistry(broken)).toThrow(/unknown code "conect_failed"/);
	});
});
