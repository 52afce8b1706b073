import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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

const dist = new URL('../../dist/', import.meta.url).pathname;

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? walk(full) : [full];
	});
}

let cached: DistIndex | undefined;

export function distIndex(): DistIndex {
	if (cached) return cached;
	const paths = new Set<string>();
	const ids = new Map<string, Set<string>>();
	for (const file of walk(dist)) {
		const path = `/${relative(dist, file)}`;
		paths.add(path);
		if (!path.endsWith('.html')) continue;
		const page = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
		paths.add(page);
		if (page.endsWith('/') && page !== '/') paths.add(page.slice(0, -1));
		const html = readFileSync(file, 'utf8');
		ids.set(page, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1]!))));
	}
	cached = { paths, ids };
	return cached;
}

function decodeEntities(text: string): string {
	return text
		.replace(/&quot;/g, '"')
		.replace(/&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&');
}

/** Why an internal link does not resolve, or null when it does. */
export function brokenLinkReason(index: DistIndex, href: string, from: string): string | null {
	const url = new URL(href, `http://site${from}`);
	if (url.host !== 'site') return null;
	let path = decodeURI(url.pathname);
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
