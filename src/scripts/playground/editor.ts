import { lineStarts, type Finding, type QuickFix } from '../../lib/engine/browser.ts';
import { severityKeys } from './findings.ts';
import type { Say } from './say.ts';
import { tokenize, type Tokens } from './syntax.ts';

/*
 * Why a textarea with an overlay and not a code editor (CodeMirror 6): the textarea keeps paste,
 * drop, undo, IME and screen-reader behaviour native and costs a few KB, while CodeMirror 6
 * bundled with esbuild --minify is 87 KB gzip with just state, view and lang-json, 112 KB with
 * lint, history and keymaps (measured for issue 12): twice the playground's whole 40 KB script
 * budget, before any of the playground's own code. The overlay sits BEHIND the transparent
 * textarea with the same font, padding and scroll, so it only paints: colours and finding marks.
 */

/**
 * The overlay paints only the lines around the visible ones (this many on either side), so its
 * cost does not grow with the text: a span per token over a whole 43 KB text cost Chromium ~400 ms
 * of layout and paint per keystroke, a window of a few hundred lines costs a few ms.
 */
const windowMargin = 150;
/** A window with more characters than this (very long lines) is marked but not coloured. */
const colourMaxChars = 40_000;
/** ...and above this, not painted at all: a single line this long is the textarea's to lay out. */
const overlayMaxChars = 300_000;

/**
 * The editor: syntax colours and a mark on the exact text of each finding, the message of the
 * finding under the caret or the mouse, and F8 / Shift+F8 to go from finding to finding.
 */
export class Editor {
	readonly #box: HTMLElement;
	readonly #overlay: HTMLElement;
	readonly #input: HTMLTextAreaElement;
	readonly #here: HTMLElement;
	readonly #announce: HTMLElement;
	readonly #say: Say;
	readonly #note: HTMLElement;
	#text = '';
	#findings: readonly Finding[] = [];
	/** The findings by start, longest first where they start together, as marks nest. */
	#sorted: { f: Finding; index: number }[] = [];
	#lineStarts: number[] = [0];
	/** The lines painted now, `to` exclusive. */
	#window = { from: 0, to: 0 };
	#lineHeightPx: number | undefined;
	/** The marks painted now, by finding index. */
	#marks: (HTMLElement | undefined)[] = [];
	/** The finding F8 went to last, while the caret has not moved away from it. */
	#navigated: number | null = null;
	#hovered: number | null = null;
	#shown: number | null = null;

	constructor(
		box: HTMLElement,
		input: HTMLTextAreaElement,
		here: HTMLElement,
		announce: HTMLElement,
		note: HTMLElement,
		say: Say,
	) {
		this.#box = box;
		this.#overlay = box.querySelector<HTMLElement>('[data-overlay]')!;
		this.#input = input;
		this.#here = here;
		this.#announce = announce;
		this.#say = say;
		this.#note = note;
		input.addEventListener('scroll', () => {
			this.#syncScroll();
			this.#paintWindow(false);
		});
		// The overlay covers the textarea's client area only, so both scroll equally far past their scrollbars.
		new ResizeObserver(() => {
			this.#overlay.style.width = `${input.clientWidth}px`;
			this.#overlay.style.height = `${input.clientHeight}px`;
			this.#paintWindow(false);
			this.#syncScroll();
		}).observe(input);
		input.addEventListener('keydown', (event) => {
			if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey) return;
			event.preventDefault();
			this.step(event.shiftKey ? -1 : 1);
		});
		const caretMoved = () => this.#update();
		document.addEventListener('selectionchange', () => {
			if (document.activeElement === input) caretMoved();
		});
		input.addEventListener('focus', caretMoved);
		input.addEventListener('keyup', caretMoved);
		input.addEventListener('mouseup', caretMoved);
		// The textarea is on top, so the marks behind it never get the mouse: find the mark under the
		// pointer by hit-testing through it.
		input.addEventListener('mousemove', (event) => {
			const mark = document
				.elementsFromPoint(event.clientX, event.clientY)
				.find((el) => el instanceof HTMLElement && el.dataset.findingIndex);
			this.#hover(mark ? Number((mark as HTMLElement).dataset.findingIndex) : null);
		});
		input.addEventListener('mouseleave', () => this.#hover(null));
	}

	#hover(index: number | null): void {
		if (index === this.#hovered) return;
		this.#hovered = index;
		this.#update();
	}

	/** Paints `text` (the textarea's content) with colours and `findings` marked. Called after each validation. */
	render(text: string, findings: readonly Finding[]): void {
		// The same text validated again (the fix book arriving re-runs it) keeps the finding F8 went
		// to: else the next F8, from a caret on that finding's start, would land on it once more.
		if (text !== this.#text) this.#navigated = null;
		this.#text = text;
		this.#findings = findings;
		this.#sorted = findings
			.map((f, index) => ({ f, index }))
			.sort((a, b) => a.f.start - b.f.start || b.f.end - a.f.end);
		this.#lineStarts = lineStarts(text);
		this.#hovered = null;
		this.#shown = null;
		// The message under the editor belongs to the text it was shown for: a new text starts without one.
		this.#here.textContent = '';
		this.#here.removeAttribute('data-severity');
		this.#paintWindow(true);
		this.#update();
	}

	/** Paints the lines around the visible ones, unless they are painted already (`force`: the text changed). */
	#paintWindow(force: boolean): void {
		const input = this.#input;
		const lineHeight = this.#lineHeight();
		const lines = this.#lineStarts.length;
		const firstVisible = Math.floor(input.scrollTop / lineHeight);
		const lastVisible = Math.ceil((input.scrollTop + input.clientHeight) / lineHeight);
		if (
			!force &&
			firstVisible >= this.#window.from &&
			Math.min(lastVisible, lines) <= this.#window.to
		)
			return;
		const from = Math.max(0, firstVisible - windowMargin);
		const to = Math.min(lines, lastVisible + windowMargin);
		this.#window = { from, to };
		const text = this.#text;
		const start = this.#lineStarts[from]!;
		const end = to < lines ? this.#lineStarts[to]! : text.length;
		const mode =
			end - start > overlayMaxChars ? 'off' : end - start > colourMaxChars ? 'marks' : 'colour';
		this.#box.dataset.overlayMode = mode;
		this.#note.hidden = mode !== 'off';
		this.#marks = [];
		if (mode === 'off') return this.#overlay.replaceChildren();
		// Marks that touch the window, cut to it; an empty one at the end of the text belongs to the last window.
		const marks = this.#sorted.filter(
			({ f }) =>
				(f.end > start || (f.start === f.end && f.start >= start)) &&
				(f.start < end || (f.start === end && end === text.length)),
		);
		const content = document.createElement('div');
		content.append(
			...paint(
				text,
				mode === 'colour' ? tokenize(text, start, end) : null,
				marks,
				this.#marks,
				start,
				end,
			),
		);
		// Spacers stand for the lines not painted, so the overlay scrolls as far as the textarea does;
		// the top one is as wide as the textarea's text, so it scrolls as far sideways too.
		const above = document.createElement('div');
		above.style.height = `${from * lineHeight}px`;
		above.style.width = `${input.scrollWidth}px`;
		const below = document.createElement('div');
		below.style.height = `${(lines - to + 1) * lineHeight}px`;
		this.#overlay.replaceChildren(above, content, below);
		if (this.#shown !== null) this.#marks[this.#shown]?.setAttribute('data-active', '');
		this.#syncScroll();
	}

	#lineHeight(): number {
		return (this.#lineHeightPx ??= parseFloat(getComputedStyle(this.#input).lineHeight) || 21);
	}

	/** Moves the caret to the next (`1`) or previous (`-1`) finding, wrapping around. */
	step(direction: 1 | -1): void {
		const findings = this.#findings;
		if (findings.length === 0) {
			this.#announce.textContent = this.#say('playground.noFindings');
			return;
		}
		const caret = this.#input.selectionStart;
		let index: number;
		if (this.#navigated !== null && this.#isAt(this.#navigated))
			index = this.#navigated + direction;
		else if (direction === 1) index = findings.findIndex((f) => f.start >= caret);
		else index = findings.findLastIndex((f) => f.start < caret);
		const n = findings.length;
		this.reveal((((index === -1 ? (direction === 1 ? 0 : n - 1) : index) % n) + n) % n);
	}

	/** Puts the caret at the start of finding `index`, scrolls to it, shows and announces its message. */
	reveal(index: number): void {
		const finding = this.#findings[index];
		if (!finding) return;
		const input = this.#input;
		// The page is scrolled below, by where the mark is, not by where the textarea starts.
		input.focus({ preventScroll: true });
		input.setSelectionRange(finding.start, finding.start);
		this.#navigated = index;
		this.#scrollTo(finding);
		this.#scrollPageTo(finding);
		this.#update();
		const say = this.#say;
		this.#announce.textContent = say('playground.findingAnnounce', {
			index: index + 1,
			total: this.#findings.length,
			severity: say(severityKeys[finding.severity]),
			line: finding.line,
			column: finding.column,
			message: finding.message,
		});
	}

	/**
	 * Applies a quick fix as if typed, so that Ctrl+Z undoes it: `execCommand('insertText')` goes
	 * through the textarea's own undo stack (deprecated, but nothing else does; `setRangeText`
	 * leaves the stack behind; every current engine supports it in a textarea). The `input` event
	 * it fires validates as typing does.
	 */
	apply(fix: QuickFix): void {
		const input = this.#input;
		input.focus();
		input.setSelectionRange(fix.start, fix.end);
		// Seen through a type of its own: the DOM typings mark every use of execCommand deprecated,
		// and this one has no replacement (see above).
		const editing: { execCommand(command: 'insertText', showUi: false, text: string): boolean } =
			document;
		editing.execCommand('insertText', false, fix.replacement);
	}

	/** Whether the caret sits where `reveal` put it for finding `index`. */
	#isAt(index: number): boolean {
		const f = this.#findings[index];
		const { selectionStart, selectionEnd } = this.#input;
		return !!f && selectionStart === f.start && selectionEnd === f.start;
	}

	/** The finding whose message to show: under the mouse, else the one F8 went to, else the smallest one holding the caret. */
	#current(): number | null {
		if (this.#hovered !== null) return this.#hovered;
		if (this.#navigated !== null) {
			if (this.#isAt(this.#navigated)) return this.#navigated;
			this.#navigated = null;
		}
		if (document.activeElement !== this.#input) return null;
		const caret = this.#input.selectionStart;
		let best: number | null = null;
		this.#findings.forEach((f, i) => {
			if (
				f.start <= caret &&
				caret <= f.end &&
				(best === null || f.end - f.start < this.#findings[best]!.end - this.#findings[best]!.start)
			)
				best = i;
		});
		return best;
	}

	#update(): void {
		const current = this.#current();
		if (current === this.#shown) return;
		if (this.#shown !== null) delete this.#marks[this.#shown]?.dataset.active;
		this.#shown = current;
		const finding = current === null ? undefined : this.#findings[current];
		if (!finding) {
			this.#here.textContent = '';
			this.#here.removeAttribute('data-severity');
			return;
		}
		const mark = this.#marks[current!];
		if (mark) mark.dataset.active = '';
		this.#here.dataset.severity = finding.severity;
		this.#here.textContent = this.#say('playground.findingHere', {
			severity: this.#say(severityKeys[finding.severity]),
			line: finding.line,
			column: finding.column,
			message: finding.message,
		});
	}

	/** Scrolls the textarea so that the finding's start is in view (by line and column: its mark may not be painted yet). */
	#scrollTo(finding: Finding): void {
		const input = this.#input;
		const lineHeight = this.#lineHeight();
		const top = (finding.line - 1) * lineHeight;
		if (top < input.scrollTop || top + lineHeight > input.scrollTop + input.clientHeight)
			input.scrollTop = Math.max(0, top - 2 * lineHeight);
		// Monospace: a column is about 0.6 em wide; wide (CJK) characters only make this err towards showing more.
		const left = (finding.column - 1) * 0.6 * (parseFloat(getComputedStyle(input).fontSize) || 14);
		if (left < input.scrollLeft || left + 32 > input.scrollLeft + input.clientWidth)
			input.scrollLeft = Math.max(0, left - input.clientWidth / 3);
		this.#syncScroll();
		this.#paintWindow(false);
	}

	/**
	 * Scrolls the page so that the finding's line shows below whatever covers the top of the
	 * viewport: the site's header, and the sticky verdict card once it is stuck. A mark on lines 1–3
	 * sat under the card after F8 (visitor review 3, #12).
	 */
	#scrollPageTo(finding: Finding): void {
		const input = this.#input;
		const lineHeight = this.#lineHeight();
		const style = getComputedStyle(input);
		const box = input.getBoundingClientRect();
		const top =
			box.top +
			(parseFloat(style.borderTopWidth) || 0) +
			(parseFloat(style.paddingTop) || 0) +
			(finding.line - 1) * lineHeight -
			input.scrollTop;
		const card = input.closest('ep-playground')?.querySelector<HTMLElement>('[data-verdict-card]');
		let covered = 0;
		if (card) {
			const stickyTop = parseFloat(getComputedStyle(card).top) || 0;
			const rect = card.getBoundingClientRect();
			// Stuck: it sits at its sticky offset and covers down to its bottom; else only the header does.
			covered = rect.top <= stickyTop + 1 ? rect.bottom : stickyTop;
		}
		const margin = lineHeight;
		if (top < covered + margin) window.scrollBy({ top: top - covered - margin });
		else if (top + lineHeight + margin > window.innerHeight)
			window.scrollBy({ top: top + lineHeight + margin - window.innerHeight });
	}

	#syncScroll(): void {
		this.#overlay.scrollTop = this.#input.scrollTop;
		this.#overlay.scrollLeft = this.#input.scrollLeft;
	}
}

/**
 * The overlay's nodes for `from`..`to` of `text`, in one pass: marks nest (a missing member's object
 * holds the marks of its values); a mark that overlaps the end of another is cut there. Tokens are
 * split at mark edges. Only text nodes and spans: pasted text never becomes markup. Each mark is
 * stored in `out` by its finding's index.
 */
function paint(
	text: string,
	tokens: Tokens | null,
	marks: readonly { f: Finding; index: number }[],
	out: (HTMLElement | undefined)[],
	from: number,
	to: number,
): Node[] {
	let token = 0;
	let next = 0;
	/** Text from `a` to `b`, with its tokens coloured. */
	const plain = (into: Node[], a: number, b: number) => {
		if (a >= b) return;
		if (!tokens) return void into.push(document.createTextNode(text.slice(a, b)));
		const { starts, ends, kinds } = tokens;
		let pos = a;
		while (token < starts.length && ends[token]! <= a) token++;
		for (let t = token; t < starts.length && starts[t]! < b; t++) {
			const start = Math.max(starts[t]!, a);
			const end = Math.min(ends[t]!, b);
			if (start > pos) into.push(document.createTextNode(text.slice(pos, start)));
			const span = document.createElement('span');
			span.className = `ep-t-${kinds[t]}`;
			span.textContent = text.slice(start, end);
			into.push(span);
			pos = end;
		}
		if (pos < b) into.push(document.createTextNode(text.slice(pos, b)));
	};
	/** `a`..`b` with the marks that start inside it; `top` also takes marks at the very end (an empty one at the end of the text). */
	const marked = (a: number, b: number, top: boolean): Node[] => {
		const into: Node[] = [];
		let pos = a;
		for (let m = marks[next]; m && (m.f.start < b || (top && m.f.start === b)); m = marks[next]) {
			const { f, index } = m;
			next++;
			const start = Math.max(f.start, pos);
			const end = Math.max(start, Math.min(f.end, b));
			plain(into, pos, start);
			const span = document.createElement('span');
			span.className = `ep-m ep-m-${f.severity}${text.lastIndexOf('\n', end - 1) >= start ? ' ep-m-wide' : ''}`;
			span.dataset.findingRange = `${f.start}-${f.end}`;
			span.dataset.severity = f.severity;
			span.dataset.findingIndex = String(index);
			span.append(...marked(start, end, false));
			into.push(span);
			out[index] = span;
			pos = end;
		}
		plain(into, pos, b);
		return into;
	};
	return marked(from, to, to === text.length);
}
