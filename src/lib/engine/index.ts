/**
 * The validation engine's door, with every language loaded. The CLI, the MCP server, the report,
 * the build, the bench and the tests import the engine from here and nowhere else
 * (`tests/unit/architecture/layers.test.ts` holds that line), so everything behind it may be
 * reorganised freely. The playground enters through `browser.ts` instead, which loads only its
 * page's language. Everything here is browser-safe: zod/mini, no registry module, no site code.
 */
export * from './engineApi.ts';
// Importing this module adds English and Chinese to the engine before any caller runs.
export {
	explanationMessages,
	findingMessages,
	retryAdviceDictionary,
	surfaceMessages,
} from './messages/allLanguages.ts';
