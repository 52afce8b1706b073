import { describe, expect, it } from 'vitest';
import { addHeadingAnchors } from '../../../src/integrations/headingAnchors.ts';

/** The permalinks our hand-written headings get, and the names of those Starlight wrote. */
const label = (title: string) => `Section titled “${title}”`;

describe('addHeadingAnchors', () => {
	it('wraps an h2 or h3 with an id in Starlight’s markup, its link after the heading', () => {
		const out = addHeadingAnchors(
			'<h2 id="retry" class="astro-x">Retry <code>now</code></h2><p>x</p>',
			label,
		);
		expect(out).toMatch(
			/^<div class="sl-heading-wrapper level-h2"><h2 id="retry" class="astro-x">Retry <code>now<\/code><\/h2><a class="sl-anchor-link" href="#retry">/,
		);
		expect(out).toContain(
			'<span class="sr-only" data-pagefind-ignore>Section titled “Retry <code>now</code>”</span></a></div><p>x</p>',
		);
	});

	it('names the link once escaped: entities of the heading are not escaped twice, markup never passes', () => {
		const out = addHeadingAnchors('<h3 id="a">A &amp; B &lt;token&gt;</h3>', label);
		expect(out).toContain('>Section titled “A &amp; B &lt;token&gt;”</span>');
	});

	it('never reaches from a heading without a permalink into the next one that has one', () => {
		const html =
			'<h2 id="starlight__on-this-page">On this page</h2><p>far</p><div class="sl-heading-wrapper level-h2"><h2 id="x">X</h2><a class="sl-anchor-link" href="#x"><span aria-hidden="true"></span><span class="sr-only" data-pagefind-ignore>old</span></a></div>';
		expect(addHeadingAnchors(html, label)).toBe(html.replace('>old<', '>Section titled “X”<'));
	});

	it('puts the icon in the page once, every link using it, and none in a page it gave no link', () => {
		const out = addHeadingAnchors(
			'<body class="b"><h2 id="a">A</h2><h3 id="b">B</h3></body>',
			label,
		);
		expect(out.match(/<symbol id="ep-anchor-icon"/g)).toHaveLength(1);
		expect(out.match(/<use href="#ep-anchor-icon"\/>/g)).toHaveLength(2);
		expect(out.startsWith('<body class="b"><svg width="0" height="0"')).toBe(true);
		expect(addHeadingAnchors('<body><h2>A</h2></body>', label)).toBe('<body><h2>A</h2></body>');
	});

	it('leaves alone headings without an id, h1 and h4, and Starlight’s “On this page”', () => {
		const html =
			'<h1 id="_top">T</h1><h2>No id</h2><h4 id="d">Deep</h4><h2 id="starlight__on-this-page">On this page</h2>';
		expect(addHeadingAnchors(html, label)).toBe(html);
	});

	it('keeps a permalink Starlight wrote, and names it in the page’s language', () => {
		const html =
			'<div class="sl-heading-wrapper level-h2"><h2 id="x">欄位</h2><a class="sl-anchor-link" href="#x"><span aria-hidden="true" class="sl-anchor-icon"><svg></svg></span><span class="sr-only" data-pagefind-ignore>Section titled “欄位”</span></a></div>';
		const out = addHeadingAnchors(html, (title) => `標題為「${title}」的段落`);
		expect(out).toBe(html.replace('Section titled “欄位”', '標題為「欄位」的段落'));
		expect(out.match(/sl-anchor-link/g)).toHaveLength(1);
	});
});
