import type { RetryAdviceKey } from './retryAdviceMessages.ts';

/**
 * The retry advice in English; `retryAdvice.zh-TW.ts` has the same keys (the type demands them).
 * The sentences speak for a whole class of codes, so they name no command: the CLI's fix command is
 * the generic `doctor --json` for most codes. What a code's own fixes say about repeating it is the
 * code's `retryNote` in the registry, which its page adds after these (`codeRetryAdvice.ts`).
 */
export const retryAdviceEn: Record<RetryAdviceKey, string> = {
	'retry.backoff':
		'Repeat the same call up to {attempts} times, waiting {firstDelay} before the first retry and doubling the wait each time.',
	'retry.afterRecovery':
		'Repeating at once will not help: the cause stays until something changes.',
	'retry.never': 'The same call will fail the same way.',
	'retry.short.backoff': 'Retry with backoff',
	'retry.short.afterRecovery': 'Retry once, after the fix',
	'retry.short.never': 'Do not retry unchanged',
	'retry.delay.ms': '{ms} ms',
	'retry.delay.s': '{s} s',
};
