/**
 * Filters of the codes index. Reads the initial filter from the query string, keeps it there as
 * the user changes it (so a filtered view can be shared), and hides rows that do not match.
 */
const fields = ['q', 'area', 'category', 'retryable', 'exit'] as const;
type Field = (typeof fields)[number];
// Each select filters on the row's `data-*` attribute of the same name.
const selects = fields.filter((name) => name !== 'q');

export function initCodesFilters(): void {
	const form = document.querySelector<HTMLFormElement>('[data-codes-filters]');
	const table = document.querySelector<HTMLTableElement>('[data-codes-table]');
	if (!form || !table) return;
	const rows = [...table.tBodies[0]!.rows];
	const count = form.querySelector<HTMLElement>('.ep-count')!;
	const noMatch = document.querySelector<HTMLElement>('[data-no-match]')!;
	const control = (name: Field) =>
		form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;

	const params = new URLSearchParams(location.search);
	for (const name of fields) {
		const value = params.get(name);
		const el = control(name);
		if (value === null) continue;
		// A select only takes a value it offers; anything else from the URL is ignored.
		if (el instanceof HTMLSelectElement && ![...el.options].some((o) => o.value === value))
			continue;
		el.value = value;
	}

	const apply = () => {
		const query = control('q').value.trim().toLowerCase();
		let shown = 0;
		for (const row of rows) {
			const match =
				(query === '' || query.split(/\s+/).every((word) => row.dataset.text!.includes(word))) &&
				selects.every((name) => {
					const wanted = control(name).value;
					return wanted === '' || row.dataset[name] === wanted;
				});
			row.hidden = !match;
			if (match) shown++;
		}
		count.textContent = count.dataset
			.countTemplate!.replace('{shown}', String(shown))
			.replace('{total}', count.dataset.total!);
		noMatch.hidden = shown > 0;
		const next = new URLSearchParams();
		for (const name of fields) {
			const value = control(name).value.trim();
			if (value) next.set(name, value);
		}
		const search = next.toString();
		history.replaceState(null, '', search ? `?${search}` : location.pathname);
	};

	// Folded on a phone, open on a wide screen or when the link carries a filter.
	const fold = document.querySelector<HTMLDetailsElement>('[data-filters-fold]');
	const active = fold?.querySelector<HTMLElement>('[data-filters-active]');
	const countActive = () => {
		const n = fields.filter((name) => control(name).value.trim() !== '').length;
		if (active) active.textContent = n ? `(${n})` : '';
		return n;
	};
	if (fold) {
		fold.hidden = false;
		fold.open = matchMedia('(min-width: 50rem)').matches || countActive() > 0;
	}
	form.addEventListener('input', () => countActive());
	form.addEventListener('reset', () => setTimeout(countActive));
	form.addEventListener('input', apply);
	form.addEventListener('submit', (event) => event.preventDefault());
	// `reset` fires before the controls are cleared.
	form.addEventListener('reset', () => setTimeout(apply));
	form.hidden = false;
	countActive();
	apply();
}
