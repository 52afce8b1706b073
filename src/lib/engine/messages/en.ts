import { retryAdviceEn } from '../contract/retryAdvice.en.ts';
import { explanationMessagesEn } from '../findings/explanations.en.ts';
import { findingMessagesEn } from '../findings/findingMessages.en.ts';
import { surfaceMessagesEn } from '../surfaces/surfaceMessages.en.ts';
import type { EngineMessages } from './languageStore.ts';

/** The engine's texts in English: a chunk of its own in the playground, loaded by `loadLanguage('en')`. */
export const engineMessagesEn: EngineMessages = {
	findings: findingMessagesEn,
	explanations: explanationMessagesEn,
	surfaces: surfaceMessagesEn,
	retryAdvice: retryAdviceEn,
};
