import type { Dictionary } from '../../i18n/index.ts';
import type { RetryAdviceKey } from '../contract/retryAdviceMessages.ts';
import type { ExplanationMessageKey } from '../findings/explanationMessages.ts';
import type { FindingMessageKey } from '../findings/findingMessages.ts';
import type { SurfaceMessageKey } from '../surfaces/surfaceMessages.ts';
import fixesEn from '../data/fixes.en.json' with { type: 'json' };
import fixesZhTw from '../data/fixes.zh-TW.json' with { type: 'json' };
import { adviseFromPaste } from '../contract/fixAdvice.ts';
import { addFixBook } from '../contract/fixStore.ts';
import type { FixBook } from '../registryTypes.ts';
import { engineMessagesEn } from './en.ts';
import { addLanguage } from './languageStore.ts';
import { engineMessagesZhTw } from './zh-TW.ts';

/**
 * Every language of the engine, added as this module loads: the engine's door (`index.ts`) imports
 * it, so the CLI, the MCP server, the report, the build and the tests validate in any language
 * without waiting. The dictionaries in both languages are exported for the tests that every key
 * has both texts and that the Chinese reads as Taiwan writes it.
 */
addLanguage('en', engineMessagesEn);
addLanguage('zh-TW', engineMessagesZhTw);
// JSON imports type their strings loosely; tests/unit/registry/engineProjection.test.ts proves each is the book.
addFixBook('en', fixesEn as unknown as FixBook, adviseFromPaste);
addFixBook('zh-TW', fixesZhTw as unknown as FixBook, adviseFromPaste);

export const findingMessages: Dictionary<FindingMessageKey> = {
	en: engineMessagesEn.findings,
	'zh-TW': engineMessagesZhTw.findings,
};
export const explanationMessages: Dictionary<ExplanationMessageKey> = {
	en: engineMessagesEn.explanations,
	'zh-TW': engineMessagesZhTw.explanations,
};
export const surfaceMessages: Dictionary<SurfaceMessageKey> = {
	en: engineMessagesEn.surfaces,
	'zh-TW': engineMessagesZhTw.surfaces,
};
export const retryAdviceDictionary: Dictionary<RetryAdviceKey> = {
	en: engineMessagesEn.retryAdvice,
	'zh-TW': engineMessagesZhTw.retryAdvice,
};
