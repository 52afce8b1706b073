import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/lib/i18n/index.ts';
import {
	type CodeEntry,
	parseRegistry,
	registry,
	requireCode,
} from '../../../src/lib/registry/index.ts';
import { codePage, wrapperPage } from '../../../src/lib/views/index.ts';
import { goldenJson } from '../../support/goldenJson.ts';

/**
 * Golden files of the code page's view, one per kind of page, in both languages
 * (`tests/golden/views/code-pages/`): the outline, the facts and the sections every renderer prints.
 * A change of wording or of a fact shows in review as a diff of these files. After a deliberate
 * change: `npm run golden:update`, then read the diff.
 */
const retired = JSON.parse(
	readFileSync(new URL('../../fixtures/registry/deprecated-code.json', import.meta.url), 'utf8'),
) as CodeEntry;
const withRetired = parseRegistry({ ...registry, codes: [...registry.codes, retired] });

const pages = [
	{ kind: 'contract', code: 'connect_failed', why: 'a command, placeholders, every surface' },
	{ kind: 'contract-instruction', code: 'write_blocked', why: 'an instruction, not a command' },
	{ kind: 'contract-never', code: 'state_lock_conflict', why: 'the CLI never emits it' },
	{ kind: 'contract-exit-code-only', code: 'doctor_critical_failed', why: 'only an exit status' },
	{ kind: 'later', code: 'stale_snapshot', why: 'added by a later release' },
	{ kind: 'retired', code: retired.code, why: 'retired, with a replacement (a fixture)' },
] as const;

const golden = (name: string) => `../../golden/views/code-pages/${name}.json`;

describe.each(languages)('code page views (%s)', (lang) => {
	it.each(pages)('$kind: $code ($why)', async ({ kind, code }) => {
		const source = kind === 'retired' ? withRetired : registry;
		const view = codePage(source, requireCode(source, code, 'golden'), lang);
		expect(view.kind).toBe(kind.split('-')[0]);
		await expect(goldenJson(view)).toMatchFileSnapshot(golden(`${kind}.${lang}`));
	});

	it.each(registry.wrapperCodes.map((w) => w.code))('wrapper: %s', async (code) => {
		const view = wrapperPage(
			registry,
			registry.wrapperCodes.find((w) => w.code === code)!,
			lang,
		);
		await expect(goldenJson(view)).toMatchFileSnapshot(golden(`wrapper-${code}.${lang}`));
	});
});
