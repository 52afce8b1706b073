/**
 * The registry's pages as Markdown, for agents and for text-only clients: code pages, guides with
 * their registry tables filled in, and the llmstxt.org files. It serializes the views
 * (`src/lib/views/`) and a guide's MDX source, so the site's endpoints and the MCP server publish
 * the same text as the pages.
 */
export { codeMarkdown } from './codeMarkdown.ts';
export { changesMarkdown, historyMarkdown } from './changesMarkdown.ts';
export {
	changesId,
	differencesId,
	differencesMarkdown,
	markdownTwinIds,
} from './differencesMarkdown.ts';
export { guideMarkdown, parseGuideSource, type GuideSource } from './guideMarkdown.ts';
export { llmsFullTxt, llmsTxt, orderedGuides } from './llmsText.ts';
export { readGuides } from './guideSources.ts';
export { markdownParts } from './viewParts.ts';
export { strong } from './markdownSyntax.ts';
