/**
 * A built page's elements as a tree, read from its HTML without a browser, for the build tier's
 * checks of what the served HTML says (landmarks, a code page's facts). Astro writes every end tag,
 * so the parse needs no implied ends; it knows void elements, self-closed SVG children and raw text
 * (script, style), and attribute values that hold `<` or `>` (a command with `<token>` in it).
 */
export interface HtmlElement {
	name: string;
	attributes: Map<string, string>;
	parent: HtmlElement | null;
	children: HtmlElement[];
	/** Offsets into the page's HTML of the element's content (between its start and end tags). */
	start: number;
	end: number;
}

const voidElements = new Set(
	'area base br col embed hr img input link meta source track wbr'.split(' '),
);
const rawText = new Set(['script', 'style']);
const attribute = /\s+([^\s=>/"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>"']+))?/g;
const tag = new RegExp(
	`<(?:(?<name>[a-zA-Z][\\w-]*)(?<attributes>(?:${attribute.source})*)\\s*(?<selfClosed>/?)>|/(?<endName>[a-zA-Z][\\w-]*)\\s*>|!--[\\s\\S]*?-->|![^>]*>)`,
	'g',
);

export function decodeEntities(text: string): string {
	return text
		.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
		.replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&nbsp;/g, '\u00a0')
		.replace(/&amp;/g, '&');
}

/** The root of the page's element tree (a pseudo element holding `<html>`). */
export function parseHtml(html: string): HtmlElement {
	const root: HtmlElement = {
		name: '#document',
		attributes: new Map(),
		parent: null,
		children: [],
		start: 0,
		end: html.length,
	};
	let open = root;
	tag.lastIndex = 0;
	for (let match = tag.exec(html); match; match = tag.exec(html)) {
		const { name, attributes, selfClosed, endName } = match.groups!;
		if (name) {
			const element: HtmlElement = {
				name: name.toLowerCase(),
				attributes: new Map(
					[...attributes!.matchAll(attribute)].map(([, key, value]) => [
						key!.toLowerCase(),
						decodeEntities((value ?? '').replace(/^["']|["']$/g, '')),
					]),
				),
				parent: open,
				children: [],
				start: tag.lastIndex,
				end: tag.lastIndex,
			};
			open.children.push(element);
			if (voidElements.has(element.name) || selfClosed) continue;
			if (rawText.has(element.name)) {
				const close = html.indexOf(`</${element.name}`, tag.lastIndex);
				element.end = close < 0 ? html.length : close;
				tag.lastIndex = element.end;
				continue;
			}
			open = element;
		} else if (endName) {
			// Close up to the matching open element; an end tag that matches nothing is ignored.
			const closing = endName.toLowerCase();
			let at: HtmlElement | null = open;
			while (at && at.name !== closing) at = at.parent;
			if (!at || at === root) continue;
			for (let e = open; e !== at.parent; e = e.parent!) e.end = match.index;
			open = at.parent!;
		}
	}
	for (let e = open; e !== root; e = e.parent!) e.end = html.length;
	return root;
}

/** Every element under `root`, in document order. */
export function allElements(root: HtmlElement): HtmlElement[] {
	return root.children.flatMap((child) => [child, ...allElements(child)]);
}

/**
 * What `textContent` gives, with white space collapsed as Playwright's `toHaveText` compares it.
 * `html` is the page the element was parsed from.
 */
export function textOf(html: string, element: HtmlElement): string {
	const inner = html
		.slice(element.start, element.end)
		.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
		.replace(/<!--[\s\S]*?-->/g, '');
	const text = inner.replace(new RegExp(tag.source, 'g'), '');
	return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

export function hasAncestor(element: HtmlElement, names: readonly string[]): boolean {
	for (let at = element.parent; at; at = at.parent) if (names.includes(at.name)) return true;
	return false;
}
