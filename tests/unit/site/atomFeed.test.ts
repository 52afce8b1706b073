import { describe, expect, it } from 'vitest';
import { atomFeed, escapeXml } from '../../../src/lib/site/index.ts';
import { childrenNamed, parseXml } from '../../support/xmlWellFormed.ts';

const hostile = `<script>alert("x")</script> & 'quoted' ]]> \u0001`;

describe('atomFeed', () => {
	const xml = atomFeed({
		id: 'https://site.test/changes/',
		title: hostile,
		lang: 'en',
		self: 'https://site.test/changes.xml?a=1&b=2',
		alternate: 'https://site.test/changes/',
		author: 'Error Playbook',
		entries: [
			{
				id: 'https://site.test/changes/#old',
				title: 'old',
				updated: '2026-01-01T00:00:00Z',
				link: 'https://site.test/changes/#old',
				html: '<p>line one</p>',
			},
			{
				id: 'https://site.test/changes/#new',
				title: hostile,
				updated: '2026-02-01T00:00:00Z',
				link: 'https://site.test/changes/#new',
				html: hostile,
			},
		],
	});

	it('is well-formed, and hostile text comes back as the same text, never as markup', () => {
		const feed = parseXml(xml);
		expect(feed.name).toBe('feed');
		expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
		const clean = hostile.replace('\u0001', '');
		expect(childrenNamed(feed, 'title')[0]!.text).toBe(clean);
		const entries = childrenNamed(feed, 'entry');
		expect(entries).toHaveLength(2);
		// An HTML fragment, escaped once: the reader gets back exactly the fragment it was given.
		const content = childrenNamed(entries[1]!, 'content')[0]!;
		expect(content.attributes.type).toBe('html');
		expect(content.text).toBe(clean);
		expect(entries.flatMap((e) => e.children).some((c) => c.name === 'script')).toBe(false);
		const self = childrenNamed(feed, 'link').find((l) => l.attributes.rel === 'self');
		expect(self?.attributes.href).toBe('https://site.test/changes.xml?a=1&b=2');
	});

	it("dates the feed by its newest entry, as Atom's required <updated>", () => {
		expect(childrenNamed(parseXml(xml), 'updated')[0]!.text).toBe('2026-02-01T00:00:00Z');
	});

	it('escapes the five XML specials and drops control characters XML 1.0 forbids', () => {
		expect(escapeXml(`<a href="x">'&'</a>\u0000\u001F\t`)).toBe(
			'&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;\t',
		);
	});
});

describe('parseXml (the test reader itself)', () => {
	it.each([
		['<a><b></a></b>', 'closes'],
		['<a>x & y</a>', 'entity'],
		['<a>&nbsp;</a>', 'unknown entity'],
		['<a x=1/>', 'unquoted'],
		['<a></a><b/>', 'second root'],
		['<a>', 'never closed'],
	])('rejects %s', (xml, message) => {
		expect(() => parseXml(xml)).toThrow(message);
	});
});
