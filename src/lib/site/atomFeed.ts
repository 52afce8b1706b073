/**
 * An Atom 1.0 feed (RFC 4287) as text. Small on purpose: the site publishes one kind of feed, so a
 * dependency would bring more than it saves. Every value passes through `escapeXml`, so a `<`, `&`
 * or quote in a registry text can never break the document or add markup to it.
 */

export interface AtomEntry {
	/** A permanent, unique IRI: the entry's page URL with its anchor. */
	id: string;
	title: string;
	/** RFC 3339 date-time. */
	updated: string;
	/** Absolute URL of the entry on the site. */
	link: string;
	/**
	 * An HTML fragment (lists, links, code), sent as `type="html"`: escaped once into the feed, so
	 * that readers render it; whoever builds it escapes the text it puts in.
	 */
	html: string;
}

export interface AtomFeed {
	id: string;
	title: string;
	/** BCP 47 language of the feed's texts, set as xml:lang on the root. */
	lang: string;
	/** Absolute URL of the feed itself (rel="self"). */
	self: string;
	/** Absolute URL of the HTML page the feed follows (rel="alternate"). */
	alternate: string;
	author: string;
	entries: readonly AtomEntry[];
}

/** Text safe inside an element or a double-quoted attribute; control characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
	return text
		.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
		.replace(
			/[&<>"']/g,
			(c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
		);
}

/** The feed document; `updated` of the feed is its newest entry's (Atom requires one). */
export function atomFeed(feed: AtomFeed): string {
	const e = escapeXml;
	const updated =
		feed.entries
			.map((x) => x.updated)
			.sort()
			.at(-1) ?? '1970-01-01T00:00:00Z';
	const entries = feed.entries.map(
		(x) => `\t<entry>
		<id>${e(x.id)}</id>
		<title type="text">${e(x.title)}</title>
		<updated>${e(x.updated)}</updated>
		<link rel="alternate" type="text/html" href="${e(x.link)}"/>
		<content type="html">${e(x.html)}</content>
	</entry>`,
	);
	return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${e(feed.lang)}">
	<id>${e(feed.id)}</id>
	<title type="text">${e(feed.title)}</title>
	<updated>${e(updated)}</updated>
	<author><name>${e(feed.author)}</name></author>
	<link rel="self" type="application/atom+xml" href="${e(feed.self)}"/>
	<link rel="alternate" type="text/html" href="${e(feed.alternate)}"/>
${entries.join('\n')}
</feed>
`;
}
