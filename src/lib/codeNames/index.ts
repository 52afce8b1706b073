/**
 * Typed code names → codes: one resolver for the CLI, the MCP server, the site's code box and
 * search hints and the 404 page; its folding and near-code suggestions serve the validator too. Imports nothing, so the engine (which
 * must stay browser-safe and registry-free) and the site can both build on it.
 */
export {
	codeOfSpelling,
	codeSpellingSource,
	codesWithPages,
	resolveCode,
	resolveRegistryCode,
	trailingPunctuation,
	trailingPunctuationSource,
	type CodeResolution,
} from './resolveCode.ts';
export { boundedLevenshtein, normaliseCode, suggestCodes } from './suggestCodes.ts';
