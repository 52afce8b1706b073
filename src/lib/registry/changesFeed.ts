import { type Lang, plainText } from '../i18n/index.ts';
import {
	absoluteUrl,
	atomFeed,
	changesFeedPath,
	changesPath,
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
				// Plain text: the summary, then one line per change, so a reader's preview is useful.
				const lines = [
					plainText(release.summary[lang]),
					...release.changes.map((c) => `- ${plainText(c.title[lang])}`),
					...release.codeChanges.map(
						(c) => `- ${c.code}${lang === 'zh-TW' ? '：' : ': '}${plainText(c.note[lang])}`,
					),
				];
				return {
					id: link,
					title: release.label[lang],
					updated: `${release.date}T00:00:00Z`,
					link,
					content: lines.join('\n'),
				};
			}),
	});
}
