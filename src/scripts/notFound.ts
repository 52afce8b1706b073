/**
 * Runs on the 404 page. Most static hosts serve the root 404.html for every missing address, so
 * the English page forwards Chinese addresses to the Chinese 404 page (keeping the address that
 * missed in the fragment), and either page redirects near-miss code addresses to the real page.
 */
import { codePath, href, notFoundPath, resolveHintPath, sitePathOf } from '../lib/site/index.ts';
import type { Lang } from '../lib/i18n/index.ts';

/** What the 404 page hands its script; the page declares its data `satisfies` this type. */
export interface NotFoundData {
	lang: Lang;
	codes: string[];
}

export function startNotFound(): void {
	const dataElement = document.getElementById('ep-not-found-data');
	const root = document.querySelector<HTMLElement>('[data-not-found]');
	if (!dataElement || !root) return;
	const data = JSON.parse(dataElement.textContent ?? '{}') as NotFoundData;

	const forwarded = /^#from=(.*)$/.exec(location.hash);
	// The site path that missed: under a base path (GitHub Pages: `/error-playbook/`) without it, as
	// the hint patterns and the site's paths know no base; the forwarded one already is.
	const given = forwarded ? safeDecode(forwarded[1]!) : sitePathOf(location.pathname);
	if (!given.startsWith('/')) return;
	// One leading slash: `#from=//host` is another origin to history.replaceState, which throws.
	const missed = given.replace(/^[/\\]+/, '/');
	const resolution = resolveHintPath(missed, data.codes);

	if (resolution.kind === 'redirect') {
		// The query and fragment travel along, as they do through nginx's 301 (scripts/nginx/snippets).
		const to = href(resolution.to);
		location.replace(forwarded ? to : to + location.search + location.hash);
		return;
	}
	if (resolution.lang !== data.lang && data.lang === 'en') {
		location.replace(`${href(notFoundPath('zh-TW'))}#from=${encodeURIComponent(missed)}`);
		return;
	}
	// Forwarded from the English page: show the address the visitor typed, not /zh-tw/404/#from=….
	if (forwarded) history.replaceState(history.state, '', href(missed));
	root.dataset.resolved = '';
	if (resolution.kind !== 'unknown-code') return;

	const box = root.querySelector<HTMLElement>('[data-unknown-code]')!;
	const sentence = box.querySelector<HTMLElement>('[data-unknown-template]')!;
	// A function, not a string: `$&`, `$'` and `` $` `` in the address are text, not replacement patterns.
	sentence.textContent = sentence.dataset.unknownTemplate!.replace(
		'{code}',
		() => resolution.input,
	);
	const list = box.querySelector<HTMLUListElement>('[data-suggestion-list]')!;
	list.replaceChildren(
		...resolution.suggestions.map((code) => {
			const li = document.createElement('li');
			const a = document.createElement('a');
			a.href = href(codePath(code, data.lang));
			const text = document.createElement('code');
			text.textContent = code;
			a.append(text);
			li.append(a);
			return li;
		}),
	);
	box.querySelector<HTMLElement>('[data-suggestions]')!.hidden =
		resolution.suggestions.length === 0;
	box.hidden = false;
}

function safeDecode(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		return '';
	}
}
