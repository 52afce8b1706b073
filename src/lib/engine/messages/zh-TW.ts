import { retryAdviceZhTw } from '../contract/retryAdvice.zh-TW.ts';
import { explanationMessagesZhTw } from '../findings/explanations.zh-TW.ts';
import { findingMessagesZhTw } from '../findings/findingMessages.zh-TW.ts';
import { surfaceMessagesZhTw } from '../surfaces/surfaceMessages.zh-TW.ts';
import type { EngineMessages } from './languageStore.ts';

/** The engine's texts in Traditional Chinese (Taiwan): a chunk of its own in the playground, loaded by `loadLanguage('zh-TW')`. */
export const engineMessagesZhTw: EngineMessages = {
	findings: findingMessagesZhTw,
	explanations: explanationMessagesZhTw,
	surfaces: surfaceMessagesZhTw,
	retryAdvice: retryAdviceZhTw,
};
