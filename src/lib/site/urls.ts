import { langOfPath, type Lang, localizePath } from '../i18n/index.ts';

/** Site paths, built in one place so that pages, exports, the CLI and tests agree on them. */

export function codePath(code: string, lang: Lang): string {
	return localizePath(`/codes/${code}/`, lang);
}

export function codesIndexPath(lang: Lang): string {
	return localizePath('/codes/', lang);
}

/** The 404 page of a language, where the English one forwards addresses under /zh-tw/. */
export function notFoundPath(lang: Lang): string {
	return localizePath('/404/', lang);
}

export function playgroundPath(lang: Lang): string {
	return localizePath('/playground/', lang);
}

/** The reference page generated from deviations.json; `id` is a deviation's anchor on it. */
export function differencesPath(lang: Lang, id?: string): string {
	return `${localizePath('/reference/contract-vs-cli/', lang)}${id ? `#${id}` : ''}`;
}

/** Where the site is served when SITE_URL does not say otherwise: `npm start` and the tests. */
export const defaultSiteUrl = 'http://127.0.0.1:4321';

/**
 * The published address: SITE_URL, else `fallback` (the local preview, or for the validator package
 * the site it was built for). The build, the CLI and exports agree on it. It is the one input for
 * where the site lives: its path, if any, is the base path the site is served under
 * (`https://user.github.io/error-playbook/`), see `basePath`.
 */
export function siteUrl(
	env: Record<string, string | undefined>,
	fallback: string = defaultSiteUrl,
): string {
	return env.SITE_URL || fallback;
}

/**
 * Whether `url` can be the site: an absolute http or https address with a host, no user name or
 * password, no query or fragment. `URL.canParse` alone lets `mailto:`, `urn:`, `data:` or
 * `javascript:` through, on which no page URL can be built; credentials would be printed under
 * every finding; a query or fragment would end up in the middle of every page URL.
 */
export function isSiteUrl(url: string): boolean {
	if (!URL.canParse(url)) return false;
	const parsed = new URL(url);
	return (
		(parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
		parsed.host !== '' &&
		parsed.username === '' &&
		parsed.password === '' &&
		parsed.search === '' &&
		parsed.hash === ''
	);
}

/** Host names that only ever mean this machine: what must not reach anything published. */
export function isLoopbackHost(hostname: string): boolean {
	const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
	return (
		host === 'localhost' ||
		host.endsWith('.localhost') ||
		/^127(\.\d{1,3}){3}$/.test(host) ||
		host === '0.0.0.0' ||
		host === '::1' ||
		host === '::' ||
		/^::ffff:(127\.|7f)/.test(host)
	);
}

/**
 * Why `url` cannot be the address of something published (a release build of the site, the
 * validator package), as a sentence that says how to set it; null when it can. `command` is what
 * the reader runs again once SITE_URL is set.
 */
export function publicSiteUrlProblem(url: string | undefined, command: string): string | null {
	const what =
		url === undefined || url === ''
			? 'SITE_URL is not set'
			: !isSiteUrl(url)
				? `SITE_URL "${url}" is not an http or https address`
				: isLoopbackHost(new URL(url).hostname)
					? `SITE_URL "${url}" is a loopback address, reachable only from this machine`
					: null;
	if (what === null) return null;
	return [
		`${what}. What is published carries the public address of the site in every page link, so it`,
		'needs that address: set SITE_URL to it, with the path the site is served under, and run again:',
		`  SITE_URL=https://playbook.example.com ${command}`,
		`  SITE_URL=https://<user>.github.io/error-playbook/ ${command}`,
		'(docs/DEPLOYMENT.md, "Build for the public address").',
	].join('\n');
}

/**
 * The path the site is served under, from its address: `/` for `https://playbook.example.com`,
 * `/error-playbook/` for `https://user.github.io/error-playbook`. Always ends with a slash.
 */
export function basePath(site: string): string {
	const path = new URL(site).pathname;
	return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The link to a site path (`/codes/x/`, as every path function here returns it) from a page of a
 * site served under `base`: `/error-playbook/codes/x/`. Anything that is not a site path (`#id`, an
 * absolute URL, a query alone) is returned as it is, so a view's link may be either.
 */
export function withBase(path: string, base: string): string {
	if (!path.startsWith('/') || path.startsWith('//')) return path;
	return `${base.replace(/\/$/, '')}${path}`;
}

/**
 * The site path of an address under `base`: `/error-playbook/zh-tw/x/` → `/zh-tw/x/`; null when
 * the address is outside the base. `/error-playbook` (no slash) is the base itself.
 */
export function stripBase(pathname: string, base: string): string | null {
	const prefix = base.replace(/\/$/, '');
	if (prefix === '') return pathname;
	if (pathname === prefix) return '/';
	return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

/**
 * The site build (astro.config.mjs, Vite's `define`) replaces this name with the base path its pages
 * and browser scripts are built for. Elsewhere (the CLI and its package, Node scripts, vitest) it
 * is not defined and there is no page to link from: `/`. A name of our own rather than Vite's
 * `import.meta.env.BASE_URL`, so that this module stays plain TypeScript for every compiler that
 * reads it (the package's type check knows no `import.meta.env`).
 */
declare const SITE_BASE_PATH: string | undefined;
const builtBase = typeof SITE_BASE_PATH === 'string' ? SITE_BASE_PATH : '/';

/**
 * The one helper every link of a page goes through, in `.astro` components and browser scripts
 * alike: a site path as the page must link to it, under the base path the site was built for.
 */
export function href(path: string): string {
	return withBase(path, builtBase);
}

/** The site path of the page at `pathname` (`Astro.url.pathname`, `location.pathname`), base removed. */
export function sitePathOf(pathname: string): string {
	return stripBase(pathname, builtBase) ?? pathname;
}

export const codesJsonPath = '/codes.json';
export const envelopeSchemaPath = '/schemas/envelope-v3.json';
/** JSON Schema of what `error-playbook validate --json` prints. */
export const validateOutputSchemaPath = '/schemas/validate-output-v1.json';

/**
 * An absolute URL on the site: `absoluteUrl('http://x/', '/codes/')` → `http://x/codes/`, and under
 * a base path `absoluteUrl('https://u.github.io/error-playbook', '/codes/')` →
 * `https://u.github.io/error-playbook/codes/` (`new URL(path, site)` alone would drop the base).
 */
export function absoluteUrl(site: string, path: string): string {
	const root = new URL(site);
	root.pathname = basePath(site);
	// `./` so that a first segment with a colon is never read as a scheme.
	return new URL(`./${path.replace(/^\/+/, '')}`, root).href;
}

/**
 * The Markdown twin of a code page, for agents: `/codes/x.md`, `/zh-tw/codes/x.md`. Beside the
 * folder of the HTML page rather than inside it, the llmstxt.org convention of "the page's URL + .md".
 */
export function codeMarkdownPath(code: string, lang: Lang): string {
	return localizePath(`/codes/${code}.md`, lang);
}

/** The `/codes.json` record of one code on its own; the same record under both languages. */
export function codeJsonPath(code: string, lang: Lang): string {
	return localizePath(`/codes/${code}.json`, lang);
}

/** The Markdown twin of a guide or reference page; `id` is its docs id without the locale (`guides/layers`). */
export function docMarkdownPath(id: string, lang: Lang): string {
	return localizePath(`/${id}.md`, lang);
}

/** The HTML page of a guide or reference page, by the same id. */
export function docPath(id: string, lang: Lang): string {
	return localizePath(`/${id}/`, lang);
}

/**
 * The page of a verdict's next step (the engine's `NextPage`: a code, or a guide's section), as a
 * site path with its fragment. Structural, so that the site reads no engine type.
 */
export function nextPagePath(
	page: { kind: 'code'; code: string } | { kind: 'guide'; guide: string; anchor: string },
	lang: Lang,
): string {
	return page.kind === 'code'
		? codePath(page.code, lang)
		: `${docPath(page.guide, lang)}#${encodeURIComponent(page.anchor)}`;
}

/** The llmstxt.org index of the site in a language, and its one-file edition with every page in full. */
export function llmsTxtPath(lang: Lang): string {
	return localizePath('/llms.txt', lang);
}

export function llmsFullTxtPath(lang: Lang): string {
	return localizePath('/llms-full.txt', lang);
}

/**
 * The anchor of a release on the changes page: its tag, or the commit of an unreleased snapshot,
 * with every character outside [a-z0-9] turned into a hyphen (`v4.0.0-dev.1` → `v4-0-0-dev-1`,
 * `b7f4434` stays). Dots would work in an id but need escaping in every CSS selector; the tags are
 * stable upstream, so these anchors are too.
 */
export function releaseAnchor(release: { tag: string | null; commit: string }): string {
	return (release.tag ?? release.commit).toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The changes-by-release page; `anchor` is a release's (`releaseAnchor`) or a change's id on it. */
export function changesPath(lang: Lang, anchor?: string): string {
	return `${localizePath('/reference/changes/', lang)}${anchor ? `#${anchor}` : ''}`;
}

/** The Atom feed of the changes page, one per language. */
export function changesFeedPath(lang: Lang): string {
	return localizePath('/changes.xml', lang);
}

/** The Markdown twin of the changes page, beside its folder as the other twins are. */
export function changesMarkdownPath(lang: Lang): string {
	return localizePath('/reference/changes.md', lang);
}

/** The language of the page at `pathname` (`Astro.url.pathname`), whatever the base path. */
export function pageLang(pathname: string): Lang {
	return langOfPath(sitePathOf(pathname));
}
