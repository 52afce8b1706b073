import type { Lang } from '../../i18n/index.ts';
import { type Dictionary, translator } from '../../i18n/index.ts';
import type { Backoff } from '../engineRegistry.ts';

/**
 * What a caller should do about repeating a failed call. It follows from registry facts only:
 * `retryable`, the exit code, and that exit code's `backoff` (content/registry/exit-codes.json).
 * Exit codes whose condition clears by itself (a lock, a flaky dependency, local I/O) have a
 * backoff; those whose condition stays until someone acts (no connection, several targets, a
 * failing doctor check) get "recover first, then retry once".
 */
export type RetryPolicy =
	({ kind: 'backoff' } & Backoff) | { kind: 'after-recovery' } | { kind: 'never' };

/** The exit codes of a registry, as far as retrying goes. */
export type BackoffTable = readonly { exitCode: number; backoff?: Backoff | undefined }[];

/** The retry policy of a code, with the backoffs of `exitCodes`. */
export function retryPolicyIn(
	exitCodes: BackoffTable,
	fact: { retryable: boolean; exitCode: number },
): RetryPolicy {
	if (!fact.retryable) return { kind: 'never' };
	const b = exitCodes.find((e) => e.exitCode === fact.exitCode)?.backoff;
	return b
		? { kind: 'backoff', attempts: b.attempts, firstDelayMs: b.firstDelayMs }
		: { kind: 'after-recovery' };
}

type AdviceKey =
	| 'retry.backoff'
	| 'retry.afterRecovery'
	| 'retry.never'
	| 'retry.short.backoff'
	| 'retry.short.afterRecovery'
	| 'retry.short.never'
	| 'retry.delay.ms'
	| 'retry.delay.s';

/** The advice in both languages; exported for the test that every dictionary is complete. */
export const retryAdviceDictionary: Dictionary<AdviceKey> = {
	en: {
		'retry.backoff':
			'Retryable. Repeat the same call up to {attempts} times, waiting {firstDelay} before the first retry and doubling the wait each time. If it still fails, run the recovery command.',
		'retry.afterRecovery':
			'Retryable, but not by waiting: the cause stays until something changes. Run the recovery command first, then repeat the call once.',
		'retry.never':
			'Not retryable. The same call will fail the same way: follow the recovery, change what it points to, and only then call again.',
		'retry.short.backoff': 'Retry with backoff',
		'retry.short.afterRecovery': 'Recover, then retry once',
		'retry.short.never': 'Do not retry unchanged',
		'retry.delay.ms': '{ms} ms',
		'retry.delay.s': '{s} s',
	},
	'zh-TW': {
		'retry.backoff':
			'可以重試。同樣的呼叫最多重複 {attempts} 次，第一次重試前等待 {firstDelay}，之後每次等待時間加倍。仍然失敗的話，請執行修復指令。',
		'retry.afterRecovery':
			'可以重試，但光等待沒有用：在情況改變之前，原因會一直存在。請先執行修復指令，再重新呼叫一次。',
		'retry.never':
			'同樣的呼叫會以同樣的方式失敗：請依照復原方式處理、修正它指出的問題，之後再重新呼叫。',
		'retry.short.backoff': '退避後重試',
		'retry.short.afterRecovery': '先復原，再重試一次',
		'retry.short.never': '不要原封不動重試',
		'retry.delay.ms': '{ms} 毫秒',
		'retry.delay.s': '{s} 秒',
	},
};

/** `250` → "250 ms", `2000` → "2 s" (毫秒 / 秒 in Chinese): the advice and the guides' retry table write delays alike. */
export function delayText(ms: number, lang: Lang): string {
	const t = translator(retryAdviceDictionary, lang);
	return ms < 1000 ? t('retry.delay.ms', { ms }) : t('retry.delay.s', { s: ms / 1000 });
}

/** The retry advice as a sentence in `lang`, plus a short label for tables and badges. */
export function retryAdviceIn(
	exitCodes: BackoffTable,
	fact: { retryable: boolean; exitCode: number },
	lang: Lang,
): { policy: RetryPolicy; text: string; label: string } {
	const t = translator(retryAdviceDictionary, lang);
	const policy = retryPolicyIn(exitCodes, fact);
	switch (policy.kind) {
		case 'backoff':
			return {
				policy,
				text: t('retry.backoff', {
					attempts: policy.attempts,
					firstDelay: delayText(policy.firstDelayMs, lang),
				}),
				label: t('retry.short.backoff'),
			};
		case 'after-recovery':
			return { policy, text: t('retry.afterRecovery'), label: t('retry.short.afterRecovery') };
		case 'never':
			return { policy, text: t('retry.never'), label: t('retry.short.never') };
	}
}
