import type { Lang } from '../../i18n/index.ts';
import type { RetryPolicy } from './retryAdvice.ts';

/**
 * The retry advice when the fix the payload selects names a cause that must be removed first (its
 * `sameCallFails`): the class advice ("Retry with backoff.") told a reader with an empty `fields`
 * list to send it three more times (English review 6 #2, zh-TW review 6 #1). The class stays the
 * code's (`retryable`, exit code); only what to do about this payload changes. Both languages here
 * rather than in the retry advice's dictionaries: only a selected fix needs these words, and the
 * code that selects one is fetched on demand, so the playground's first load carries none of them
 * (tests/build/budgets.test.ts).
 */
const changeFirst: Record<Lang, { label: Record<RetryPolicy['kind'], string>; text: string }> = {
	// Not "change the call": most marked fixes change the app, a file or the environment and then
	// run the same call (hot_reload_failed's check-the-app restarts the app; English review 8 #2).
	// The label answers whether to retry, the text says why; neither says where the fix is printed,
	// since the report, the playground and MCP put it in different places (English review 10 #6).
	// The label keeps the class's way of retrying, as the code page's does (zh-TW review 14 #8).
	en: {
		label: {
			backoff: 'Retry with backoff only after the fix',
			'after-recovery': 'Retry once, after the fix',
			never: 'Retry only after the fix',
		},
		text: 'Until its cause is gone, the same call fails the same way.',
	},
	'zh-TW': {
		label: {
			backoff: '先照解決方法處理，再退避後重試',
			'after-recovery': '先照解決方法處理，再重試一次',
			never: '先照解決方法處理，再重試',
		},
		text: '原因排除之前，同樣的呼叫只會以同樣的方式失敗。',
	},
};

export function changeFirstAdvice(
	lang: Lang,
	policy: RetryPolicy['kind'],
): { label: string; text: string } {
	const words = changeFirst[lang];
	return { label: words.label[policy], text: words.text };
}
