import type { Lang } from '../lib/i18n/index.ts';
import { type GuideSource, readGuides } from '../lib/markdown/index.ts';

/**
 * The guides and reference pages the MCP server serves, read by the site's own reader
 * (`readGuides`, over `src/lib/guides`). A module of its own because it is the seam of the package
 * build: the validator package has no `content/`, so `scripts/build-validator.ts` calls this
 * function and replaces this module in the bundle with what it returned, as data. Keep it one
 * function of `lang`.
 */
export function guideSources(lang: Lang): GuideSource[] {
	return readGuides(lang);
}
