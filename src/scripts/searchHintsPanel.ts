/**
 * What the search dialog shows besides Pagefind's own results (loaded on the first keystroke by
 * searchHints.ts):
 * - when the query names a code, however typed, a link to its page; when it is a code with a
 *   typo, the 404 page's suggestions (`resolveCodeQuery`);
 * - results in the other language, when the query is written in it (Han characters on an English
 *   page) or finds nothing in this language but something in the other.
 *
 * Pagefind keeps one index per language and searches the page's. Two more Pagefind instances are
 * created here, one per language, sharing Pagefind's worker and the files the browser already
 * fetched. Everything is built as DOM nodes from text: no HTML is injected.
 */
import { resolveCodeQuery } from '../lib/site/index.ts';
import { format, inlineCodeSegments, pluralForm, type Lang } from '../lib/i18n/index.ts';

interface CodeInfo {
	code: string;
	meaning: Record<Lang, string>;
}

interface PagefindResult {
	data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface PagefindInstance {
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
	const codeBase = d.codeBase ?? '';

	let codes: Promise<CodeInfo[]> | undefined;
	const loadCodes = () =>
		(codes ??= fetch('/search/codes.json')
			.then((r) => r.json() as Promise<{ codes: CodeInfo[] }>)
			.then((json) => json.codes)
			.catch(() => []));

	let search: Promise<{ here: PagefindInstance; there: PagefindInstance } | null> | undefined;
	const loadSearch = () =>
		(search ??= (import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`) as Promise<PagefindModule>)
			.then((pagefind) => {
				const here = pagefind.createInstance({ basePath: '/pagefind/' });
				// Pagefind picks an instance's index from <html lang> when the instance is created and
				// offers no option for it. Swapping the attribute around that synchronous call gives
				// the other language's index; nothing can render or react in between.
				const html = document.documentElement;
				const ownLang = html.getAttribute('lang');
				html.setAttribute('lang', d.otherLang!);
				try {
					return { here, there: pagefind.createInstance({ basePath: '/pagefind/' }) };
				} finally {
					if (ownLang === null) html.removeAttribute('lang');
					else html.setAttribute('lang', ownLang);
				}
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
			const sections: HTMLElement[] = [];
			const list = await loadCodes();
			const byCode = new Map(list.map((c) => [c.code, c]));
			const resolved = resolveCodeQuery(query, [...byCode.keys()]);
			if (resolved.kind === 'code') sections.push(codeSection(d.tCode!, [byCode.get(resolved.code)!]));
			else if (resolved.kind === 'suggestions') sections.push(codeSection(d.tDidYouMean!, resolved.codes.map((c) => byCode.get(c)!)));

			const instances = await loadSearch();
			const [here, there] = instances ? await Promise.all([instances.here.search(query), instances.there.search(query)]) : [null, null];
			if (current !== generation) return;
			if (here && there && there.results.length > 0) {
				const writtenInOther = lang === 'en' && hanCharacter.test(query);
				if (writtenInOther || here.results.length === 0) sections.push(await otherSection(there.results));
			}
			if (current === generation) render(current, sections);
		}, debounceMs);
	};

	function render(current: number, sections: HTMLElement[]) {
		if (current !== generation) return;
		host.replaceChildren(...sections);
		host.hidden = sections.length === 0;
	}

	function codeSection(title: string, entries: CodeInfo[]): HTMLElement {
		const section = document.createElement('section');
		section.dataset.searchHint = 'code';
		section.append(paragraph(title));
		const ul = document.createElement('ul');
		for (const entry of entries) {
			const li = document.createElement('li');
			const a = document.createElement('a');
			a.href = `${codeBase}${entry.code}/`;
			const name = document.createElement('code');
			name.textContent = entry.code;
			a.append(name);
			const meaning = document.createElement('span');
			meaning.append(...inlineNodes(entry.meaning[lang]));
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
		section.append(paragraph(format(template ?? '', { count: results.length, language: d.otherLabel ?? '' })));
		const ul = document.createElement('ul');
		// The titles and excerpts are in the other language; the sentence above them is not.
		ul.lang = d.otherLang!;
		const pages = await Promise.all(results.slice(0, shownResults).map((r) => r.data()));
		for (const page of pages) {
			const li = document.createElement('li');
			const a = document.createElement('a');
			a.href = page.url;
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

function inlineNodes(text: string): Node[] {
	return inlineCodeSegments(text).map((s) => {
		if (!s.code) return document.createTextNode(s.text);
		const code = document.createElement('code');
		code.textContent = s.text;
		return code;
	});
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
