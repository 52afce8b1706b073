/**
 * The validation report: what the CLI prints and the MCP server returns for one checked input, as
 * a JSON document and as terminal text; what `validate` prints for several inputs (one JSON
 * document, GitHub workflow commands, SARIF, JUnit) and the exit status they add up to; and what
 * keeps text from outside safe on a terminal. No `node:` imports: the CLI hands in paths and URLs.
 *
 * The zod schema of the JSON document (`outputSchema.ts`) is the family's second entry: it needs
 * full zod, which `validate` must not load (the package test keeps it out of the CLI's entry
 * chunk), so only the MCP server, the site's schema page and the package build import it. The type
 * of the document is derived from that schema and exported here as a type only, which costs nothing.
 */
export {
	validationJson,
	validationText,
	type Output,
	type PrintOptions,
} from './validationReport.ts';
export type { ValidateFilesOutput, ValidateOutput } from './outputSchema.ts';
export {
	checkedInput,
	exitCodes,
	inputJson,
	inputsJson,
	outcomeCounts,
	summaryLine,
	verdictExitCode,
	worstExitCode,
	type Artifact,
	type ExitCode,
	type InputOutcome,
	type ReadFailure,
} from './inputOutcome.ts';
export { githubAnnotations } from './githubFormat.ts';
export { sarifLog, type SarifOptions } from './sarifFormat.ts';
export { junitXml } from './junitFormat.ts';
export { reportMessages, type ReportMessageKey } from './reportMessages.ts';
export {
	hyperlink,
	hyperlinksSupported,
	linkFormat,
	type LinkContext,
	type LinkFormat,
	readableUrl,
} from './terminalLinks.ts';
export { printableLine, printableText, safeJson, visible } from './terminalText.ts';
export { displayWidth, padEndToWidth, wrap, wrapItem } from './textLayout.ts';
