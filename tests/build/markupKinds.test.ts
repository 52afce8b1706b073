import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { markupKind, onePerKind } from '../support/markupKinds.ts';
import { sitemapPaths } from '../support/sitemap.ts';

/**
 * The markup kinds the browser tests walk with the keyboard once each (tests/e2e/every-page.spec.ts):
 * text and attribute values never make a new kind, a component or an element of another make does.
 */
const page = (main: string) =>
	`<html><head><title>t</title></head><body><main>${main}</main></body></html>`;

it('ignores text and attribute values', () => {
	expect(markupKind(page('<p class="a">One</p><a href="/x/">x</a>'))).toBe(
		markupKind(page('<p class="a">Two, longer</p><a href="/y/">y</a><a href="/z/">z</a>')),
	);
});

it('tells apart a missing alt, an empty button, another class and a value holding ">"', () => {
	const base = page(
		'<img src="/a.svg" alt="A"><button type="button">Copy</button><p class="a">x</p>',
	);
	for (const variant of [
		page('<img src="/a.svg"><button type="button">Copy</button><p class="a">x</p>'),
		page('<img src="/a.svg" alt="A"><button type="button"></button><p class="a">x</p>'),
		page('<img src="/a.svg" alt="A"><button type="button">Copy</button><p class="b">x</p>'),
	])
		expect(markupKind(variant)).not.toBe(markupKind(base));
	// A quoted value may hold `>` (a command with <token>): it stays one attribute of one element.
	expect(markupKind(page('<div data-command="run <token> now">x</div>'))).toBe(
		markupKind(page('<div data-command="other">x</div>')),
	);
});

it('finds fewer kinds than pages in the build, and more than one among the code pages', () => {
	const dist = new URL('../../dist/', import.meta.url);
	const pages = sitemapPaths().map((path) => ({
		path,
		html: readFileSync(new URL(`.${path}index.html`, dist), 'utf8'),
	}));
	const kinds = onePerKind(pages);
	expect(kinds.length).toBeLessThan(pages.length);
	expect(kinds.filter((path) => /^\/(zh-tw\/)?codes\/[^/]+\/$/.test(path)).length).toBeGreaterThan(
		1,
	);
});
