import { hasFixBook, loadFixes, type ValidationResult } from '../../lib/engine/browser.ts';
import type { PlaygroundData } from '../../lib/playground/index.ts';
import type { FixPanel } from './fixPanel.ts';
import type { Say } from './say.ts';

/**
 * Where the fix a paste selects is shown, and what fetches what it needs (issue 30): every code's
 * fixes in the page's language, with the engine's code that selects and fills them (`loadFixes`),
 * when a result first names a known code — the result is then validated again — and the panel's
 * module with the first fix to show. Neither is part of the page's first load
 * (tests/build/budgets.test.ts); the recovery above stands meanwhile.
 */
export class FixSlot {
	readonly #make: () => Promise<FixPanel>;
	readonly #lang: PlaygroundData['lang'];
	readonly #revalidate: () => void;
	#loading = false;
	#panel: Promise<FixPanel> | null = null;
	#latest: ValidationResult | null = null;

	constructor(root: HTMLElement, data: PlaygroundData, say: Say, revalidate: () => void) {
		this.#make = () => import('./fixPanel.ts').then((m) => new m.FixPanel(root, data, say));
		this.#lang = data.lang;
		this.#revalidate = revalidate;
	}

	render(result: ValidationResult, text: string): void {
		this.#latest = result;
		if (result.knownCode && !hasFixBook(this.#lang) && !this.#loading) {
			this.#loading = true;
			// A failed fetch leaves the fixes out; the recovery and the findings are unaffected.
			loadFixes(this.#lang).then(this.#revalidate, (error: unknown) => console.error(error));
		}
		if (!result.fix && !this.#panel) return;
		this.#panel ??= this.#make();
		// Only the latest result is shown: an earlier one may resolve after it.
		void this.#panel.then((panel) => {
			if (this.#latest === result) panel.render(result, text);
		});
	}
}
