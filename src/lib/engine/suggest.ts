/**
 * "Did you mean …?" for error codes: the validator's for an unknown `code`. The folding and the
 * near codes are those of `src/lib/codeNames`, the resolver of typed codes the CLI, the MCP server
 * and the site share; the engine's door keeps offering them under their names.
 */
export { boundedLevenshtein, normaliseCode, suggestCodes } from '../codeNames/index.ts';
