import type { Lang } from '../../i18n/index.ts';

/**
 * The retry advice when the fix the payload selects names a cause the caller must change (its
 * `sameCallFails`): the class advice ("Retry with backoff.") told a reader with an empty `fields`
 * list to send it three more times (English review 6 #2, zh-TW review 6 #1). The class stays the
 * code's (`retryable`, exit code); only what to do about this payload changes. Both languages here
 * rather than in the retry advice's dictionaries: only a selected fix needs these words, and the
 * code that selects one is fetched on demand, so the playground's first load carries none of them
 * (tests/build/budgets.test.ts).
 */
const changeFirst: Record<Lang, { label: string; text: string }> = {
	en: {
		label: 'Change the call as the fix below says, then call again',
		text: 'Not with the same input: this cause does not pass by itself.',
	},
	'zh-TW': {
		label: '先照下面的解決方法修改呼叫，再重新呼叫',
		text: '不要用同樣的輸入重試：這個原因不會自己消失。',
	},
};

export function changeFirstAdvice(lang: Lang): { label: string; text: string } {
	return { ...changeFirst[lang] };
}
