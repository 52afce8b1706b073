import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	docsRoot,
	guideTranslations,
	outdatedBanner,
	readHashes,
	refreshCommand,
	registryTexts,
	sourceHash,
	withTranslationState,
} from '../../../scripts/lib/translationSources.ts';

/**
 * A zh-TW translation records the hash of the English it was made from. When the English changes
 * and the translation does not, this fails and says what to do, unless the drift is acknowledged:
 * then the zh-TW page shows a notice instead (Starlight's banner for a guide; the code page's
 * notice for a registry text).
 */

const update = (what: string) =>
	`the English of ${what} changed since it was translated: update the zh-TW translation, then run \`${refreshCommand} ${what}\` ` +
	`(or, to publish the old translation with a notice for now, \`${refreshCommand} --outdated ${what}\`)`;

describe('zh-TW guides follow their English page', () => {
	const guides = guideTranslations();

	it('finds every guide', () => {
		expect(guides.map((g) => g.page)).toContain('guides/retry-and-recovery.mdx');
	});

	it.each(guides.map((g) => [g.page, g] as const))('%s', (page, guide) => {
		expect(
			guide.sourceHash,
			`zh-tw/${page} has no sourceHash: run \`${refreshCommand} ${page}\` once it is translated`,
		).toBeDefined();
		if (guide.outdatedSource === undefined) {
			expect(guide.sourceHash, update(page)).toBe(guide.current);
			expect(guide.hasBanner, `zh-tw/${page} shows a banner but is up to date`).toBe(false);
		} else {
			// Acknowledged for one English version only: a further change needs a new decision.
			expect(guide.outdatedSource, update(page)).toBe(guide.current);
			expect(
				guide.sourceHash,
				`zh-tw/${page} is marked outdated but matches its English page: run \`${refreshCommand} ${page}\``,
			).not.toBe(guide.current);
			expect(guide.hasBanner, `zh-tw/${page} is outdated but shows no notice`).toBe(true);
		}
	});
});

describe('zh-TW registry texts follow their English text', () => {
	const texts = registryTexts();
	const hashes = readHashes();

	it('knows every text, and no text that is gone', () => {
		expect(
			[...texts.keys()].filter((p) => !(p in hashes.sources)),
			`run \`${refreshCommand} <path>\` for new texts`,
		).toStrictEqual([]);
		expect(
			Object.keys(hashes.sources).filter((p) => !texts.has(p)),
			`run \`${refreshCommand} --all\` to forget removed texts`,
		).toStrictEqual([]);
		expect(texts.get('codes.json#connect_failed/meaning')).toBeDefined();
	});

	it('has no unacknowledged drift', () => {
		const drifted = [...texts]
			.filter(
				([path, en]) =>
					hashes.sources[path] !== undefined &&
					hashes.sources[path] !== sourceHash(en) &&
					hashes.knownOutdated[path] !== sourceHash(en),
			)
			.map(([path]) => update(path));
		expect(drifted).toStrictEqual([]);
	});

	it('acknowledges only real drift', () => {
		const stale = Object.keys(hashes.knownOutdated).filter(
			(p) => hashes.sources[p] === sourceHash(texts.get(p) ?? ''),
		);
		expect(stale).toStrictEqual([]);
	});
});

describe('the states a translation can be in', () => {
	const source = '---\ntitle: 標題\nsidebar:\n  order: 1\n---\n\n內文\n';

	it('records the hash, and a banner only while outdated', () => {
		const current = withTranslationState(source, { sourceHash: 'aaaaaaaaaaaa' });
		expect(current).toContain("sourceHash: 'aaaaaaaaaaaa'\n---\n\n內文");
		expect(current).not.toContain('banner');
		const outdated = withTranslationState(current, {
			sourceHash: 'aaaaaaaaaaaa',
			outdated: 'bbbbbbbbbbbb',
		});
		expect(outdated).toContain(
			`outdatedSource: 'bbbbbbbbbbbb'\nbanner:\n  content: ${outdatedBanner}\n---`,
		);
		expect(withTranslationState(outdated, { sourceHash: 'bbbbbbbbbbbb' })).toBe(
			"---\ntitle: 標題\nsidebar:\n  order: 1\nsourceHash: 'bbbbbbbbbbbb'\n---\n\n內文\n",
		);
	});

	it('quotes a hash YAML would read as a number', () => {
		const digits = withTranslationState(source, { sourceHash: '268487682163' });
		expect(digits).toContain("sourceHash: '268487682163'");
	});

	it('notices an English edit', () => {
		const en = readFileSync(join(docsRoot, 'guides', 'layers.mdx'), 'utf8');
		expect(sourceHash(`${en}\nOne more sentence.`)).not.toBe(sourceHash(en));
	});
});
