import { readFileSync } from 'node:fs';
import { markupKind } from './markupKinds.ts';
import { expectedLang, sitemapPaths } from './sitemap.ts';
import { pageTypeOf } from '../../scripts/lib/pageWeight.ts';
import { laterCodes, registry } from '../../src/lib/registry/index.ts';

/**
 * Which built pages axe audits (tests/e2e/every-page.spec.ts), chosen from the build and the
 * registry, never from a hand list. What axe checks (structure, ARIA, names, landmarks, contrast)
 * is decided by a page's template and the components it shows, not by its text: auditing every
 * page repeated the same template 50 times over, at 2-9 s an axe run on a loaded 2-core machine.
 *
 * A page has *variants*; the chosen pages together show every variant any page shows:
 * - its template in its language (`template code zh-TW`);
 * - each element kind in its body (tag, attribute names, classes: tests/support/markupKinds.ts),
 *   so a component, a placeholder table or a button of another make is audited where it appears;
 * - each value of a *kind attribute*: a `data-*` attribute whose values across the site are a few
 *   identifiers (`data-retry-brief="never"`, `data-emission="rare"`, `data-history-kind="details"`),
 *   so each badge, notice and history kind is audited, where an attribute naming an instance (a
 *   code, a command: many values, or not identifiers) is not;
 * - for a code page, its registry facts that decide what it shows: category, retryable, a later
 *   code (added after the v3 contract), an IntentCall wrapper code.
 * A new variant (a category, a notice, a component) makes the set grow by itself;
 * tests/build/axePages.test.ts fails if a variant of any page is on no chosen page.
 */

/** Few enough values to name kinds, not instances (16 deviations today; 44+ commands, 53 codes). */
const maxKindValues = 16;
const identifier = /^[a-z][\w.-]*$/i;
const dataAttribute = /\s(data-[\w-]+)="([^"]*)"/g;

export interface BuiltPage {
	path: string;
	html: string;
}

const body = (html: string) => html.slice(Math.max(0, html.indexOf('<body')));

/** The `data-*` attributes whose values, over all `pages`, are at most 16 identifiers. */
export function kindAttributes(pages: readonly BuiltPage[]): Set<string> {
	const values = new Map<string, Set<string>>();
	for (const { html } of pages)
		for (const [, name, value] of body(html).matchAll(dataAttribute)) {
			if (!values.has(name!)) values.set(name!, new Set());
			values.get(name!)!.add(value!);
		}
	return new Set(
		[...values]
			.filter(([, v]) => v.size <= maxKindValues && [...v].every((x) => identifier.test(x)))
			.map(([name]) => name),
	);
}

const codePath = /^\/(?:zh-tw\/)?codes\/([a-z0-9_]+)\/$/;

/** What a code page shows because of its registry entry, as variants. */
function registryVariants(path: string): string[] {
	const code = codePath.exec(path)?.[1];
	if (!code) return [];
	const entry = registry.codes.find((c) => c.code === code);
	if (entry)
		return [
			`category ${entry.category}`,
			`retryable ${entry.retryable}`,
			...(laterCodes(registry).some((c) => c.code === code) ? ['later code'] : []),
		];
	const wrapper = registry.wrapperCodes.find((c) => c.code === code);
	return wrapper ? [`wrapper code ${wrapper.wrapper}`] : [];
}

/** Every variant of one page (see above). */
export function pageVariants(page: BuiltPage, kinds: ReadonlySet<string>): Set<string> {
	const variants = new Set<string>([
		`template ${pageTypeOf(page.path) ?? page.path} ${expectedLang(page.path)}`,
		...markupKind(page.html).split('\n'),
		...registryVariants(page.path),
	]);
	for (const [, name, value] of body(page.html).matchAll(dataAttribute))
		if (kinds.has(name!)) variants.add(`${name}=${value}`);
	return variants;
}

/**
 * A small set of `pages` that together show every variant of `pages`: each time, the page that
 * shows the most variants not yet shown (the first in the order given on a tie). Greedy set cover
 * is not the smallest set, but it is within a small factor of it and the same for the same build.
 */
export function axePages(pages: readonly BuiltPage[]): string[] {
	const kinds = kindAttributes(pages);
	const variants = pages.map((page) => ({ path: page.path, variants: pageVariants(page, kinds) }));
	const missing = new Set(variants.flatMap((p) => [...p.variants]));
	const chosen: string[] = [];
	while (missing.size > 0) {
		let best = variants[0]!;
		let bestCount = 0;
		for (const page of variants) {
			let count = 0;
			for (const v of page.variants) if (missing.has(v)) count++;
			if (count > bestCount) [best, bestCount] = [page, count];
		}
		chosen.push(best.path);
		for (const v of best.variants) missing.delete(v);
	}
	return chosen.sort();
}

/** Every page of the sitemap with its HTML from dist/. */
export function builtPages(): BuiltPage[] {
	const dist = new URL('../../dist/', import.meta.url);
	return sitemapPaths().map((path) => ({
		path,
		html: readFileSync(new URL(`.${path}index.html`, dist), 'utf8'),
	}));
}
