/**
 * Which built pages share their markup, so that checks whose outcome depends on the markup alone
 * (the keyboard walk) run once per kind instead of once per page. A page's kind is the set of
 * element kinds in its <body>: tag name, the names of its attributes (not their values) and its
 * classes. Two pages of one kind differ in text and attribute values only; a component that one
 * of them shows and the other does not (a placeholder table, a deprecation notice, a fourth
 * example surface, an image without alt, a button without text) makes two kinds.
 */
const attribute = /\s+([^\s=>/"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>"']+))?/g;
// A start tag (quoted values may hold `>`), and its end tag when only white space comes between.
const tagPattern = new RegExp(
	`<(?<tag>[a-zA-Z][\\w-]*)(?<attributes>(?:${attribute.source})*)\\s*/?>(?<closed>\\s*</\\k<tag>>)?`,
	'gi',
);

export function markupKind(html: string): string {
	const body = html.slice(Math.max(0, html.indexOf('<body')));
	const kinds = new Set<string>();
	for (const match of body.matchAll(tagPattern)) {
		const { tag, attributes, closed } = match.groups!;
		const names: string[] = [];
		let classes = '';
		for (const [, name, value] of attributes!.matchAll(attribute)) {
			if (name!.toLowerCase() === 'class')
				classes = (value ?? '')
					.replace(/^["']|["']$/g, '')
					.trim()
					.split(/\s+/)
					.sort()
					.join('.');
			else names.push(name!.toLowerCase());
		}
		// An element closed right after it opens holds nothing: no text, no icon, no name of its own.
		kinds.add(
			`${tag!.toLowerCase()}[${names.sort().join(',')}].${classes}${closed ? ':empty' : ''}`,
		);
	}
	return [...kinds].sort().join('\n');
}

/** The first page (in the order given) of each markup kind. */
export function onePerKind(pages: readonly { path: string; html: string }[]): string[] {
	const seen = new Map<string, string>();
	for (const { path, html } of pages) {
		const kind = markupKind(html);
		if (!seen.has(kind)) seen.set(kind, path);
	}
	return [...seen.values()];
}
