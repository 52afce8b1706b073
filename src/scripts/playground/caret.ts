/** Moves the textarea's caret to a line and column, the way an editor's "go to" does. */
export class Caret {
	/** Offsets where lines start, worked out on the first "go to" after each change. */
	#lineStarts: number[] | null = null;
	readonly #input: HTMLTextAreaElement;

	constructor(input: HTMLTextAreaElement) {
		this.#input = input;
	}

	/** The text changed: line starts must be found again. */
	invalidate(): void {
		this.#lineStarts = null;
	}

	offsetOf(line: number, column: number): number {
		const text = this.#input.value;
		if (!this.#lineStarts) {
			this.#lineStarts = [0];
			for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.#lineStarts.push(i + 1);
		}
		return Math.min((this.#lineStarts[line - 1] ?? 0) + column - 1, text.length);
	}

	goTo(line: number, column: number): void {
		const input = this.#input;
		const offset = this.offsetOf(line, column);
		input.focus();
		input.setSelectionRange(offset, Math.min(offset + 1, input.value.length));
		scrollToLine(input, line);
	}
}

/** Scrolls the textarea so that `line` shows near the top (setRangeText and setSelectionRange do not scroll). */
export function scrollToLine(input: HTMLTextAreaElement, line: number): void {
	const lineHeight = parseFloat(getComputedStyle(input).lineHeight) || 20;
	input.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

export function countLines(text: string): number {
	let count = 1;
	for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
	return count;
}
