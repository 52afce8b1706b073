import { format, type Lang } from '../i18n/index.ts';
import { changesFeedPath, releaseAnchor, releaseSourceUrl } from '../site/index.ts';
import { contractRelease, releases, uiText, type Registry } from '../registry/index.ts';
import type { Link } from './parts.ts';

/**
 * The changes page (`/reference/changes/`) as data: every release, newest first, under its stable
 * anchor, with its facts, its changes to what the CLI prints and what it changed per code. The page
 * (`changes.astro`, `ReleaseSection.astro`) and its Markdown twin (`changesMarkdown`) both render
 * this, so they cannot drift apart.
 */
export interface ChangesPageView {
	title: string;
	lead: string;
	/** How to link to a release: its anchor, with an example. */
	anchors: string;
	feed: Link;
	releases: ReleaseView[];
}

export interface ReleaseView {
	id: string;
	anchor: string;
	title: string;
	/** Each fact's label ends in its colon; the value follows it (see `labelGap`). */
	date: { label: string; value: string };
	binary: { label: string; value: string; unpublished: string | null };
	aliases: { label: string; values: string[] } | null;
	summary: string;
	/** Said when the release changed neither what the CLI prints nor a code. */
	none: string | null;
	wire: {
		title: string;
		anchor: string;
		changes: {
			id: string;
			title: string;
			where: { label: string; value: string };
			text: string;
			sources: { label: string; links: Link[] };
		}[];
	} | null;
	perCode: {
		title: string;
		anchor: string;
		caption: string;
		columns: [string, string, string];
		rows: { code: string; hasPage: boolean; note: string; sources: Link[] }[];
	} | null;
}

const sourceLinks = (sources: readonly string[]): Link[] =>
	sources.map((source) => ({ href: releaseSourceUrl(source), text: source }));

export function changesPage(registry: Registry, lang: Lang): ChangesPageView {
	const t = uiText(lang);
	const all = releases(registry).toReversed();
	const contract = contractRelease(registry);
	// Every code of the registry has a page, the later ones and IntentCall's own included.
	const hasPage = (code: string) =>
		registry.codes.some((c) => c.code === code) ||
		registry.wrapperCodes.some((c) => c.code === code);
	return {
		title: t('changes.title'),
		lead: format(t('changes.lead'), {
			count: all.filter((r) => r.published).length,
			contract: contract.commit,
			binary: contract.binary,
		}),
		anchors: format(t('changes.anchors'), { example: `#${releaseAnchor(all[0]!)}` }),
		feed: { href: changesFeedPath(lang), text: t('changes.feed') },
		releases: all.map((release): ReleaseView => {
			const anchor = releaseAnchor(release);
			return {
				id: release.id,
				anchor,
				title: release.label[lang],
				date: { label: t('changes.date'), value: release.date },
				binary: {
					label: t('changes.binary'),
					value: release.binary,
					unpublished: release.published ? null : t('changes.unpublished'),
				},
				aliases:
					release.aliases.length > 0
						? { label: t('changes.aliases'), values: [...release.aliases] }
						: null,
				summary: release.summary[lang],
				// The contract snapshot is what the others are compared with: "no change" is no news there.
				none:
					release !== contract && release.changes.length === 0 && release.codeChanges.length === 0
						? t('changes.none')
						: null,
				wire:
					release.changes.length > 0
						? {
								title: t('changes.wire'),
								anchor: `${anchor}-wire`,
								changes: release.changes.map((change) => ({
									id: change.id,
									title: change.title[lang],
									where: {
										label: t('changes.surface'),
										value: t(`changes.surface.${change.surface}`),
									},
									text: change.text[lang],
									sources: { label: t('changes.sources'), links: sourceLinks(change.sources) },
								})),
							}
						: null,
				perCode:
					release.codeChanges.length > 0
						? {
								title: t('changes.perCode'),
								anchor: `${anchor}-codes`,
								caption: format(t('changes.codeCaption'), { release: release.label[lang] }),
								columns: [t('changes.colCode'), t('changes.colChange'), t('changes.colSources')],
								rows: release.codeChanges.map((change) => ({
									code: change.code,
									hasPage: hasPage(change.code),
									note: change.note[lang],
									sources: sourceLinks(change.sources),
								})),
							}
						: null,
			};
		}),
	};
}
