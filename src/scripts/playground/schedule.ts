/**
 * When to validate. Edits that arrive whole (paste, drop, cut, undo/redo) are validated at once:
 * coalescing and debouncing are for typing, and would only make a paste wait (150 ms for a large
 * one). Typing is coalesced per frame, and above `debounceAboveChars` waits for a pause.
 */
const discreteInput = /^(insertFrom|history|deleteBy(Cut|Drag))/;

/**
 * Above this size, validation waits for a pause in typing instead of running on every frame, and a
 * paste shows its verdict before the text lands (see `pasteHandler` in input.ts).
 */
export const debounceAboveChars = 128 * 1024;

export interface Scheduler {
	/** Handles an `input` event: validates now, next frame or after a pause. */
	schedule(event: Event, length: number): void;
	/** Drops whatever is pending: a validation is about to run anyway. */
	cancel(): void;
	/** Whether a validation of newer input is waiting for its frame or its pause. */
	readonly pending: boolean;
}

export function createScheduler(validateNow: () => void): Scheduler {
	let frame = 0;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const run = () => {
		frame = 0;
		timer = undefined;
		validateNow();
	};
	return {
		schedule(event, length) {
			if (discreteInput.test((event as InputEvent).inputType ?? '')) return validateNow();
			clearTimeout(timer);
			if (length > debounceAboveChars) timer = setTimeout(run, 150);
			else if (!frame) frame = requestAnimationFrame(run);
		},
		cancel() {
			cancelAnimationFrame(frame);
			clearTimeout(timer);
			frame = 0;
			timer = undefined;
		},
		get pending() {
			return frame !== 0 || timer !== undefined;
		},
	};
}
