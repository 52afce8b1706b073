/**
 * The playground in the browser: reads the embedded data, validates the textarea as the user
 * types, renders the result with `textContent` only (pasted strings never become markup), and
 * builds share links. Nothing here makes a request or touches storage.
 */
import { validateInput } from '../lib/engine/index.ts';
import type { Finding, Severity, ValidationResult } from '../lib/engine/index.ts';
import { maskSecrets, type PlaygroundData, type PlaygroundStringKey, readShareFragment, shareFragment } from '../lib/playground/index.ts';
import { format } from '../lib/i18n/index.ts';
import { codePath } from '../lib/site/index.ts';


/**
 * Inputs above this size are refused before they land in the textarea: Chromium alone needs
 * seconds to insert ten megabytes into a textarea, so accepting them would freeze the tab.
 * The CLI takes larger files.
 */
export const maxPlaygroundChars = 2 * 1024 * 1024;
/**
 * Above this size, validation waits for a pause in typing instead of running on every frame, and a
 * paste shows its verdict before the text lands (see the paste listener).
 */
const debounceAboveChars = 128 * 1024;
/**
 * Edits that arrive whole (paste, drop, cut, undo/redo) are validated at once: the coalescing and
 * the debounce are for typing, and would only make a paste wait (150 ms for a large one).
 */
const discreteInput = /^(insertFrom|history|deleteBy(Cut|Drag))/;
/** Gutters with more lines than this are not drawn: tens of thousands of numbers would cost more layout than they help. */
const maxGutterLines = 5000;

const severityKeys: Record<Severity, PlaygroundStringKey> = {
	error: 'playground.severityError',
	warning: 'playground.severityWarning',
	info: 'playground.severityInfo',
};

export function startPlayground(): void {
	const root = document.querySelector<HTMLElement>('[data-playground]');
	const dataElement = document.getElementById('ep-playground-data');
	if (!root || !dataElement) return;
	const data = JSON.parse(dataElement.textContent ?? '{}') as PlaygroundData;
	const s = (key: PlaygroundStringKey, params?: Record<string, string | number>) => format(data.strings[key], params);
	const $ = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;

	const input = $<HTMLTextAreaElement>('[data-input]');
	const gutter = $<HTMLElement>('[data-gutter]');
	const inputError = $<HTMLElement>('[data-input-error]');
	const verdict = $<HTMLElement>('[data-verdict]');
	const inputKind = $<HTMLElement>('[data-input-kind]');
	const codeOut = $<HTMLElement>('[data-code-out]');
	const retryOut = $<HTMLElement>('[data-retry-out]');
	const recoveryBox = $<HTMLElement>('[data-recovery]');
	const recoveryHeading = $<HTMLElement>('[data-recovery-heading]');
	const recoverySummary = $<HTMLElement>('[data-recovery-summary]');
	const recoveryCommand = $<HTMLElement>('[data-recovery-command]');
	const recoveryNote = $<HTMLElement>('[data-recovery-note]');
	const copyStatus = $<HTMLElement>('[data-copy-status]');
	const explanationBox = $<HTMLElement>('[data-explanation]');
	const explanationTitle = $<HTMLElement>('[data-explanation-title]');
	const explanationText = $<HTMLElement>('[data-explanation-text]');
	const explanationSteps = $<HTMLElement>('[data-explanation-steps]');
	const findingCounts = $<HTMLElement>('[data-finding-counts]');
	const findingList = $<HTMLOListElement>('[data-findings]');
	const picker = $<HTMLSelectElement>('[data-example-picker]');
	const fileInput = $<HTMLInputElement>('[data-file-input]');
	const shareButton = $<HTMLButtonElement>('[data-action="share"]');
	const sharePanel = root.querySelector<HTMLElement>('#ep-share')!;
	const shareMask = $<HTMLInputElement>('[data-share-mask]');
	const shareUrl = $<HTMLInputElement>('[data-share-url]');
	const shareStatus = $<HTMLElement>('[data-share-status]');

	let lineStarts: number[] | null = null;
	let pending = 0;
	let debounceTimer: ReturnType<typeof setTimeout> | undefined;
	/** Set while the script itself inserts already-validated text (a large paste). */
	let inserting = false;
	/** What the gutter shows now (line count and marks), so an unchanged gutter is not rebuilt. */
	let gutterKey = '';

	const showInputError = (message: string | null) => {
		inputError.hidden = message === null;
		inputError.textContent = message ?? '';
	};

	const sizeLabel = (chars: number) => `${(chars / 1024 / 1024).toFixed(1)} MB`;
	const refuseTooLarge = (chars: number) =>
		showInputError(s('playground.tooLarge', { size: sizeLabel(chars), limit: sizeLabel(maxPlaygroundChars) }));

	function validateNow(): void {
		validateText(input.value);
	}

	/** Validates and shows `text`, which is (or is about to be) the textarea's content. */
	function validateText(text: string): void {
		cancelAnimationFrame(pending);
		clearTimeout(debounceTimer);
		pending = 0;
		lineStarts = null;
		const result = validateInput(text, { registry: data.registry, lang: data.lang, maxChars: maxPlaygroundChars });
		render(result, text);
	}

	function schedule(event: Event): void {
		if (inserting) return;
		if (discreteInput.test((event as InputEvent).inputType ?? '')) return validateNow();
		clearTimeout(debounceTimer);
		if (input.value.length > debounceAboveChars) {
			debounceTimer = setTimeout(validateNow, 150);
		} else if (!pending) {
			pending = requestAnimationFrame(validateNow);
		}
	}

	function setText(text: string): void {
		if (text.length > maxPlaygroundChars) {
			refuseTooLarge(text.length);
			return;
		}
		showInputError(null);
		input.value = text;
		validateNow();
	}

	function render(result: ValidationResult, text: string): void {
		verdict.dataset.verdict = result.verdict === 'none' ? '' : result.verdict;
		verdict.dataset.code = result.code ?? '';
		verdict.textContent = s(
			result.verdict === 'valid'
				? 'playground.verdictValid'
				: result.verdict === 'invalid'
					? 'playground.verdictInvalid'
					: result.verdict === 'not-envelope'
						? 'playground.verdictNotEnvelope'
						: 'playground.verdictNone',
		);
		renderExplanation(result);
		inputKind.dataset.inputKind = result.verdict === 'none' ? '' : result.inputKind;
		inputKind.textContent = result.verdict === 'none' ? '—' : result.inputKindDetail;

		codeOut.replaceChildren();
		if (result.code === null) codeOut.textContent = '—';
		else {
			const code = document.createElement('code');
			code.textContent = result.code;
			if (result.knownCode) {
				const link = document.createElement('a');
				link.href = codePath(result.code, data.lang);
				link.title = s('playground.openCodePage');
				link.append(code);
				codeOut.append(link);
			} else codeOut.append(code);
			if (result.codeStatus === 'later') codeOut.append(` (${s('playground.laterCode', { release: `${data.registry.laterRelease.binary} ${data.registry.laterRelease.release}` })})`);
		}
		retryOut.textContent = result.retry ? `${result.retry.label}. ${result.retry.text}` : '—';

		const recovery = result.recovery;
		recoveryBox.hidden = recovery === null;
		copyStatus.textContent = '';
		if (recovery) {
			const isCommand = recovery.command !== null;
			recoveryHeading.textContent = isCommand ? recoveryHeading.dataset.labelCommand! : recoveryHeading.dataset.labelInstruction!;
			recoverySummary.textContent = recovery.summary;
			recoveryCommand.textContent = recovery.command ?? recovery.instruction ?? '';
			recoveryCommand.dataset.recoveryCommand = recovery.command ?? '';
			const notes = [
				recovery.unfilled.length ? s('playground.unfilled', { names: recovery.unfilled.map((n) => `<${n}>`).join(', ') }) : '',
				recovery.unsafe.length ? s('playground.unsafe', { names: recovery.unsafe.map((n) => `<${n}>`).join(', ') }) : '',
				// An instruction is shown in the page's language; the CLI prints its own English one.
				recovery.command === null && recovery.printed && recovery.printed !== recovery.instruction ? s('playground.cliPrints', { text: recovery.printed }) : '',
			].filter(Boolean);
			recoveryNote.textContent = notes.join(' ');
		} else {
			recoveryCommand.textContent = '';
			recoveryCommand.dataset.recoveryCommand = '';
		}

		renderFindings(result.findings, text);
	}

	function renderExplanation(result: ValidationResult): void {
		const explanation = result.explanation;
		explanationBox.hidden = explanation === null;
		explanationSteps.replaceChildren();
		if (!explanation) return;
		explanationTitle.textContent = explanation.title;
		explanationText.textContent = explanation.text;
		for (const step of explanation.steps) {
			const item = document.createElement('li');
			item.textContent = step.command ? `${step.label}: ` : step.label;
			if (step.command) {
				const command = document.createElement('code');
				command.textContent = step.command;
				item.append(command);
			}
			explanationSteps.append(item);
		}
	}

	function renderFindings(findings: readonly Finding[], text: string): void {
		const counts = { error: 0, warning: 0, info: 0 };
		for (const f of findings) counts[f.severity]++;
		findingCounts.textContent =
			findings.length === 0 ? s('playground.noFindings') : s('playground.counts', { errors: counts.error, warnings: counts.warning, infos: counts.info });
		const items = findings.map((finding) => {
			const li = document.createElement('li');
			li.dataset.finding = finding.rule;
			li.dataset.severity = finding.severity;
			li.dataset.pointer = finding.pointer;
			li.dataset.line = String(finding.line);
			li.dataset.column = String(finding.column);
			const severity = document.createElement('span');
			severity.className = `ep-sev ep-sev-${finding.severity}`;
			severity.textContent = s(severityKeys[finding.severity]);
			const position = document.createElement('button');
			position.type = 'button';
			position.className = 'ep-pos';
			position.textContent = `${finding.line}:${finding.column}`;
			position.setAttribute('aria-label', s('playground.goTo', { line: finding.line, column: finding.column }));
			position.addEventListener('click', () => goTo(finding.line, finding.column));
			const message = document.createElement('span');
			message.textContent = finding.message;
			li.append(severity, position, message);
			const extra: string[] = [];
			if (finding.pointer !== '') extra.push(finding.pointer);
			if (finding.expected !== undefined) extra.push(`${s('playground.expected')}: ${finding.expected}`);
			if (finding.actual !== undefined) extra.push(`${s('playground.actual')}: ${finding.actual}`);
			if (finding.suggestions?.length) extra.push(`${s('playground.didYouMean')}: ${finding.suggestions.join(', ')}`);
			for (const line of extra) {
				const span = document.createElement('span');
				span.className = 'ep-extra';
				span.textContent = line;
				li.append(span);
			}
			return li;
		});
		findingList.replaceChildren(...items);
		renderGutter(findings, text);
	}

	function renderGutter(findings: readonly Finding[], text: string): void {
		const lines = countLines(text);
		if (lines > maxGutterLines) {
			gutter.replaceChildren();
			gutterKey = '';
			return;
		}
		const marks = new Map<number, string>();
		for (const f of findings) {
			if (f.severity === 'error') marks.set(f.line, 'error');
			else if (f.severity === 'warning' && !marks.has(f.line)) marks.set(f.line, 'warning');
		}
		const key = `${lines}:${[...marks].join()}`;
		if (key === gutterKey) return;
		gutterKey = key;
		// Unmarked lines are one text node per run, marked lines a block span each: a span per line
		// cost Chromium ~60 ms of layout per render at 3,000 lines, a text node ~10 ms.
		const nodes: (string | HTMLSpanElement)[] = [];
		let run: string[] = [];
		for (let line = 1; line <= lines; line++) {
			const mark = marks.get(line);
			if (!mark) {
				run.push(String(line));
				continue;
			}
			if (run.length) nodes.push(run.join('\n'));
			run = [];
			const span = document.createElement('span');
			span.textContent = String(line);
			span.className = `ep-mark-${mark}`;
			nodes.push(span);
		}
		if (run.length) nodes.push(run.join('\n'));
		gutter.replaceChildren(...nodes);
		gutter.scrollTop = input.scrollTop;
	}

	function countLines(text: string): number {
		let count = 1;
		for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
		return count;
	}

	function offsetOf(line: number, column: number): number {
		if (!lineStarts) {
			const text = input.value;
			lineStarts = [0];
			for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
		}
		return Math.min((lineStarts[line - 1] ?? 0) + column - 1, input.value.length);
	}

	/** Moves the caret to a finding and scrolls it into view, the way an editor's "go to" does. */
	function goTo(line: number, column: number): void {
		const offset = offsetOf(line, column);
		input.focus();
		input.setSelectionRange(offset, Math.min(offset + 1, input.value.length));
		const lineHeight = parseFloat(getComputedStyle(input).lineHeight) || 20;
		input.scrollTop = Math.max(0, (line - 3) * lineHeight);
	}

	async function copy(text: string, status: HTMLElement): Promise<void> {
		try {
			await navigator.clipboard.writeText(text);
			status.textContent = s('common.copied');
		} catch {
			status.textContent = s('playground.copyFailed');
		}
	}

	function updateShareLink(): void {
		let text = input.value;
		let masked = 0;
		if (shareMask.checked) ({ text, masked } = maskSecrets(text));
		shareUrl.value = `${location.origin}${location.pathname}${shareFragment(text)}`;
		shareStatus.textContent = shareMask.checked ? s('playground.shareMasked', { count: masked }) : '';
	}

	function loadFragment(): void {
		const fragment = readShareFragment(location.hash);
		if (fragment.kind === 'text') setText(fragment.text);
		else if (fragment.kind === 'malformed') showInputError(s('playground.badFragment'));
	}

	// Too large pastes are refused before Chromium inserts them (see maxPlaygroundChars). Large ones
	// show their verdict first: laying out a megabyte of pretty-printed JSON (tens of thousands of
	// lines) takes Chromium a second or more whatever the page does, so the result is worked out from
	// the clipboard text, painted, and only then is the text inserted.
	input.addEventListener('paste', (event) => {
		const pasted = event.clipboardData?.getData('text/plain') ?? '';
		const { selectionStart: start, selectionEnd: end } = input;
		const resulting = input.value.length - (end - start) + pasted.length;
		if (resulting > maxPlaygroundChars) {
			event.preventDefault();
			refuseTooLarge(resulting);
			return;
		}
		showInputError(null);
		if (pasted.length <= debounceAboveChars) return;
		event.preventDefault();
		const before = input.value;
		validateText(before.slice(0, start) + pasted + before.slice(end));
		requestAnimationFrame(() =>
			setTimeout(() => {
				// Had something changed the text meanwhile, the paste lands at the caret and is validated anew.
				const unchanged = input.value === before;
				input.setRangeText(pasted, unchanged ? start : input.selectionStart, unchanged ? end : input.selectionEnd, 'end');
				// Like a native paste, bring the caret into view (setRangeText does not scroll).
				const caretLine = countLines(input.value.slice(0, input.selectionEnd));
				input.scrollTop = Math.max(0, (caretLine - 3) * (parseFloat(getComputedStyle(input).lineHeight) || 20));
				inserting = unchanged;
				input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
				inserting = false;
			}),
		);
	});
	input.addEventListener('drop', (event) => {
		const file = event.dataTransfer?.files[0];
		if (file) {
			event.preventDefault();
			void loadFile(file);
		}
	});
	input.addEventListener('input', schedule);
	input.addEventListener('scroll', () => {
		gutter.scrollTop = input.scrollTop;
	});

	async function loadFile(file: File): Promise<void> {
		// File sizes are bytes and the limit is characters; UTF-8 never has fewer bytes than UTF-16 units.
		if (file.size > maxPlaygroundChars * 3) return refuseTooLarge(file.size);
		setText(await file.text());
	}
	fileInput.addEventListener('change', () => {
		const file = fileInput.files?.[0];
		if (file) void loadFile(file);
	});

	picker.addEventListener('change', () => {
		const text = data.examples[picker.value];
		if (text !== undefined) setText(text);
	});

	root.querySelector('[data-action="clear"]')!.addEventListener('click', () => {
		setText('');
		input.focus();
	});
	root.querySelector('[data-action="copy-command"]')!.addEventListener('click', () => {
		void copy(recoveryCommand.textContent ?? '', copyStatus);
	});
	shareButton.addEventListener('click', () => {
		const open = sharePanel.hidden;
		sharePanel.hidden = !open;
		shareButton.setAttribute('aria-expanded', String(open));
		if (open) {
			updateShareLink();
			shareMask.focus();
		}
	});
	shareMask.addEventListener('change', updateShareLink);
	input.addEventListener('input', () => {
		if (!sharePanel.hidden) updateShareLink();
	});
	root.querySelector('[data-action="copy-link"]')!.addEventListener('click', () => {
		updateShareLink();
		void copy(shareUrl.value, shareStatus);
	});
	window.addEventListener('hashchange', loadFragment);

	loadFragment();
	if (input.value === '') renderGutter([], '');
}
