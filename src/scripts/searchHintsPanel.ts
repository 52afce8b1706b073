/**
 * What the search dialog shows besides Pagefind's own results (loaded on the first keystroke by
 * searchHints.ts):
 * - when the query names a code, however typed, a link to its page; otherwise the codes it can be
 *   (a typo, an exit code, an HTTP-like status, a line of a message), each with its meaning and
 *   why it matched (`resolveQuery`, over the published index `/search/codes.json`);
 * - results in the other language, when the query is written in it (Han characters on an English
 *   page) or finds nothing in this language but something in the other.
 *
 * Pagefind keeps one index per language and searches the page's. A second Pagefind instance,
 * created here, merges the other language's index into this one's (`mergeIndex` with a
 * `language`, Pagefind's way of searching several indexes) and tells the results apart by their
 * ids, which start with their language. It runs in a worker of its own and reuses the files the
 * browser already fetched. Everything is built as DOM nodes from text: no HTML is injected.
 */
import { codePath, href } from '../lib/site/index.ts';
import { format, pluralForm, type Lang } from '../lib/i18n/index.ts';
import {
	reasonText,
	resolveQuery,
	type CandidateReason,
	type PublishedCodeIndex,
} from '../lib/codeNames/index.ts';
import { inlineNodes, loadCodeIndex } from './codeCandidates.ts';

type CodeInfo = PublishedCodeIndex['codes'][number];

interface PagefindResult {
	/** The page's fragment id, which starts with its index's language: `en_…`, `zh-tw_…`. */
	id: string;
	data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface PagefindInstance {
	mergeIndex(path: string, options: { language: string }): Promise<void>;
	search(term: string): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindModule {
	createInstance(options: { basePath: string }): PagefindInstance;
}

const hanCharacter = /\p{Script=Han}/u;
const debounceMs = 250;
const shownResults = 5;

export function createPanel(host: HTMLElement): (query: string) => void {
	const d = host.dataset;
	const lang = d.lang as Lang;

	let search: Promise<PagefindInstance | null> | undefined;
	const otherIdPrefix = `${d.otherLang!.toLowerCase()}_`;
	const loadSearch = () =>
		// A module instance of its own (the query string makes it another module): pagefind.js keeps
		// one WebAssembly instance per module, in one worker per module, and a second index set up
		// beside the search dialog's would overwrite the memory the dialog's index points into.
		(search ??= (
			import(
				/* @vite-ignore */ `${location.origin}${href('/pagefind/pagefind.js')}?search-hints`
			) as Promise<PagefindModule>
		)
			.then(async (pagefind) => {
				const instance = pagefind.createInstance({ basePath: href('/pagefind/') });
				// An absolute URL: Pagefind skips a merge whose path starts like its own ('/pagefind/').
				// Pagefind takes the site's base from the part before `pagefind/`, the base path included.
				await instance.mergeIndex(`${location.origin}${href('/pagefind/')}`, {
					language: d.otherLang!.toLowerCase(),
				});
				return instance;
			})
			.catch(() => null));

	let generation = 0;
	let timer: ReturnType<typeof setTimeout> | undefined;

	return (query: string) => {
		const current = ++generation;
		clearTimeout(timer);
		if (query.trim() === '') {
			render(current, []);
			return;
		}
		timer = setTimeout(async () => {
			// The code hints first, as soon as the code list is there; the other language's results
			// follow when Pagefind answers, and a search that fails leaves the code hints in place.
			const index = await loadCodeIndex();
			const sections: HTMLElement[] = [];
			if (index) {
				const byCode = new Map(index.codes.map((c) => [c.code, c]));
				const resolved = resolveQuery(index, query);
				if (resolved.kind === 'code')
					sections.push(codeSection(d.tCode!, [{ info: byCode.get(resolved.code)!, why: [] }]));
				else if (resolved.kind === 'candidates' && resolved.candidates.length > 0) {
					const found = resolved.candidates.slice(0, shownResults);
					const typo = found.every((c) => c.reasons.every((r) => r.kind === 'spelling'));
					const why = (reasons: CandidateReason[]) =>
						typo ? [] : reasons.map((r) => reasonText(r, index.reasons[lang]));
					sections.push(
						codeSection(
							typo ? d.tDidYouMean! : d.tCandidates!,
							found.map((c) => ({ info: byCode.get(c.code)!, why: why(c.reasons) })),
						),
					);
				}
			}
			render(current, sections);

			try {
				const instance = await loadSearch();
				const found = instance ? await instance.search(query) : null;
				if (!found || current !== generation) return;
				const there = found.results.filter((r) => r.id.startsWith(otherIdPrefix));
				const here = found.results.length - there.length;
				const writtenInOther = lang === 'en' && hanCharacter.test(query);
				if (there.length > 0 && (writtenInOther || here === 0)) {
					const section = await otherSection(there);
					render(current, [...sections, section]);
				}
			} catch {
				// No second search: Pagefind's own results are still there.
			}
		}, debounceMs);
	};

	function render(current: number, sections: HTMLElement[]) {
		if (current !== generation) return;
		host.replaceChildren(...sections);
		host.hidden = sections.length === 0;
	}

	/** Codes with their meaning, and for a candidate, why it matched. */
	function codeSection(title: string, entries: { info: CodeInfo; why: string[] }[]): HTMLElement {
		const section = document.createElement('section');
		section.dataset.searchHint = 'code';
		section.append(paragraph(title));
		const ul = document.createElement('ul');
		for (const { info, why } of entries) {
			const li = document.createElement('li');
			const a = document.createElement('a');
			a.href = href(codePath(info.code, lang));
			const name = document.createElement('code');
			name.textContent = info.code;
			a.append(name);
			const meaning = document.createElement('span');
			meaning.append(...inlineNodes(info.meaning[lang]));
			if (why.length) {
				const reasons = document.createElement('small');
				reasons.dataset.candidateReasons = '';
				reasons.append(...inlineNodes(why.join(lang === 'zh-TW' ? '；' : '; ')));
				meaning.append(' ', reasons);
			}
			li.append(a, meaning);
			ul.append(li);
		}
		section.append(ul);
		return section;
	}

	async function otherSection(results: PagefindResult[]): Promise<HTMLElement> {
		const section = document.createElement('section');
		section.dataset.searchHint = 'other-language';
		const template = pluralForm(lang, results.length) === 'one' ? d.tOtherOne : d.tOtherOther;
		section.append(
			paragraph(format(template ?? '', { count: results.length, language: d.otherLabel ?? '' })),
		);
		const ul = document.createElement('ul');
		// The titles and excerpts are in the other language; the sentence above them is not.
		ul.lang = d.otherLang!;
		const pages = await Promise.all(results.slice(0, shownResults).map((r) => r.data()));
		for (const page of pages) {
			const li = document.createElement('li');
			const a = document.createElement('a');
			// The merged index was loaded from an absolute path, so its URLs are absolute: keep them site-relative.
			const url = new URL(page.url, location.href);
			a.href =
				url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
			a.textContent = page.meta.title ?? page.url;
			const excerpt = document.createElement('span');
			excerpt.append(...excerptNodes(page.excerpt));
			li.append(a, excerpt);
			ul.append(li);
		}
		section.append(ul);
		return section;
	}
}

function paragraph(text: string): HTMLParagraphElement {
	const p = document.createElement('p');
	p.textContent = text;
	return p;
}

/** Pagefind's excerpt is HTML with <mark> around the matches: keep the marks, take the rest as text. */
function excerptNodes(html: string): Node[] {
	const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
	return [...parsed.childNodes].map((node) => {
		if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
		const mark = document.createElement('mark');
		mark.textContent = node.textContent;
		return mark;
	});
}
