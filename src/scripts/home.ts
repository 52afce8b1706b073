/**
 * The home page's two boxes. The paste box opens the playground with the pasted text, handed over
 * in the tab's memory (`window.name`, see lib/playground/pasteHandoff.ts), never in the address:
 * an address is kept in the browser's history, session files and sync. The code box goes to a
 * code's page, or offers the 404 page's suggestions for a typo. The codes come from the page's own
 * datalist, not from the registry.
 */
import {
	handOverPaste,
	type InputOverLimit,
	maxPlaygroundChars,
	maxPlaygroundLines,
	overInputLimit,
} from '../lib/playground/index.ts';
import { codePath, href, resolveCodeQuery } from '../lib/site/index.ts';
import { format, type Lang } from '../lib/i18n/index.ts';

export function startHome(): void {
	startPasteBox();
	startJumpToCode();
}

function startPasteBox(): void {
	const form = document.querySelector<HTMLFormElement>('[data-paste-form]');
	if (!form) return;
	const input = form.querySelector('textarea')!;
	const status = form.querySelector<HTMLElement>('[data-paste-status]')!;
	form.hidden = false;
	const lang = document.documentElement.lang;
	const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

	/** The playground's own limits, said here rather than after the page has changed. */
	const refuse = (over: InputOverLimit) => {
		status.textContent =
			over.kind === 'chars'
				? format(form.dataset.tooLarge!, {
						size: megabytes(over.chars),
						limit: megabytes(maxPlaygroundChars),
					})
				: format(form.dataset.tooManyLines!, {
						lines: over.lines.toLocaleString(lang),
						limit: maxPlaygroundLines.toLocaleString(lang),
					});
	};
	// Refused before Chromium lays it out: this box would freeze the tab as the playground's would.
	input.addEventListener('paste', (event) => {
		const pasted = event.clipboardData?.getData('text/plain') ?? '';
		const over = overInputLimit(input.value, {
			text: pasted,
			start: input.selectionStart,
			end: input.selectionEnd,
		});
		if (over) {
			event.preventDefault();
			refuse(over);
		} else status.textContent = '';
	});

	const open = () => {
		const text = input.value;
		if (text.trim() === '') {
			input.reportValidity();
			return;
		}
		const over = overInputLimit(text);
		if (over) return refuse(over);
		status.textContent = '';
		handOverPaste(window, text);
		location.assign(form.dataset.playground!);
	};
	form.addEventListener('submit', (event) => {
		event.preventDefault();
		open();
	});
	// Ctrl+Enter (⌘+Enter) submits from the text area, as in most editors with a "run" button.
	input.addEventListener('keydown', (event) => {
		if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
			event.preventDefault();
			open();
		}
	});
}

function startJumpToCode(): void {
	const form = document.querySelector<HTMLFormElement>('[data-jump-form]');
	if (!form) return;
	const input = form.querySelector('input')!;
	const codes = [...form.querySelectorAll('datalist option')].map(
		(o) => (o as HTMLOptionElement).value,
	);
	const suggestions = form.querySelector<HTMLElement>('[data-jump-suggestions]')!;
	const message = form.querySelector<HTMLElement>('[data-jump-message]')!;
	const list = form.querySelector<HTMLUListElement>('[data-jump-list]')!;
	const none = form.querySelector<HTMLElement>('[data-jump-none]')!;
	const noneMessage = form.querySelector<HTMLElement>('[data-jump-none-message]')!;
	// The page writes its own language here (JumpToCode.astro).
	const lang = form.dataset.lang as Lang;
	// A function, not a string, as replacement: `$&` in what was typed stays text.
	const fill = (template: string, value: string) => template.replace('{input}', () => value);

	form.addEventListener('submit', (event) => {
		const result = resolveCodeQuery(input.value, codes);
		if (result.kind === 'code') {
			event.preventDefault();
			location.assign(href(codePath(result.code, lang)));
			return;
		}
		if (input.value.trim() === '') return; // `required` says why.
		event.preventDefault();
		suggestions.hidden = result.kind !== 'suggestions';
		none.hidden = result.kind !== 'none';
		if (result.kind === 'suggestions') {
			message.textContent = fill(form.dataset.unknown!, result.input);
			list.replaceChildren(
				...result.codes.map((code) => {
					const li = document.createElement('li');
					const a = document.createElement('a');
					a.href = href(codePath(code, lang));
					const name = document.createElement('code');
					name.textContent = code;
					a.append(name);
					li.append(a);
					return li;
				}),
			);
		} else {
			noneMessage.textContent = `${fill(form.dataset.none!, input.value.trim())} `;
		}
	});
	input.addEventListener('input', () => {
		suggestions.hidden = true;
		none.hidden = true;
	});
}
