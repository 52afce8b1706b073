/**
 * The eager part of the search hints, on every page: it waits for the first keystroke in the
 * search dialog and only then loads searchHintsPanel.ts (and, from it, the code list and a second
 * Pagefind instance). Pages that are read without searching load nothing more.
 */
class SearchHints extends HTMLElement {
	#started = false;

	connectedCallback(): void {
		// Moving the element under the search box connects it again: listen once.
		if (this.#started) return;
		this.#started = true;
		const dialog = document.querySelector('site-search dialog');
		if (!dialog) return;
		let panel: Promise<(query: string) => void> | undefined;
		dialog.addEventListener('input', (event) => {
			const input = event.target;
			if (
				!(input instanceof HTMLInputElement) ||
				!input.classList.contains('pagefind-ui__search-input')
			)
				return;
			// Under the search box, above Pagefind's results: where a "did you mean" is seen first.
			const form = input.closest('form');
			if (form && this.parentElement !== form)
				form.insertBefore(this, form.querySelector('.pagefind-ui__drawer'));
			panel ??= import('./searchHintsPanel.ts').then((m) => m.createPanel(this));
			const query = input.value;
			void panel.then((update) => update(query));
		});
	}
}
customElements.define('ep-search-hints', SearchHints);
