import { readdirSync, readFileSync } from 'node:fs';
import { type Lang, localeOf } from '../lib/i18n/index.ts';
import { type GuideSource, orderedGuides, parseGuideSource } from '../lib/markdown/index.ts';

/**
 * The guides and reference pages of `content/docs/` that the MCP server serves, as the Markdown
 * renderer reads them, in sidebar order. The sections are the ones the site publishes as Markdown
 * twins; the home page is a component, not a guide.
 *
 * The one place the server touches `content/docs/`: in a clone it reads the files; the validator
 * package has no `content/`, so its build (`scripts/build-validator.ts`) calls this same function and
 * replaces this module in the bundle with what it returned, as data. Its signature is therefore the
 * whole interface the build reproduces: keep it one function of `lang`.
 */
const sections = ['guides', 'reference'];
const docsRoot = new URL('../../content/docs/', import.meta.url);

export function guideSources(lang: Lang): GuideSource[] {
	const prefix = localeOf(lang).prefix.slice(1);
	const dir = new URL(prefix ? `${prefix}/` : '', docsRoot);
	return orderedGuides(
		sections.flatMap((section) =>
			readdirSync(new URL(`${section}/`, dir))
				.filter((file) => /\.mdx?$/.test(file))
				.map((file) => {
					const id = `${section}/${file.replace(/\.mdx?$/, '')}`;
					return parseGuideSource(
						id,
						lang,
						readFileSync(new URL(`${section}/${file}`, dir), 'utf8'),
					);
				}),
		),
	);
}
