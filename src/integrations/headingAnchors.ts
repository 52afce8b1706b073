/**
 * Permalinks for the headings our Astro components write by hand (code pages, the changes page,
 * the differences page, the codes index, the home page, the 404 pages): the same markup Starlight's
 * rehype plugin gives the guides' Markdown headings (`markdown.headingLinks`), so both look and
 * behave alike, styled by Starlight's own anchor-link CSS. A link after the heading, not inside it,
 * so the heading's accessible name stays its text; the link's name is "Section titled “…”"
 * (`heading.anchorLabel`, translated in src/content/i18n/) and Pagefind leaves it out of excerpts.
 *
 * Applied to a page's finished HTML by src/middleware.ts. Plain string work over markup this site
 * generates: an h2 or h3 with an id, not already wrapped, not one of Starlight's own (`starlight__…`,
 * the table of contents' "On this page").
 */

// Starlight's `link-alt` icon, the one its own heading links draw (components-internals/Icons.js).
const linkIcon =
	'<path d="m12.11 15.39-3.88 3.88a2.52 2.52 0 0 1-3.5 0 2.47 2.47 0 0 1 0-3.5l3.88-3.88a1 1 0 1 0-1.42-1.42l-3.88 3.89a4.48 4.48 0 0 0 6.33 6.33l3.89-3.88a1 1 0 0 0-1.42-1.42m8.58-12.08a4.49 4.49 0 0 0-6.33 0l-3.89 3.88a1 1 0 1 0 1.42 1.42l3.88-3.88a2.52 2.52 0 0 1 3.5 0 2.47 2.47 0 0 1 0 3.5l-3.88 3.88a1 1 0 0 0 0 1.42 1 1 0 0 0 1.42 0l3.88-3.89a4.49 4.49 0 0 0 0-6.33M8.83 15.17a1 1 0 0 0 .71.29 1 1 0 0 0 .71-.29l4.92-4.92a1 1 0 1 0-1.42-1.42l-4.92 4.92a1 1 0 0 0 0 1.42"/>';

const iconId = 'ep-anchor-icon';

// A heading, with Starlight's wrapper before it when it already has one (then it is left alone).
const heading =
	/(<div class="sl-heading-wrapper[^"]*">\s*)?<h([23])(\s[^>]*?\bid="([^"]+)"[^>]*)>([\s\S]*?)<\/h\2>/g;

// Where inline code starts and ends in a heading's text: private-use characters, never in a page.
const codeStart = '\uE000';
const codeEnd = '\uE001';

/**
 * The text of a heading's markup, entities as written (it goes back into markup), its inline
 * code marked: a label keeps `<code>` (read as code, not as a word of the sentence around it).
 */
function textOf(html: string): string {
	return html
		.replace(/<code\b[^>]*>/g, codeStart)
		.replace(/<\/code>/g, codeEnd)
		.replace(/<[^>]*>/g, '')
		.replace(/\s+/g, ' ')
		.trim();
}

function escapeText(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Entities of the markup back to characters, so that the label is escaped once, not twice. */
function decodeEntities(text: string): string {
	return text
		.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
		.replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
		.replace(/&quot;/g, '"')
		.replace(/&#39;|&apos;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&');
}

// A permalink Starlight's rehype plugin wrote: its accessible name, which that plugin takes from
// Starlight's own zh-TW texts ("Section titled …", untranslated) rather than from ours.
const starlightAnchor =
	/(<h([1-6])\b[^>]*>((?:(?!<\/h[1-6]>)[\s\S])*?)<\/h\2><a class="sl-anchor-link" href="[^"]*">(?:(?!<\/a>)[\s\S])*?<span class="sr-only" data-pagefind-ignore(?:="")?>)[^<]*(<\/span>)/g;

/**
 * Whether the markup at `offset` is inside a `<summary>`: a folded fix's cause is its heading, and
 * a link inside a summary, which is itself a control, is a control inside a control (axe
 * `nested-interactive`); the summary's own anchor (`#fix-<id>` opens it) is the permalink there.
 */
function inSummary(page: string, offset: number): boolean {
	return page.lastIndexOf('<summary', offset) > page.lastIndexOf('</summary>', offset);
}

/**
 * `html` with every h2 and h3 that has an id and no permalink given one, and every permalink
 * named in the page's language. `label(title)` is the link's accessible name for a heading whose
 * text is `title`.
 */
export function addHeadingAnchors(html: string, label: (title: string) => string): string {
	const named = (inner: string) =>
		escapeText(label(decodeEntities(textOf(inner))))
			.replaceAll(codeStart, '<code>')
			.replaceAll(codeEnd, '</code>');
	const relabelled = html.replace(
		starlightAnchor,
		(_, start: string, _level, inner: string, end: string) => `${start}${named(inner)}${end}`,
	);
	let added = false;
	const anchored = relabelled.replace(
		heading,
		(whole, wrapped, level, attrs, id: string, inner: string, offset: number, page: string) => {
			if (wrapped || id.startsWith('starlight__') || inSummary(page, offset)) return whole;
			const name = named(inner);
			added = true;
			return (
				`<div class="sl-heading-wrapper level-h${level}">` +
				`<h${level}${attrs}>${inner}</h${level}>` +
				`<a class="sl-anchor-link" href="#${id}">` +
				`<span aria-hidden="true" class="sl-anchor-icon"><svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor"><use href="#${iconId}"/></svg></span>` +
				`<span class="sr-only" data-pagefind-ignore>${name}</span></a></div>`
			);
		},
	);
	// The icon once per page, each link using it: a copy per link was 0.7 KB each (a code page has 20).
	return added
		? anchored.replace(
				/<body\b[^>]*>/,
				(body) =>
					`${body}<svg width="0" height="0" style="position:absolute" aria-hidden="true"><symbol id="${iconId}" viewBox="0 0 24 24">${linkIcon}</symbol></svg>`,
			)
		: anchored;
}
