import { type Lang, localizePath } from '../i18n/index.ts';

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
 * the site it was built for). The build, the CLI and exports agree on it.
 */
export function siteUrl(
	env: Record<string, string | undefined>,
	fallback: string = defaultSiteUrl,
): string {
	return env.SITE_URL || fallback;
}

/**
 * Whether `url` can be the site: an absolute http or https address with a host and no user name or
 * password. `URL.canParse` alone lets `mailto:`, `urn:`, `data:` or `javascript:` through, on which
 * no page URL can be built; credentials would be printed under every finding.
 */
export function isSiteUrl(url: string): boolean {
	if (!URL.canParse(url)) return false;
	const parsed = new URL(url);
	return (
		(parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
		parsed.host !== '' &&
		parsed.username === '' &&
		parsed.password === ''
	);
}

export const codesJsonPath = '/codes.json';
export const envelopeSchemaPath = '/schemas/envelope-v3.json';
/** JSON Schema of what `error-playbook validate --json` prints. */
export const validateOutputSchemaPath = '/schemas/validate-output-v1.json';

/** An absolute URL on the site: `absoluteUrl('http://x/', '/codes/')` → `http://x/codes/`. */
export function absoluteUrl(site: string, path: string): string {
	return new URL(path, site).href;
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
