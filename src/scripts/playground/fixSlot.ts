import { hasFixBook, loadFixes, type ValidationResult } from '../../lib/engine/browser.ts';
import type { PlaygroundData } from '../../lib/playground/index.ts';
import type { FixPanel } from './fixPanel.ts';
import type { Say } from './say.ts';

/**
 * Where the fix a paste selects is shown, and what fetches what it needs (issue 30). The page
 * script loads this module when a result first names a known code; it fetches every code's fixes
 * in the page's language with the engine's code that selects and fills them (`loadFixes`), has
 * the result validated again, and loads the panel with the first fix to show. None of it is part
 * of the page's first load (tests/build/budgets.test.ts); the recovery above stands meanwhile.
 * One playground per page: the state is this module's.
 */
let loading = false;
let panel: Promise<FixPanel> | null = null;
let latest: ValidationResult | null = null;

export function renderFix(
	root: HTMLElement,
	data: PlaygroundData,
	say: Say,
	result: ValidationResult,
	text: string,
	revalidate: () => void,
): void {
	latest = result;
	if (result.knownCode && !hasFixBook(data.lang) && !loading) {
		loading = true;
		// A failed fetch leaves the fixes out; the recovery and the findings are unaffected.
		loadFixes(data.lang).then(revalidate, (error: unknown) => console.error(error));
	}
	if (!result.fix && !panel) return;
	panel ??= import('./fixPanel.ts').then((m) => new m.FixPanel(root, data, say));
	// Only the latest result is shown: an earlier one may resolve after it.
	void panel.then((shown) => {
		if (latest === result) shown.render(result, text);
	});
}
