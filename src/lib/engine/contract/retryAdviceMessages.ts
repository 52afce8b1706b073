/**
 * The retry advice's keys (`retryAdvice.ts`); the texts are `retryAdvice.en.ts` and
 * `retryAdvice.zh-TW.ts`. A type only, below the language store that holds the texts.
 */
export type RetryAdviceKey =
	| 'retry.backoff'
	| 'retry.afterRecovery'
	| 'retry.never'
	| 'retry.short.backoff'
	| 'retry.short.afterRecovery'
	| 'retry.short.never'
	| 'retry.delay.ms'
	| 'retry.delay.s';
