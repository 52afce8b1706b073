import { delayText, retryAdvice } from '../engine/index.ts';
import { format, sentenceGap, type Lang } from '../i18n/index.ts';
import type { CodeEntry } from './registrySchema.ts';
import { uiText } from './uiText.ts';

/**
 * A code's retry advice as its page, its Markdown twin, `explain` and MCP's `explain_code` give it:
 * the advice of its class (the policy, attempts and backoff that `retryable` and the exit code
 * decide, which stay visible), then the code's own `retryNote`. The class sentence alone told a
 * reader to repeat a misspelt `wait_for` three more times; the note says what to change first.
 * A backoff code with a note says the change first and the backoff after it: its label "Retry with
 * backoff, after the change below" followed by the class sentence "repeat the same call up to 3
 * times" read as two answers (English review 6 #2), so the note comes first and the backoff
 * sentence of its own after it. The engine (playground, `validate`) answers a payload by the fix it
 * selects instead (`sameCallFails`), not by these notes.
 */
export function codeRetryAdvice(
	entry: Pick<CodeEntry, 'retryable' | 'exitCode' | 'retryNote'> & {
		cli?: Pick<CodeEntry['cli'], 'emission'>;
	},
	lang: Lang,
): ReturnType<typeof retryAdvice> {
	const advice = retryAdvice(entry, lang);
	const note = entry.retryNote?.[lang];
	const never = entry.cli?.emission === 'never';
	if (!note && !(never && advice.policy.kind === 'backoff')) return advice;
	const gap = sentenceGap(lang);
	const t = uiText(lang);
	// The class sentence ("the cause stays until something changes") is what the note corrects
	// for get_vm_failed's moment of bad timing: the note alone, under a label that names the fix,
	// not the fix command, as the first step (zh-TW review 13 #1).
	if (note && advice.policy.kind === 'after-recovery')
		return { ...advice, label: t('codePage.retry.afterRecoveryNoted'), text: note };
	// The same for "Do not retry unchanged": its class sentence ("the same call will fail the same
	// way") is wrong for navigator_not_registered's Navigator that was not mounted yet, which the
	// note names (English review 15 #2).
	if (note && advice.policy.kind !== 'backoff') return { ...advice, text: note };
	if (advice.policy.kind !== 'backoff') return advice;
	// A code no error object carries cannot "fail with this code again" (English review 14 #2), and
	// an order to retry it is an order for a code the reader never gets (English review 15 #1): its
	// label says whose client it is for, and the backoff sentence says only the backoff; with a
	// note or without one (state_lock_conflict).
	// With a note, the backoff comes after the fix, as for a code that is sent: "retrying does not
	// help" followed by "repeat the call" read as a contradiction (English review 20 #4).
	const backoff = format(
		t(
			never
				? note
					? 'codePage.retry.neverSentNotedText'
					: 'codePage.retry.neverSentText'
				: 'codePage.retry.backoffNotedText',
		),
		{
			attempts: advice.policy.attempts,
			firstDelay: delayText(advice.policy.firstDelayMs, lang),
		},
	);
	// Without a note, nothing names a fix to make first (state_lock_conflict's cause passes by
	// itself: English review 16 #14).
	const label = t(
		never
			? note
				? 'codePage.retry.neverSentNoted'
				: 'codePage.retry.neverSent'
			: 'codePage.retry.backoffNoted',
	);
	return { ...advice, label, text: note ? `${note}${gap}${backoff}` : backoff };
}
