import type { Lang } from '../i18n/index.ts';
import { guideFiles } from '../guides/index.ts';
import { type GuideSource, parseGuideSource } from './guideMarkdown.ts';
import { orderedGuides } from './llmsText.ts';

/**
 * The guides and reference pages of `lang` as the Markdown renderer reads them, in sidebar order:
 * what the site's Markdown twins and llms texts and the MCP server's resources are made from.
 */
export function readGuides(lang: Lang): GuideSource[] {
	return orderedGuides(guideFiles(lang).map((f) => parseGuideSource(f.id, lang, f.source)));
}
