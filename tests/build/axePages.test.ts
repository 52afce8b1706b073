import { describe, expect, it } from 'vitest';
import {
	axePages,
	builtPages,
	kindAttributes,
	pageVariants,
	type BuiltPage,
} from '../support/axePages.ts';
import { expectedLang } from '../support/sitemap.ts';
import { pageTypeOf } from '../../scripts/lib/pageWeight.ts';
import { laterCodes, registry } from '../../src/lib/registry/index.ts';

/**
 * The pages axe audits in the browser (tests/e2e/every-page.spec.ts) are chosen from the build and
 * the registry (tests/support/axePages.ts). These tests fail when a variant a page can show (a
 * template in a language, a component, a badge or notice kind, a category, a later or wrapper code)
 * is on no audited page.
 */
const page = (path: string, main: string): BuiltPage => ({
	path,
	html: `<html><head><title>t</title></head><body><main>${main}</main></body></html>`,
});

describe('the choice', () => {
	it('takes a page whose only new thing is a component, a kind value or a language', () => {
		const base = [
			page('/guides/a/', '<p class="a" data-kind="one">x</p>'),
			page('/guides/b/', '<p class="a" data-kind="one">y</p>'),
		];
		expect(axePages(base)).toStrictEqual(['/guides/a/']);
		expect(axePages([...base, page('/guides/c/', '<p class="b" data-kind="one">z</p>')])).toContain(
			'/guides/c/',
		);
		expect(axePages([...base, page('/guides/c/', '<p class="a" data-kind="two">z</p>')])).toContain(
			'/guides/c/',
		);
		expect(
			axePages([...base, page('/zh-tw/guides/a/', '<p class="a" data-kind="one">x</p>')]),
		).toContain('/zh-tw/guides/a/');
	});

	it('does not tell pages apart by an attribute that names an instance', () => {
		const pages = Array.from({ length: 20 }, (_, i) =>
			page(`/guides/g${i}/`, `<p data-code="code_${i}" data-command="run ${i}">x</p>`),
		);
		expect(kindAttributes(pages).has('data-code')).toBe(false);
		expect(kindAttributes(pages).has('data-command')).toBe(false);
		expect(axePages(pages)).toHaveLength(1);
	});
});

describe('the build', () => {
	const pages = builtPages();
	const chosen = new Set(axePages(pages));
	const kinds = kindAttributes(pages);
	const audited = new Set(
		pages.filter((p) => chosen.has(p.path)).flatMap((p) => [...pageVariants(p, kinds)]),
	);

	it('audits fewer pages than it has, and every variant of every page', () => {
		expect(chosen.size).toBeLessThan(pages.length);
		const unaudited = pages.flatMap((p) =>
			[...pageVariants(p, kinds)].filter((v) => !audited.has(v)).map((v) => `${p.path}: ${v}`),
		);
		expect(unaudited).toStrictEqual([]);
	});

	it('audits every page type in both languages', () => {
		const types = new Set(pages.map((p) => `${pageTypeOf(p.path)} ${expectedLang(p.path)}`));
		const auditedTypes = new Set(
			[...chosen].map((path) => `${pageTypeOf(path)} ${expectedLang(path)}`),
		);
		expect([...types].filter((t) => !auditedTypes.has(t))).toStrictEqual([]);
		for (const lang of ['en', 'zh-TW'])
			for (const type of ['home', 'code', 'codes-index', 'playground', 'guide'])
				expect(auditedTypes, `${type} ${lang}`).toContain(`${type} ${lang}`);
	});

	// Read from the registry, not from the variants above: a category, a retry class, a later or a
	// wrapper code with no audited page fails here even if the pages stopped marking it.
	it('audits a code page of each category, retry class, a later code and each wrapper', () => {
		const auditedCodes = [...chosen]
			.map((path) => /^\/(?:zh-tw\/)?codes\/([a-z0-9_]+)\/$/.exec(path)?.[1])
			.filter((code) => code !== undefined);
		const entries = registry.codes.filter((c) => auditedCodes.includes(c.code));
		const missing = [
			...[...new Set(registry.codes.map((c) => c.category))]
				.filter((cat) => !entries.some((c) => c.category === cat))
				.map((cat) => `category ${cat}`),
			...[true, false]
				.filter((r) => registry.codes.some((c) => c.retryable === r))
				.filter((r) => !entries.some((c) => c.retryable === r))
				.map((r) => `retryable ${r}`),
			...(laterCodes(registry).some((c) => auditedCodes.includes(c.code)) ? [] : ['a later code']),
			...[...new Set(registry.wrapperCodes.map((w) => w.wrapper))]
				.filter(
					(wrapper) =>
						!registry.wrapperCodes.some(
							(w) => w.wrapper === wrapper && auditedCodes.includes(w.code),
						),
				)
				.map((wrapper) => `wrapper ${wrapper}`),
		];
		expect(missing).toStrictEqual([]);
	});
});
