import { format, type Lang } from '../i18n/index.ts';
import { upstreamSourceUrl } from '../site/index.ts';
import { contractRelease, laterCodesByRelease, uiText, type Registry } from '../registry/index.ts';
import type { Link } from './parts.ts';

/**
 * The contract-and-CLI differences page (`/reference/contract-vs-cli/`) as data: every entry of
 * deviations.json with the codes it concerns and its upstream evidence, then the codes later
 * releases added, grouped by the release that added them. The page and its Markdown twin
 * (`differencesMarkdown`) both render this.
 */
export interface DifferencesPageView {
	title: string;
	description: string;
	lead: string;
	deviations: DeviationEntryView[];
	later: LaterCodesView;
}

export interface DeviationEntryView {
	id: string;
	title: string;
	/** The label carries its own colon (`Codes:`, `代碼：`); `all` when it concerns every code. */
	codes: { label: string; all: string | null; codes: string[] };
	contract: { label: string; text: string };
	cli: { label: string; text: string };
	/** The label carries its own colon. */
	sources: { label: string; links: Link[] };
}

export interface LaterCodesView {
	anchor: string;
	heading: string;
	lead: string;
	groups: {
		release: string;
		/** Said when the release renamed the binary; `backticks` mark code. */
		renamed: string | null;
		lead: string;
		caption: string;
		columns: [string, string, string, string];
		rows: { code: string; category: string; descriptor: string; meaning: string }[];
	}[];
}

export function differencesPage(registry: Registry, lang: Lang): DifferencesPageView {
	const t = uiText(lang);
	const contract = contractRelease(registry);
	return {
		title: t('differences.title'),
		description: t('differences.description'),
		lead: format(t('differences.lead'), {
			binary: contract.binary,
			commit: contract.commit,
			count: registry.deviations.length,
		}),
		deviations: registry.deviations.map((d) => ({
			id: d.id,
			title: d.title[lang],
			codes: {
				label: t('differences.codes'),
				all: d.codes === 'all' ? t('differences.allCodes') : null,
				codes: d.codes === 'all' ? [] : [...d.codes],
			},
			contract: { label: t('differences.contract'), text: d.contract[lang] },
			cli: { label: t('differences.cli'), text: d.cli[lang] },
			sources: {
				label: t('differences.sources'),
				links: d.sources.map((source) => ({ href: upstreamSourceUrl(source), text: source })),
			},
		})),
		later: {
			anchor: 'later-codes',
			heading: t('later.heading'),
			lead: t('later.lead'),
			groups: laterCodesByRelease(registry).map(({ release, codes, previousBinary }) => {
				const label = release.label[lang];
				return {
					release: release.id,
					renamed:
						release.binary === previousBinary
							? null
							: format(t('later.renamed'), {
									release: label,
									binary: `\`${release.binary}\``,
									previous: `\`${previousBinary}\``,
								}),
					lead: format(t('later.releaseLead'), {
						release: label,
						count: codes.length,
						source: `\`${release.codesFile}\``,
					}),
					caption: format(t('later.caption'), { release: label }),
					columns: [
						t('later.colCode'),
						t('later.colCategory'),
						t('later.colDescriptor'),
						t('later.colMeaning'),
					],
					rows: codes.map((c) => ({
						code: c.code,
						category: c.category,
						descriptor: format(t('later.descriptor'), {
							retryable: t(c.retryable ? 'common.yes' : 'common.no'),
							exitCode: c.exitCode,
							status: c.httpLikeStatus,
						}),
						meaning: c.meaning[lang],
					})),
				};
			}),
		},
	};
}
