/**
 * Typed code names → codes: one resolver for the CLI, the MCP server, the site's code box and
 * search hints, the 404 page and the validator's suggestions. Imports nothing, so the engine (which
 * must stay browser-safe and registry-free) and the site can both build on it.
 */
export {
	boundedLevenshtein,
	codeOfSpelling,
	codeSpellingSource,
	codesWithPages,
	normaliseCode,
	resolveCode,
	resolveRegistryCode,
	suggestCodes,
	trailingPunctuation,
	trailingPunctuationSource,
	type CodeResolution,
} from './resolveCode.ts';
