/**
 * The home page's two boxes. The paste box opens the playground with the pasted text, handed over
 * in the tab's memory (`window.name`, see lib/playground/pasteHandoff.ts), never in the address:
 * an address is kept in the browser's history, session files and sync. The code box goes to a
 * code's page, or lists the codes the text can be (a typo, an exit code, an HTTP-like status, a
 * line of a message), each with why, by the resolver the CLI and the MCP server use, over the
 * index the build publishes (`/search/codes.json`); offline, over the page's datalist of names.
 */
import {
	handOverPaste,
	type InputOverLimit,
	maxPlaygroundChars,
	maxPlaygroundLines,
	overInputLimit,
} from '../lib/playground/index.ts';
import { codePath, href } from '../lib/site/index.ts';
import { format, type Lang } from '../lib/i18n/index.ts';
import type { PublishedCodeIndex } from '../lib/codeNames/index.ts';

type Resolver = typeof import('./codeCandidates.ts');

export function startHome(): void {
	startPasteBox();
	startJumpToCode();
}

function startPasteBox(): void {
	const form = document.querySelector<HTMLFormElement>('[data-paste-form]');
	if (!form) return;
	const input = form.querySelector('textarea')!;
	const status = form.querySelector<HTMLElement>('[data-paste-status]')!;
	const lang = document.documentElement.lang;
	const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

	/** The playground's own limits, said here rather than after the page has changed. */
	const refuse = (over: InputOverLimit) => {
		status.textContent =
			over.kind === 'chars'
				? format(form.dataset.tooLarge!, {
						size: megabytes(over.chars),
						limit: megabytes(maxPlaygroundChars),
						lineLimit: maxPlaygroundLines.toLocaleString(lang),
					})
				: format(form.dataset.tooManyLines!, {
						lines: over.lines.toLocaleString(lang),
						limit: maxPlaygroundLines.toLocaleString(lang),
						sizeLimit: megabytes(maxPlaygroundChars),
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
		if (!handOverPaste(window, text)) {
			status.textContent = form.dataset.noStorage!;
			return;
		}
		status.textContent = '';
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

/** At most this many candidates are listed; "… and n more" says how many were left out. */
const shownCandidates = 8;

function startJumpToCode(): void {
	const form = document.querySelector<HTMLFormElement>('[data-jump-form]');
	if (!form) return;
	const input = form.querySelector('input')!;
	// The names alone, for when the published index cannot be fetched.
	const codes = [...form.querySelectorAll('datalist option')].map(
		(o) => (o as HTMLOptionElement).value,
	);
	const suggestions = form.querySelector<HTMLElement>('[data-jump-suggestions]')!;
	const message = form.querySelector<HTMLElement>('[data-jump-message]')!;
	const list = form.querySelector<HTMLUListElement>('[data-jump-list]')!;
	const more = form.querySelector<HTMLElement>('[data-jump-more]')!;
	const none = form.querySelector<HTMLElement>('[data-jump-none]')!;
	const noneMessage = form.querySelector<HTMLElement>('[data-jump-none-message]')!;
	// The page writes its own language here (JumpToCode.astro).
	const lang = form.dataset.lang as Lang;
	// A function, not a string, as replacement: `$&` in what was typed stays text.
	const fill = (template: string, value: string) => template.replace('{input}', () => value);
	// The resolver and its index are loaded once someone starts typing (a chunk and a fetch the
	// page does not need until then), so that Go answers at once.
	let loading: Promise<[Resolver, PublishedCodeIndex | null]> | undefined;
	const load = () =>
		(loading ??= import('./codeCandidates.ts').then(
			async (m): Promise<[Resolver, PublishedCodeIndex | null]> => [m, await m.loadCodeIndex()],
		));
	input.addEventListener('focus', () => void load(), { once: true });
	let generation = 0;

	form.addEventListener('submit', (event) => {
		if (input.value.trim() === '') return; // `required` says why.
		event.preventDefault();
		const typed = input.value;
		const current = ++generation;
		void load().then(([{ resolveQuery, namesIndex, candidateItems }, index]) => {
			if (current !== generation) return;
			const result = resolveQuery(index ?? namesIndex(codes), typed);
			if (result.kind === 'code') {
				location.assign(href(codePath(result.code, lang)));
				return;
			}
			const found = result.kind === 'candidates' ? result.candidates : [];
			suggestions.hidden = found.length === 0;
			none.hidden = found.length > 0;
			if (found.length === 0) {
				noneMessage.textContent = `${fill(form.dataset.none!, typed.trim())} `;
				return;
			}
			// A typo gets "did you mean"; an exit code, a status or a message line "the codes it can be".
			const typo = found.every((c) => c.reasons.every((r) => r.kind === 'spelling'));
			message.textContent = fill(
				typo ? form.dataset.unknown! : form.dataset.candidates!,
				result.kind === 'candidates' ? result.input : typed.trim(),
			);
			list.replaceChildren(...candidateItems(found.slice(0, shownCandidates), lang, index));
			more.hidden = found.length <= shownCandidates;
			more.textContent = format(form.dataset.more!, { count: found.length - shownCandidates });
		});
	});
	input.addEventListener('input', () => {
		generation++;
		suggestions.hidden = true;
		none.hidden = true;
	});
}
