import { retryAdvice } from '../engine/index.ts';
import { sentenceGap, type Lang } from '../i18n/index.ts';
import type { CodeEntry } from './registrySchema.ts';
import { uiText } from './uiText.ts';

/**
 * A code's retry advice as its page, its Markdown twin, `explain` and MCP's `explain_code` give it:
 * the advice of its class (the policy, attempts and backoff that `retryable` and the exit code
 * decide, which stay visible), then the code's own `retryNote`. The class sentence alone told a
 * reader to repeat a misspelt `wait_for` three more times; the note says what to change first.
 * With a note, the backoff label says so too: "Retry with backoff." above a note that says
 * repeating unchanged does not help read as two answers (English review 5, fill_form_failed).
 * The engine (playground, `validate`) keeps the class advice: the notes would not fit its budget.
 */
export function codeRetryAdvice(
	entry: Pick<CodeEntry, 'retryable' | 'exitCode' | 'retryNote'>,
	lang: Lang,
): ReturnType<typeof retryAdvice> {
	const advice = retryAdvice(entry, lang);
	const note = entry.retryNote?.[lang];
	if (!note) return advice;
	const label =
		advice.policy.kind === 'backoff' ? uiText(lang)('codePage.retry.backoffNoted') : advice.label;
	return { ...advice, label, text: `${advice.text}${sentenceGap(lang)}${note}` };
}
