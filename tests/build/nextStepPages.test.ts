import { expect, it } from 'vitest';
import { engineRegistry, guideAnchors } from '../../src/lib/engine/index.ts';
import { languages } from '../../src/lib/i18n/index.ts';
import { codePath, nextPagePath } from '../../src/lib/site/index.ts';
import { distIndex } from '../support/distIndex.ts';

/**
 * The pages a verdict's "Next:" links to exist in the build: each guide section by its id in each
 * language (Starlight slugs headings; the engine names them in `guideAnchors`), and each code page
 * the engine can name, IntentCall's own codes included.
 */
const index = distIndex();

it.each(languages)('every guide section a next step links to exists (%s)', (lang) => {
	for (const anchors of Object.values(guideAnchors)) {
		const path = nextPagePath(
			{ kind: 'guide', guide: 'guides/where-errors-appear', anchor: anchors[lang] },
			lang,
		);
		const [page, fragment] = path.split('#') as [string, string];
		expect(index.ids.get(page), page).toBeDefined();
		expect(index.ids.get(page)!.has(decodeURIComponent(fragment)), path).toBe(true);
	}
});

it.each(languages)('every wrapper code a next step links to has its page (%s)', (lang) => {
	const codes = [
		...(engineRegistry.wrapperCodes ?? []).map((w) => w.code),
		'doctor_critical_failed',
		'unknown_error',
	];
	expect(codes.length).toBeGreaterThan(2);
	for (const code of codes) expect(index.paths.has(codePath(code, lang)), code).toBe(true);
});
