/**
 * The validation engine's entry for a page in one language (the playground): the same engine as
 * `index.ts`, without its texts. Await `loadLanguage(lang)` once before the first validation; it
 * fetches that language as a chunk of its own (the other language never loads), and the engine is
 * synchronous from then on. Validating in a language not loaded throws (`messagesFor`). Results
 * name a fix once `loadFixes(lang)` has fetched that language's fixes, on demand.
 */
export * from './engineApi.ts';
export { loadLanguage } from './messages/loadLanguage.ts';
export { loadFixes } from './messages/loadFixes.ts';
