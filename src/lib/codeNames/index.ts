/**
 * Typed text → codes: one resolver for the CLI, the MCP server, the site's boxes (home, search
 * hints, the codes index filter) and the 404 page (and nginx's redirect map, through the spelling
 * and punctuation patterns); its folding and near-code suggestions serve the validator too. A
 * code's name in any spelling resolves to the code; anything else (an exit status, an HTTP-like
 * status, a line of a message, a meaning, a typo) to ranked candidates with their reasons. Imports
 * nothing, so the engine (which must stay browser-safe and registry-free) and the site can both
 * build on it.
 */
export {
	codeOfSpelling,
	codeSpellingSource,
	codesWithPages,
	maxQueryChars,
	resolveCode,
	type CodeResolution,
} from './resolveCode.ts';
export {
	trailingPunctuationChars,
	trailingPunctuationSource,
	trimAddressTail,
	trimCopied,
	trimTrailingPunctuation,
} from './fold.ts';
export {
	candidatesForText,
	resolveQuery,
	type Candidate,
	type CandidateReason,
	type CodeIndex,
	type IndexedCode,
	type PublishedCodeIndex,
	type QueryResolution,
	reasonText,
	type ReasonTexts,
} from './candidates.ts';
export { nameCandidates, rankedNameCandidates, type NameCandidate } from './nameCandidates.ts';
export { boundedLevenshtein, normaliseCode, suggestCodes } from './suggestCodes.ts';
