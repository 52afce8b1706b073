import type { EngineRegistry } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';

/**
 * The UI strings the playground's script shows, a fixed list: the page builds its data from this
 * list (a key missing from a dictionary fails the build there), and the script accepts only these
 * keys, so a string can neither go missing silently nor show as its raw key.
 */
export const playgroundStringKeys = [
	'playground.verdictValid',
	'playground.verdictInvalid',
	'playground.verdictNone',
	'playground.verdictNotEnvelope',
	'playground.verdictNotCli',
	'playground.verdictValidLater',
	'playground.verdictWarnings',
	'playground.laterCode',
	'playground.cliPrints',
	'playground.cliSuggested',
	'playground.unfilled',
	'playground.recoveryNotInput',
	'playground.unsafe',
	'playground.fixHeading',
	'playground.fixWhy',
	'playground.fixOnly',
	'playground.fixFirst',
	'playground.fixOther',
	'playground.fixMessageStarts',
	'playground.fixUsual',
	'playground.fixCopyCommand',
	'playground.fixCheck',
	'playground.fixCopyCheck',
	'playground.fixOthers',
	'playground.fixReport',
	'playground.fixReported',
	'playground.noFindings',
	'playground.count.error.one',
	'playground.count.error.other',
	'playground.count.warning.one',
	'playground.count.warning.other',
	'playground.count.info.one',
	'playground.count.info.other',
	'playground.verdictFirst',
	'playground.next',
	'playground.nextCodePage',
	'playground.nextGuidePage',
	'playground.notText',
	'playground.severityError',
	'playground.severityWarning',
	'playground.severityInfo',
	'playground.expected',
	'playground.actual',
	'playground.didYouMean',
	'playground.goTo',
	'playground.tooLarge',
	'playground.tooManyLines',
	'playground.badFragment',
	'playground.loadFailed',
	'playground.shareMasked.one',
	'playground.shareMasked.other',
	'playground.shareLong',
	'playground.copyFailed',
	'playground.openCodePage',
	'playground.findingHere',
	'playground.findingAnnounce',
	'playground.overlayOff',
	'playground.fixSet',
	'playground.fixReplaceCode',
	'playground.fixAddRecovery',
	'playground.fixLabel',
	'common.copy',
	'common.copied',
] as const;

export type PlaygroundStringKey = (typeof playgroundStringKeys)[number];

/** What the playground page hands its script, as inert JSON; the page declares it `satisfies` this. */
export interface PlaygroundData {
	lang: Lang;
	registry: EngineRegistry;
	/** Example id → the text the picker loads. */
	examples: Record<string, string>;
	strings: Record<PlaygroundStringKey, string>;
}
