/**
 * Filters of the codes index. Reads the initial filter from the query string, keeps it there as
 * the user changes it (so a filtered view can be shared), and hides rows that do not match. The
 * text filter reads a code's name as every box does (`resolveQuery`: capitals, `-` or spaces,
 * CamelCase, quotes, punctuation): a name shows its row. Text that matches no row gets "did you
 * mean" or the codes it can be, with why, from the index the build publishes.
 */
import { resolveQuery, type Candidate } from '../lib/codeNames/index.ts';
import type { Lang } from '../lib/i18n/index.ts';
import { candidateItems, loadCodeIndex, namesIndex } from './codeCandidates.ts';

/** Candidates listed under "no code matches". */
const shownCandidates = 8;

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
	const hint = noMatch.querySelector<HTMLElement>('[data-did-you-mean]')!;
	const lang = hint.dataset.lang as Lang;
	// Every code with a page: the table's rows and IntentCall's codes listed below it.
	const names = [
		...document.querySelectorAll<HTMLElement>(
			'[data-codes-table] tbody tr, [data-wrapper-codes] li',
		),
	].map((el) => el.dataset.code!);
	let generation = 0;

	/** Under "no code matches": what the text can be, once the published index is there. */
	const suggest = async (text: string, current: number) => {
		const [title, list] = [hint.querySelector('p')!, hint.querySelector('ul')!];
		title.hidden = list.hidden = true;
		if (text === '') return;
		const index = await loadCodeIndex();
		if (current !== generation) return;
		const resolved = resolveQuery(index ?? namesIndex(names), text);
		// A name with no row: one of IntentCall's codes, listed below the table.
		const found: Candidate[] =
			resolved.kind === 'code'
				? [{ code: resolved.code, reasons: [{ kind: 'name' }], score: 0 }]
				: resolved.kind === 'candidates'
					? resolved.candidates.slice(0, shownCandidates)
					: [];
		if (found.length === 0) return;
		const typo = found.every((c) => c.reasons.every((r) => r.kind === 'spelling'));
		title.textContent = typo ? hint.dataset.tDidYouMean! : hint.dataset.tCandidates!;
		list.replaceChildren(...candidateItems(found, lang, index));
		title.hidden = list.hidden = false;
	};
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
		const typed = control('q').value.trim();
		const query = typed.toLowerCase();
		// A code's name, however spelled, is that code's row, not the rows whose text has its words.
		const resolved = typed === '' ? undefined : resolveQuery(namesIndex(names), typed);
		const named = resolved?.kind === 'code' ? resolved.code : undefined;
		let shown = 0;
		for (const row of rows) {
			const match =
				(named !== undefined
					? row.dataset.code === named
					: query === '' || query.split(/\s+/).every((word) => row.dataset.text!.includes(word))) &&
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
		void suggest(shown > 0 ? '' : typed, ++generation);
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
	// The inline script after the fold (CodesTable.astro) has revealed it as the page was parsed;
	// this is for a page where it did not run.
	if (fold?.hidden) {
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
