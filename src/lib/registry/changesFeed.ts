import { inlineCodeSegments, type Lang } from '../i18n/index.ts';
import {
	absoluteUrl,
	atomFeed,
	changesFeedPath,
	changesPath,
	codePath,
	escapeXml,
	releaseAnchor,
} from '../site/index.ts';
import { uiText } from './uiText.ts';
import { releases } from './releaseQueries.ts';
import type { Registry } from './registrySchema.ts';

/**
 * The Atom feed of the changes page (`/changes.xml`, `/zh-tw/changes.xml`): one entry per release,
 * newest first, from the same releases.json as the page, so the two cannot disagree. An entry's id
 * is the page URL with the release's anchor: stable because the anchors are (see `releaseAnchor`).
 */
export function changesFeed(registry: Registry, lang: Lang, siteUrl: string): string {
	const t = uiText(lang);
	const url = (path: string) => absoluteUrl(siteUrl, path);
	// Every code with a page: a release's change to one links to it.
	const pages = new Set([...registry.codes, ...registry.wrapperCodes].map((c) => c.code));
	const codeLink = (code: string) =>
		pages.has(code)
			? `<a href="${escapeXml(url(codePath(code, lang)))}"><code>${escapeXml(code)}</code></a>`
			: `<code>${escapeXml(code)}</code>`;
	return atomFeed({
		id: url(changesPath(lang)),
		title: t('changes.feedTitle'),
		lang: lang === 'zh-TW' ? 'zh-Hant-TW' : 'en',
		self: url(changesFeedPath(lang)),
		alternate: url(changesPath(lang)),
		author: 'Error Playbook',
		entries: releases(registry)
			.toReversed()
			.map((release) => {
				const link = url(changesPath(lang, releaseAnchor(release)));
				// HTML, as the page shows it: the summary, the changes to what the CLI prints, then each
				// code the release changed, linked to its page.
				const list = (items: string[]) =>
					items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '';
				const html = [
					`<p>${richHtml(release.summary[lang])}</p>`,
					list(release.changes.map((c) => richHtml(c.title[lang]))),
					list(
						release.codeChanges.map(
							(c) =>
								`${codeLink(c.code)}${lang === 'zh-TW' ? '：' : ': '}${richHtml(c.note[lang])}`,
						),
					),
				].join('');
				return {
					id: link,
					title: release.label[lang],
					updated: `${release.date}T00:00:00Z`,
					link,
					html,
				};
			}),
	});
}

/** A registry text as HTML: escaped, its `backtick` spans as <code>. */
function richHtml(text: string): string {
	return inlineCodeSegments(text)
		.map((s) => (s.code ? `<code>${escapeXml(s.text)}</code>` : escapeXml(s.text)))
		.join('');
}
