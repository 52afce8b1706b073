import type { RetryAdviceKey } from './retryAdviceMessages.ts';

/** The retry advice in English; `retryAdvice.zh-TW.ts` has the same keys (the type demands them). */
export const retryAdviceEn: Record<RetryAdviceKey, string> = {
	'retry.backoff':
		'Repeat the same call up to {attempts} times, waiting {firstDelay} before the first retry and doubling the wait each time. If it still fails, run the fix command.',
	'retry.afterRecovery': 'Waiting will not help: the cause stays until something changes.',
	'retry.never':
		'The same call will fail the same way: follow the recovery, change what it points to, and only then call again.',
	'retry.short.backoff': 'Retry with backoff',
	'retry.short.afterRecovery': 'Recover, then retry once',
	'retry.short.never': 'Do not retry unchanged',
	'retry.delay.ms': '{ms} ms',
	'retry.delay.s': '{s} s',
};
