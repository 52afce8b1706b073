import type { Say } from './say.ts';

/** Copies text to the clipboard and says how it went in `status`. */
export async function copy(text: string, status: HTMLElement, say: Say): Promise<void> {
	try {
		await navigator.clipboard.writeText(text);
		status.textContent = say('common.copied');
	} catch {
		status.textContent = say('playground.copyFailed');
	}
}
