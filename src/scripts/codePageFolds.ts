/**
 * Runs on code pages, whose long reference parts are folded (<details data-fold>, Fold.astro). A
 * link to any id of the page must still land on something visible: to a heading that owns a fold
 * (`data-fold="<its id>"`, `#example`) it opens that fold; to anything inside a closed fold
 * (`#example-cli`, `#messages`) it opens every fold around it and scrolls there. Chromium opens a
 * <details> around a fragment's target by itself, but not the fold below a heading, and other
 * browsers may do neither. A same-page link followed a second time fires no `hashchange`, hence
 * the click listener. Printing opens every fold: paper has no summary to click.
 */
function reveal(hash: string): void {
	let id: string;
	try {
		id = decodeURIComponent(hash.slice(1));
	} catch {
		return;
	}
	const target = id ? document.getElementById(id) : null;
	if (!target) return;
	const owned = target.dataset.fold ? document.getElementById(target.dataset.fold) : null;
	const folds: HTMLDetailsElement[] = owned instanceof HTMLDetailsElement ? [owned] : [];
	for (let d = target.closest('details'); d; d = d.parentElement?.closest('details') ?? null)
		folds.push(d);
	const closed = folds.filter((d) => !d.open);
	for (const d of closed) d.open = true;
	// A heading above its fold is where it was; an id inside a fold that was closed had no place.
	if (closed.length > 0 && target.closest('details')) target.scrollIntoView();
}

export function startCodePageFolds(): void {
	reveal(location.hash);
	addEventListener('hashchange', () => reveal(location.hash));
	document.addEventListener('click', (event) => {
		const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href*="#"]');
		if (link?.hash && link.pathname === location.pathname) reveal(link.hash);
	});
	let reopen: HTMLDetailsElement[] = [];
	addEventListener('beforeprint', () => {
		reopen = [...document.querySelectorAll<HTMLDetailsElement>('details[data-fold]:not([open])')];
		for (const d of reopen) d.open = true;
	});
	addEventListener('afterprint', () => {
		for (const d of reopen) d.open = false;
	});
}
