import {
	resolveQuery,
	type CandidateReason,
	type PublishedCodeIndex,
	type QueryResolution,
	type ReasonTexts,
} from '../codeNames/index.ts';
import type { Lang } from '../i18n/index.ts';
import type { Registry } from './registrySchema.ts';
import { uiText } from './uiText.ts';

/**
 * What the resolver of typed text (`resolveQuery`, src/lib/codeNames) knows of each code: its
 * name, meaning in both languages, exit code, HTTP-like status and the message formats the CLI
 * prints it with. Every code with a page: the contract's and the later releases' (their `cli`
 * facts hold every release's formats: no release changed a code's messages or descriptor,
 * releases.json's `codeChanges`), and IntentCall's own, which have formats but no descriptor.
 */
export function codeIndexOf(registry: Registry): Omit<PublishedCodeIndex, 'reasons'> {
	return {
		codes: [
			...registry.codes.map((c) => ({
				code: c.code,
				meaning: c.meaning,
				exitCode: c.exitCode,
				httpLikeStatus: c.httpLikeStatus,
				messages: c.cli.messages.map((m) => m.format),
			})),
			...registry.wrapperCodes.map((w) => ({
				code: w.code,
				meaning: w.meaning,
				messages: w.messages.map((m) => m.format),
			})),
		],
		exitNames: registry.exitCodes.map((e) => ({ exitCode: e.exitCode, name: e.name })),
	};
}

/** The sentences that say why a code is a candidate, in one language (UI strings). */
export function reasonTextsOf(lang: Lang): ReasonTexts {
	const t = uiText(lang);
	return {
		name: t('codeQuery.reason.name'),
		mentioned: t('codeQuery.reason.mentioned'),
		spelling: t('codeQuery.reason.spelling'),
		nameWords: t('codeQuery.reason.nameWords'),
		exitCode: t('codeQuery.reason.exitCode'),
		httpLikeStatus: t('codeQuery.reason.httpLikeStatus'),
		message: t('codeQuery.reason.message'),
		meaningEn: t('codeQuery.reason.meaningEn'),
		meaningZh: t('codeQuery.reason.meaningZh'),
	};
}

/**
 * `/search/codes.json`: the index the site's boxes resolve typed text with (the search hints, the
 * home page's code box, the codes index filter), and the sentences of its reasons in both
 * languages. Fetched when someone first types, so no page carries it (the browser never imports
 * the registry module).
 */
export function searchCodesJson(registry: Registry): string {
	const published: PublishedCodeIndex = {
		...codeIndexOf(registry),
		reasons: { en: reasonTextsOf('en'), 'zh-TW': reasonTextsOf('zh-TW') },
	};
	return `${JSON.stringify(published)}\n`;
}

const indexes = new WeakMap<Registry, Omit<PublishedCodeIndex, 'reasons'>>();

/** `resolveQuery` over a registry: the call the CLI, the API and the MCP server make. */
export function resolveRegistryQuery(registry: Registry, input: string): QueryResolution {
	let index = indexes.get(registry);
	if (!index) indexes.set(registry, (index = codeIndexOf(registry)));
	return resolveQuery(index, input);
}

/** What `explain --json` prints (and the API returns) for a text that names no code. */
export interface UnknownCodeAnswer {
	error: 'unknown_code';
	code: string;
	/** Near spellings, best first (at most five): "did you mean". */
	suggestions: string[];
	/** Every code the text can be, best first, with why (an exit code, a message format…). */
	candidates: { code: string; reasons: CandidateReason[] }[];
}

/**
 * Whether the candidates all rank the same (every code of an exit code does): then their order is
 * the alphabet's, and "most likely first" would claim a ranking there is not (English review 9 #15).
 */
export function candidatesTie(resolution: QueryResolution): boolean {
	if (resolution.kind !== 'candidates') return false;
	const [first, ...rest] = resolution.candidates;
	return first !== undefined && rest.length > 0 && rest.every((c) => c.score === first.score);
}

export function unknownCodeAnswer(typed: string, resolution: QueryResolution): UnknownCodeAnswer {
	const candidates = resolution.kind === 'candidates' ? resolution.candidates : [];
	return {
		error: 'unknown_code',
		code: typed,
		suggestions: candidates
			.filter((c) => c.reasons.some((r) => r.kind === 'spelling'))
			.slice(0, 5)
			.map((c) => c.code),
		candidates: candidates.map((c) => ({ code: c.code, reasons: c.reasons })),
	};
}
