import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { langOfPath } from '../../src/lib/i18n/index.ts';

/**
 * What a built page weighs, read from dist/ alone: its HTML, the stylesheets it links, and the
 * JavaScript it runs at load — `<script src>`, `<link rel=modulepreload>`, every module those
 * import statically (followed through the chunks), and inline scripts. Dynamic `import()` is
 * not followed: it loads on demand (Pagefind's search UI), not at load — except the chunk of the
 * page's language (`zh-TW.<hash>.js` on a /zh-tw/ page, `en.<hash>.js` on the others): the
 * playground's engine fetches its texts in the page's language that way as it starts
 * (`loadLanguage`, src/lib/engine/browser.ts), so they are part of what the page loads.
 *
 * Shared by `npm run bench` (figures) and tests/build/budgets.test.ts (budgets), so both count the
 * same bytes. Sizes are bytes; gzip is zlib's default level (6), each file compressed alone.
 */

export interface Bytes {
	raw: number;
	gzip: number;
}

/** One stylesheet or script a page loads. Inline scripts are keyed by a hash of their text. */
export interface Asset {
	kind: 'css' | 'js';
	/** `/_astro/x.js` for files; `inline:<sha1>` for inline scripts. */
	key: string;
	inline: boolean;
	bytes: Bytes;
}

export interface PageWeight {
	/** The site path: `/`, `/codes/connect_failed/`, `/404.html`. */
	path: string;
	html: Bytes;
	/** Stylesheet files (`<link rel=stylesheet>`, print ones included: the browser fetches them too). */
	css: Bytes;
	/** Script files, static imports followed. */
	js: Bytes;
	/** Inline scripts (part of the HTML bytes; counted again here to compare pages' JavaScript). */
	inlineJs: Bytes;
	assets: Asset[];
}

export type PageTypeId = 'home' | 'code' | 'codes-index' | 'guide' | 'playground' | '404';

export interface PageType {
	id: PageTypeId;
	label: string;
	/** The page that stands for its type in tables. */
	sample: string;
}

/** The page types the figures and budgets are kept for, with the English page that stands for each. */
export const pageTypes: readonly PageType[] = [
	{ id: 'home', label: 'home', sample: '/' },
	{ id: 'code', label: 'code page', sample: '/codes/connect_failed/' },
	{ id: 'codes-index', label: 'codes index', sample: '/codes/' },
	{ id: 'guide', label: 'guide', sample: '/guides/error-model/' },
	{ id: 'playground', label: 'playground', sample: '/playground/' },
	{ id: '404', label: '404', sample: '/404.html' },
];

/** The page whose JavaScript counts as Starlight's own: a plain guide page. */
export const sharedJsSample = '/guides/error-model/';

/** The type of a page, from its path (either language), or null for pages outside the six types. */
export function pageTypeOf(path: string): PageTypeId | null {
	const p = path.replace(/^\/zh-tw\//, '/');
	if (p === '/') return 'home';
	if (p === '/404.html' || p === '/404/') return '404';
	if (p === '/codes/') return 'codes-index';
	if (/^\/codes\/[^/]+\/$/.test(p)) return 'code';
	if (p === '/playground/') return 'playground';
	if (/^\/(guides|reference)\/[^/]+\/$/.test(p)) return 'guide';
	return null;
}

const gzip = (data: Buffer | string) => gzipSync(data).length;
const bytesOf = (data: Buffer | string): Bytes => ({
	raw: Buffer.byteLength(data),
	gzip: gzip(data),
});
const sum = (items: readonly Bytes[]): Bytes =>
	items.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });

/** The file under dist/ that serves a site path. */
export function fileOfPath(dist: string, path: string): string {
	const rel = decodeURI(path).replace(/^\//, '');
	return join(dist, rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel);
}

/** Every HTML page of a build, as site paths (`/codes/x/`, `/404.html`), sorted. */
export function htmlPages(dist: string): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			const full = join(dir, name);
			return statSync(full).isDirectory() ? walk(full) : full.endsWith('.html') ? [full] : [];
		});
	if (!existsSync(dist)) throw new Error(`No build at ${dist}: run \`npm run build\` first.`);
	return walk(dist)
		.map((file) => `/${relative(dist, file)}`.replace(/(^|\/)index\.html$/, '$1'))
		.sort();
}

function attribute(tag: string, name: string): string | undefined {
	const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
	return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Static `import … from '…'`, `import '…'` and `export … from '…'`; not `import()`. */
const staticImport =
	/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;

/** Specifiers a module imports statically. */
export function staticImports(code: string): string[] {
	return [...code.matchAll(staticImport)].map((m) => m[2]!);
}

/** Specifiers a module imports with `import('…')` (the build writes them in backticks). */
export function dynamicImports(code: string): string[] {
	return [...code.matchAll(/\bimport\(\s*(["'`])([^"'`\n$]+)\1\s*\)/g)].map((m) => m[2]!);
}

/** Whether a chunk is the one a page in `lang` fetches its texts from: `zh-TW.<hash>.js`. */
export function isLanguageChunk(file: string, lang: string): boolean {
	return basename(file).startsWith(`${lang}.`) && file.endsWith('.js');
}

/**
 * Measures one page of a build. `path` is a site path; references outside the site (another
 * origin) are ignored, references to missing files throw (the build is broken).
 */
export function pageWeight(dist: string, path: string): PageWeight {
	const html = readFileSync(fileOfPath(dist, path), 'utf8');
	const base = new URL(path, 'http://site');
	const lang = langOfPath(path);
	const assets = new Map<string, Asset>();

	const addFile = (href: string, from: URL, kind: 'css' | 'js') => {
		const url = new URL(href, from);
		if (url.host !== 'site' || assets.has(url.pathname)) return;
		const file = fileOfPath(dist, url.pathname);
		if (!existsSync(file))
			throw new Error(`${path} references ${url.pathname}, which the build does not contain`);
		const data = readFileSync(file);
		assets.set(url.pathname, { kind, key: url.pathname, inline: false, bytes: bytesOf(data) });
		if (kind === 'js') {
			const code = data.toString('utf8');
			for (const spec of staticImports(code)) followImport(spec, url);
			for (const spec of dynamicImports(code))
				if (isLanguageChunk(spec, lang)) followImport(spec, url);
		}
	};
	const followImport = (spec: string, from: URL) => {
		// Bare specifiers cannot run in a browser without an import map; the build has none.
		if (/^(\.{0,2}\/|https?:)/.test(spec)) addFile(spec, from, 'js');
	};

	for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
		const tag = m[0];
		const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
		const href = attribute(tag, 'href');
		if (!href) continue;
		if (rel.includes('stylesheet')) addFile(href, base, 'css');
		else if (rel.includes('modulepreload')) addFile(href, base, 'js');
	}
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
		const tag = `<script${m[1]}>`;
		const type = (attribute(tag, 'type') ?? '').toLowerCase();
		if (
			type !== '' &&
			type !== 'module' &&
			type !== 'text/javascript' &&
			type !== 'application/javascript'
		)
			continue;
		const src = attribute(tag, 'src');
		if (src) {
			addFile(src, base, 'js');
			continue;
		}
		const code = m[2]!;
		if (code.trim() === '') continue;
		const key = `inline:${createHash('sha1').update(code).digest('hex').slice(0, 12)}`;
		if (!assets.has(key)) assets.set(key, { kind: 'js', key, inline: true, bytes: bytesOf(code) });
		if (type === 'module') for (const spec of staticImports(code)) followImport(spec, base);
	}

	const list = [...assets.values()];
	return {
		path,
		html: bytesOf(html),
		css: sum(list.filter((a) => a.kind === 'css').map((a) => a.bytes)),
		js: sum(list.filter((a) => a.kind === 'js' && !a.inline).map((a) => a.bytes)),
		inlineJs: sum(list.filter((a) => a.kind === 'js' && a.inline).map((a) => a.bytes)),
		assets: list,
	};
}

/** JavaScript (files and inline) a page runs beyond what `shared` runs: its own, at load. */
export function ownJs(page: PageWeight, shared: PageWeight): Bytes & { assets: Asset[] } {
	const sharedKeys = new Set(shared.assets.map((a) => a.key));
	const own = page.assets.filter((a) => a.kind === 'js' && !sharedKeys.has(a.key));
	return { ...sum(own.map((a) => a.bytes)), assets: own };
}

/** Total bytes over the wire: HTML, stylesheets and script files (inline scripts are in the HTML). */
export function transfer(page: PageWeight): Bytes {
	return sum([page.html, page.css, page.js]);
}
