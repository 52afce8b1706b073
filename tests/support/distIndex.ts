import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath, stripBase } from '../../src/lib/site/index.ts';

/**
 * What the build contains, read from dist/: every path the static server answers and, for HTML
 * pages, the ids their anchors can point at. The link checker resolves every link of every page
 * against it, so generated pages count as much as Markdown ones.
 */
export interface DistIndex {
	/** Paths the server answers: `/codes/x/` (and `/codes/x`), `/codes.json`, `/_astro/…`. */
	paths: Set<string>;
	/** Element ids of each HTML page, by its canonical path (`/codes/x/`). */
	ids: Map<string, Set<string>>;
}

/** The build of `npm run build`, at the root of a local address. */
export const dist = new URL('../../dist/', import.meta.url);
/**
 * The release build under a base path (`npm run build:base-path`): what GitHub Pages serves, for
 * the address it was built for (the same SITE_URL as the script's).
 */
export const basePathDist = new URL('../../dist-base-path/', import.meta.url);
export const basePathSite = 'https://example.github.io/error-playbook/';

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? walk(full) : [full];
	});
}

const cached = new Map<string, DistIndex>();

/** The index of a build folder (dist/ unless told); its paths are site paths, without a base. */
export function distIndex(folder: URL = dist): DistIndex {
	const known = cached.get(folder.href);
	if (known) return known;
	const root = fileURLToPath(folder);
	const paths = new Set<string>();
	const ids = new Map<string, Set<string>>();
	for (const file of walk(root)) {
		const path = `/${relative(root, file)}`;
		paths.add(path);
		if (!path.endsWith('.html')) continue;
		const page = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
		paths.add(page);
		if (page.endsWith('/') && page !== '/') paths.add(page.slice(0, -1));
		const html = readFileSync(file, 'utf8');
		ids.set(page, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1]!))));
	}
	const index = { paths, ids };
	cached.set(folder.href, index);
	return index;
}

function decodeEntities(text: string): string {
	return text
		.replace(/&quot;/g, '"')
		.replace(/&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&');
}

/**
 * Why an internal link does not resolve, or null when it does. `from` is the site path of the page
 * it is on; `site` the address the build was made for, whose path is its base: a link must stay
 * under the base, and must not name the site's own host (the page would leave whatever serves it,
 * a local preview or a mirror, for the published site).
 */
export function brokenLinkReason(
	index: DistIndex,
	href: string,
	from: string,
	site = 'http://site/',
): string | null {
	const root = new URL(site);
	const url = new URL(href, new URL(`.${from}`, root));
	if (url.origin !== root.origin) return null;
	if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return `an absolute link to the site's own host`;
	const base = basePath(site);
	const under = stripBase(decodeURI(url.pathname), base);
	if (under === null) return `${url.pathname} is outside the base path ${base}`;
	let path = under;
	if (!index.paths.has(path)) return `no page at ${path}`;
	if (!url.hash || url.hash === '#') return null;
	if (!path.endsWith('/') && index.ids.has(`${path}/`)) path = `${path}/`;
	const fragment = decodeURIComponent(url.hash.slice(1));
	// `#e=…` on the playground is data for its script, not an anchor; `#_top` is the browser's own.
	if (fragment === '_top' || (path.endsWith('/playground/') && fragment.startsWith('e=')))
		return null;
	const ids = index.ids.get(path);
	if (!ids) return `#${fragment} points into ${path}, which is not an HTML page`;
	return ids.has(fragment) ? null : `no element with id "${fragment}" on ${path}`;
}

/**
 * Every `<a href>` and relative `<link href>` of every HTML file of a build that does not resolve (`brokenLinkReason`), as
 * `page: href (why)`, with the number of links read (so that a test sees it read some).
 */
export function brokenLinks(
	folder: URL = dist,
	site?: string,
): { pages: number; links: number; broken: string[] } {
	const index = distIndex(folder);
	const pages = [...index.ids.keys()];
	let links = 0;
	const broken = pages.flatMap((from) => {
		const file = from.endsWith('/') ? `${from}index.html` : from;
		const text = readFileSync(new URL(`.${file}`, folder), 'utf8');
		const hrefs = new Set([
			...[...text.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decodeEntities(m[1]!)),
			// `<link>`s too (twins, feeds, styles, the sitemap), but not the absolute canonical and
			// hreflang ones: they name the published site on purpose (tests/build/pages.test.ts).
			...[...text.matchAll(/<link\b[^>]*?\shref="([^"]*)"/g)]
				.map((m) => decodeEntities(m[1]!))
				.filter((href) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)),
		]);
		links += hrefs.size;
		return [...hrefs]
			.map((href) => [href, brokenLinkReason(index, href, from, site)] as const)
			.filter(([, why]) => why)
			.map(([href, why]) => `${from}: ${href} (${why})`);
	});
	return { pages: pages.length, links, broken };
}
