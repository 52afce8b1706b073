import {
	type InputOverLimit,
	maxPlaygroundChars,
	overInputLimit,
	textOfFile,
} from '../../lib/playground/index.ts';
import { countLines, scrollToLine } from './lines.ts';
import { debounceAboveChars } from './schedule.ts';

export interface InputHooks {
	/** Validates `text`, which is (or is about to be) the textarea's content. */
	validateText(text: string): void;
	/** Shows or clears the error line under the editor. */
	showInputError(message: string | null): void;
	/** Refuses an input over the page's limits (lib/playground/inputLimits.ts). */
	refuseOverLimit(over: InputOverLimit): void;
	/** Says that the file `name` is not text and was not loaded. */
	refuseNotText(name: string): void;
	/** Puts text in the textarea (an example, a file, a shared link) and validates it. */
	setText(text: string): void;
}

/**
 * Paste, drop and file input. Pastes over the page's limits (characters or lines) are refused
 * before Chromium inserts them. Large ones
 * show their verdict first: laying out a megabyte of pretty-printed JSON (tens of thousands of lines)
 * takes Chromium a second or more whatever the page does, so the result is worked out from the
 * clipboard text, painted, and only then is the text inserted (such a paste cannot be undone).
 * Returns a flag that is true while the script itself inserts already-validated text, and a way to
 * forget the opened file (Clear).
 */
export function wireInput(
	input: HTMLTextAreaElement,
	fileInput: HTMLInputElement,
	hooks: InputHooks,
): { inserting: () => boolean; forgetFile: () => void } {
	let inserting = false;
	input.addEventListener('paste', (event) => {
		const pasted = event.clipboardData?.getData('text/plain') ?? '';
		const { selectionStart: start, selectionEnd: end } = input;
		const over = overInputLimit(input.value, { text: pasted, start, end });
		if (over) {
			event.preventDefault();
			hooks.refuseOverLimit(over);
			return;
		}
		hooks.showInputError(null);
		if (pasted.length <= debounceAboveChars) return;
		event.preventDefault();
		const before = input.value;
		hooks.validateText(before.slice(0, start) + pasted + before.slice(end));
		requestAnimationFrame(() =>
			setTimeout(() => {
				// Had something changed the text meanwhile, the paste lands at the caret and is validated anew.
				const unchanged = input.value === before;
				input.setRangeText(
					pasted,
					unchanged ? start : input.selectionStart,
					unchanged ? end : input.selectionEnd,
					'end',
				);
				// Like a native paste, bring the caret into view.
				scrollToLine(input, countLines(input.value.slice(0, input.selectionEnd)));
				inserting = unchanged;
				input.dispatchEvent(
					new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }),
				);
				inserting = false;
			}),
		);
	});

	const loadFile = async (file: File) => {
		// File sizes are bytes and the limit is characters; UTF-8 never has fewer bytes than UTF-16 units.
		if (file.size > maxPlaygroundChars * 3)
			return hooks.refuseOverLimit({ kind: 'chars', chars: file.size });
		const text = textOfFile(new Uint8Array(await file.arrayBuffer()));
		if (text === null) return hooks.refuseNotText(file.name);
		hooks.setText(text);
	};
	input.addEventListener('drop', (event) => {
		const file = event.dataTransfer?.files[0];
		if (file) {
			event.preventDefault();
			void loadFile(file);
			return;
		}
		// Dropped text meets the paste's limits (security-review-2 item 9: two million dropped lines
		// froze the tab for 54 s). Where it lands is not known yet, so it counts as added to all.
		const dropped = event.dataTransfer?.getData('text/plain') ?? '';
		const end = input.value.length;
		const over = overInputLimit(input.value, { text: dropped, start: end, end });
		if (over) {
			event.preventDefault();
			hooks.refuseOverLimit(over);
		}
	});
	const fileName = fileInput.parentElement?.querySelector<HTMLElement>('[data-file-name]');
	const noFile = fileName?.textContent ?? '';
	fileInput.addEventListener('change', () => {
		const file = fileInput.files?.[0];
		if (!file) return;
		if (fileName) fileName.textContent = file.name;
		void loadFile(file);
	});
	return {
		inserting: () => inserting,
		forgetFile: () => {
			// Else the box keeps naming a file whose text is gone, and choosing it again fires no change.
			fileInput.value = '';
			if (fileName) fileName.textContent = noFile;
		},
	};
}
