import type { Lang } from '../../i18n/index.ts';
import { templateTranslator } from '../findings/templateTranslator.ts';
import { messagesFor } from '../messages/languageStore.ts';
import type { Backoff } from '../registryTypes.ts';

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

/** `250` → "250 ms", `2000` → "2 s" (毫秒 / 秒 in Chinese): the advice and the guides' retry table write delays alike. */
export function delayText(ms: number, lang: Lang): string {
	const t = templateTranslator(messagesFor(lang).retryAdvice);
	return ms < 1000 ? t('retry.delay.ms', { ms }) : t('retry.delay.s', { s: ms / 1000 });
}

/** The retry advice as a sentence in `lang`, plus a short label for tables and badges. */
export function retryAdviceIn(
	exitCodes: BackoffTable,
	fact: { retryable: boolean; exitCode: number },
	lang: Lang,
): { policy: RetryPolicy; text: string; label: string } {
	const t = templateTranslator(messagesFor(lang).retryAdvice);
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
