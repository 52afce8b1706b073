import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineRegistry, retryAdvice, validateInput } from '../../../src/lib/engine/index.ts';
import {
	engineRegistryJson,
	fixBookJson,
	registry,
	toEngineRegistry,
} from '../../../src/lib/registry/index.ts';

describe('the engine’s ready registry', () => {
	it('is the projection of content/registry/ (else run `npm run generate`)', () => {
		const onDisk = readFileSync(
			new URL('../../../src/lib/engine/data/registry.json', import.meta.url),
			'utf8',
		);
		expect(onDisk, 'src/lib/engine/data/registry.json is stale: run `npm run generate`').toBe(
			engineRegistryJson(registry),
		);
		expect(engineRegistry).toEqual(toEngineRegistry(registry));
	});

	it('has each language’s fix book, every code’s fixes (else run `npm run generate`)', () => {
		for (const lang of ['en', 'zh-TW'] as const) {
			const onDisk = readFileSync(
				new URL(`../../../src/lib/engine/data/fixes.${lang}.json`, import.meta.url),
				'utf8',
			);
			expect(
				onDisk,
				`the fix book of ${lang} in src/lib/engine/data/ is stale: run \`npm run generate\``,
			).toBe(fixBookJson(registry, lang));
			const book = JSON.parse(onDisk) as Record<string, unknown[]>;
			for (const entry of [...registry.codes, ...registry.wrapperCodes])
				expect(book[entry.code]?.length ?? 0, entry.code).toBe(entry.fixes?.length ?? 0);
		}
	});
});

describe('the releases in the engine registry', () => {
	it('keeps every release, oldest first, with only what release detection and advice read', () => {
		expect(engineRegistry.releases.map((r) => r.id)).toEqual(
			registry.releases.releases.map((r) => r.id),
		);
		// No command renames: advice never names the contract's CLI, which no release installs.
		for (const r of engineRegistry.releases)
			expect(Object.keys(r).sort()).toEqual(
				['aliases', 'binary', 'id', 'label', 'mcpToolFailure', 'signals', 'tag'].sort(),
			);
	});
});

describe('the backoffs', () => {
	const validate = (exitCodes: typeof engineRegistry.exitCodes) =>
		validateInput(
			JSON.stringify({
				code: 'state_lock_timeout',
				message: 'Timed out waiting for the state lock.',
				details: null,
				descriptor: {
					code: 'state_lock_timeout',
					category: 'timeout',
					retryable: true,
					exitCode: 75,
					httpLikeStatus: 409,
				},
				recovery: { summary: 'x', fix_command: 'x' },
			}),
			{ registry: { ...engineRegistry, exitCodes }, lang: 'en' },
		).retry?.text;

	it('are registry data: the exit codes that clear by themselves, as the retry guide says', () => {
		expect(registry.exitCodes.flatMap((e) => (e.backoff ? [[e.exitCode, e.backoff]] : []))).toEqual(
			[
				[69, { attempts: 3, firstDelayMs: 1000 }],
				[74, { attempts: 3, firstDelayMs: 1000 }],
				[75, { attempts: 5, firstDelayMs: 250 }],
			],
		);
		expect(retryAdvice({ retryable: true, exitCode: 75 }, 'en').text).toMatch(
			/up to 5 times, waiting 250 ms/,
		);
	});

	it('drive the engine’s advice: another table in the registry, other advice', () => {
		expect(validate(engineRegistry.exitCodes)).toMatch(/up to 5 times, waiting 250 ms/);
		const slower = engineRegistry.exitCodes.map((e) =>
			e.exitCode === 75 ? { ...e, backoff: { attempts: 2, firstDelayMs: 4000 } } : e,
		);
		expect(validate(slower)).toMatch(/up to 2 times, waiting 4 s/);
		const none = engineRegistry.exitCodes.map(({ backoff: _, ...e }) => e);
		expect(validate(none)).toMatch(/^Repeating at once will not help/);
	});
});
