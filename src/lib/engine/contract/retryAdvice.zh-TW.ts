import type { RetryAdviceKey } from './retryAdviceMessages.ts';

/** The retry advice in Traditional Chinese (Taiwan); `retryAdvice.en.ts` has the same keys (the type demands them). */
export const retryAdviceZhTw: Record<RetryAdviceKey, string> = {
	'retry.backoff':
		'同樣的呼叫最多重試 {attempts} 次，第一次重試前等待 {firstDelay}，之後每次等待時間加倍。',
	'retry.afterRecovery': '馬上重試沒有用：在情況改變之前，原因會一直存在。',
	// The action is the label's (「不要原封不動重試」), which validate prints as「下一步」 right under
	// this sentence: said here too, write_blocked got it twice (zh-TW review 9, item 15).
	'retry.never': '同樣的呼叫會以同樣的方式失敗。',
	'retry.short.backoff': '退避後重試',
	'retry.short.afterRecovery': '先照解決方法處理，再重試一次',
	'retry.short.never': '不要原封不動重試',
	'retry.delay.ms': '{ms} 毫秒',
	'retry.delay.s': '{s} 秒',
};
