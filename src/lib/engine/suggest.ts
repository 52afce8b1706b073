/**
 * "Did you mean …?" for error codes: the validator's for an unknown `code`. The folding and the
 * suggestions are `src/lib/codeNames`' (the one resolver of typed codes, shared with the CLI, the
 * MCP server and the site); the engine's door keeps offering them under their names.
 */
export { boundedLevenshtein, normaliseCode, suggestCodes } from '../codeNames/index.ts';
