import * as z from 'zod';
import { type Lang, languages, series, translator, withNote } from '../lib/i18n/index.ts';
import { absoluteUrl, codePath } from '../lib/site/index.ts';
import {
	codePage,
	wrapperPage,
	type CodeFacts,
	type WhatToDoSection,
	type WrapperPageView,
} from '../lib/views/index.ts';
import { codeText, wrapperText } from '../lib/terminal/index.ts';
import {
	codeRecord,
	codeRecordSchema,
	reasonTextsOf,
	resolveRegistryQuery,
	unknownCodeAnswer,
	candidatesTie,
	fixSchema,
	type CodeEntry,
	type Fix,
	type Registry,
	type WrapperCode,
} from '../lib/registry/index.ts';
import { reasonText } from '../lib/codeNames/index.ts';
import { safeJson } from '../lib/report/index.ts';
import { mcpMessages } from './mcpMessages.ts';
import { toolFailure, toolSuccess } from './toolResult.ts';

/** `explain_code`: what the registry says about one code, as `/codes.json` and the code page say it. */

const retryPolicySchema = z.discriminatedUnion('kind', [
	z.strictObject({ kind: z.literal('backoff'), attempts: z.int(), firstDelayMs: z.int() }),
	z.strictObject({ kind: z.literal('after-recovery') }),
	z.strictObject({ kind: z.literal('never') }),
]);

const fixOutput = z.strictObject({
	id: z.string(),
	url: z
		.url()
		.meta({ description: 'The fix on the code page (`#fix-<id>`), in the requested language.' }),
	cause: z.string().meta({ description: 'The situation it answers; `backticks` mark code.' }),
	when: z.string().nullable().meta({
		description: 'What in a payload selects it, in words; null for the usual case.',
	}),
	select: fixSchema.shape.when.unwrap().nullable().meta({
		description:
			'The same as data: `details` members and values ("*": present), `message` prefix, `meta.command`, surface, exit status; all must hold.',
	}),
	steps: z.array(z.string()).meta({ description: 'What to do, in order.' }),
	command: z.string().nullable().meta({
		description:
			'The command to run, as the newest release spells it; `<placeholders>` to fill (see `recovery.placeholders`).',
	}),
	check: z
		.strictObject({
			command: z.string().nullable().meta({ description: 'What to run to see that it worked.' }),
			expect: z.string().meta({ description: 'What it prints when the fix worked.' }),
		})
		.meta({ description: 'How to tell the fix is done.' }),
});

export const explainCodeOutput = z.strictObject({
	status: z.enum(['contract', 'later', 'wrapper']).meta({
		description:
			'`contract`: a code of the v3 contract table. `later`: added by a later release (see `addedIn`), with the same page and record. `wrapper`: a code IntentCall sends of its own around the CLI’s result; no descriptor, no recovery (see `wrapper`).',
	}),
	code: z.string(),
	meaning: z.string().meta({ description: 'One line, in the requested language.' }),
	retry: z
		.strictObject({ policy: retryPolicySchema, label: z.string(), text: z.string() })
		.nullable()
		.meta({
			description:
				'Whether and how to retry, as the playground and the code page advise it; null for a wrapper code (see `wrapper.retry`).',
		}),
	recovery: z
		.strictObject({
			command: z.string().nullable().meta({
				description:
					'The fix command as the newest release spells it (what people run today), placeholders in `<angle_brackets>`; null when the code has an instruction instead.',
			}),
			contractCommand: z.string().nullable().meta({
				description:
					'The same command in the v3 contract’s words (`flutter_mcp_cli …`), when it differs; null otherwise.',
			}),
			instruction: z.string().nullable(),
			summary: z.string(),
			placeholders: z
				.array(z.strictObject({ name: z.string(), description: z.string() }))
				.meta({ description: 'What to put in place of each `<placeholder>`.' }),
		})
		.nullable()
		.meta({ description: 'In the requested language; null for a wrapper code.' }),
	fixes: z.array(fixOutput).meta({
		description:
			'What to do, per cause, the likely one first, each ending with its check (fix → check), in the requested language. Empty for a code the registry has no fixes for yet: then `recovery` (or `wrapper.whatToDo`) is the advice.',
	}),
	pages: z
		.strictObject({ en: z.url(), 'zh-TW': z.url() })
		.meta({ description: 'The code page in each language.' }),
	record: codeRecordSchema.nullable().meta({
		description: 'The code’s `/codes.json` record (both languages); null for a wrapper code.',
	}),
	addedIn: z.strictObject({ release: z.string(), binary: z.string() }).nullable().meta({
		description:
			'For a code the contract table lacks: the release that added it and the binary it names.',
	}),
	wrapper: z
		.strictObject({
			wrapper: z.string(),
			contractError: z.string(),
			whatToDo: z.string(),
			retry: z.string(),
		})
		.nullable()
		.meta({
			description:
				'For a wrapper code, in the requested language: where the contract’s error is, what to do, whether to retry.',
		}),
});

type ExplainCodeOutput = z.infer<typeof explainCodeOutput>;

function pagesOf(path: (lang: Lang) => string, site: string) {
	const [en, zh] = languages.map((lang) => absoluteUrl(site, path(lang)));
	return { en: en!, 'zh-TW': zh! };
}

/** The view's fixes as data, each with its place on the page; `select` is the registry's `when`. */
function fixesOf(
	section: WhatToDoSection,
	fixes: readonly Fix[] | undefined,
	page: string,
): ExplainCodeOutput['fixes'] {
	return section.fixes.map((fix, i) => ({
		id: fix.id,
		url: `${page}#${fix.anchor}`,
		cause: fix.cause,
		when: fix.when,
		select: fixes?.[i]?.when ?? null,
		steps: fix.steps,
		command: fix.command,
		// The page shows a command that is its own check once; an agent gets it in both places.
		check: { command: fix.check.same ? fix.command : fix.check.command, expect: fix.check.expect },
	}));
}

function codeAnswer(
	registry: Registry,
	entry: CodeEntry,
	facts: CodeFacts,
	whatToDo: WhatToDoSection,
	lang: Lang,
	site: string,
): ExplainCodeOutput {
	const { recovery, addedIn } = facts;
	const pages = pagesOf((l) => codePath(entry.code, l), site);
	return {
		status: addedIn ? 'later' : 'contract',
		code: entry.code,
		meaning: facts.meaning,
		retry: facts.retry,
		recovery: {
			command: recovery.kind === 'command' ? recovery.command : null,
			contractCommand: recovery.kind === 'command' ? recovery.contractCommand : null,
			instruction: recovery.kind === 'instruction' ? recovery.instruction : null,
			summary: recovery.summary,
			placeholders: recovery.placeholders,
		},
		fixes: fixesOf(whatToDo, entry.fixes, pages[lang]),
		pages,
		record: codeRecord(registry, entry, site),
		addedIn: addedIn ? { release: addedIn.id, binary: addedIn.binary } : null,
		wrapper: null,
	};
}

function wrapperAnswer(
	view: WrapperPageView,
	code: WrapperCode,
	lang: Lang,
	site: string,
): ExplainCodeOutput {
	const pages = pagesOf((l) => codePath(code.code, l), site);
	return {
		status: 'wrapper',
		code: code.code,
		meaning: code.meaning[lang],
		retry: null,
		recovery: null,
		fixes: fixesOf(view.whatToDo, code.fixes, pages[lang]),
		pages,
		record: null,
		addedIn: null,
		wrapper: {
			wrapper: code.wrapper,
			contractError: code.contractError[lang],
			whatToDo: code.whatToDo[lang],
			retry: code.retry[lang],
		},
	};
}

/** Candidates named in the prose at most (the JSON block has them all). */
const namedCandidates = 10;

/**
 * Finds the code as typed, or as people type it (`CONNECT-FAILED`, `connect_failed。`), by the
 * resolver the CLI and the site use too: a spelling of a code is the code itself, not a guess.
 * Anything else is an error result; when the text can be codes (a typo, an exit code, an
 * HTTP-like status, a line of a message), its first block is them as data, best first, each with
 * its meaning, page and reasons (as data and as a sentence in `lang`), and its second says so.
 */
export function explainCode(registry: Registry, input: string, lang: Lang, site: string) {
	const found = resolveRegistryQuery(registry, input);
	const wanted = found.kind === 'code' ? found.code : undefined;
	const entry = registry.codes.find((c) => c.code === wanted);
	const wrapper = entry ? undefined : registry.wrapperCodes.find((c) => c.code === wanted);
	if (entry || wrapper) {
		// The page's view, and the text `explain` prints for it: the same answer as the page, its
		// twin and the CLI. Links plain: a client shows the URL as it is.
		const options = { lang, siteUrl: site, link: (url: string) => url };
		if (entry) {
			const view = codePage(registry, entry, lang);
			const answer = codeAnswer(registry, entry, view.facts, view.sections.whatToDo, lang, site);
			return toolSuccess(answer, codeText(view, options));
		}
		const view = wrapperPage(registry, wrapper!, lang);
		return toolSuccess(wrapperAnswer(view, wrapper!, lang, site), wrapperText(view, options));
	}
	const t = translator(mcpMessages, lang);
	const { suggestions, candidates } = unknownCodeAnswer(input, found);
	const typo = candidates.every((c) => c.reasons.every((r) => r.kind === 'spelling'));
	if (candidates.length === 0 || typo) {
		const hint = suggestions.length
			? t('error.didYouMean', { suggestions: series(suggestions, lang) })
			: t('error.listCodes');
		return toolFailure(`${t('error.unknownCode', { code: input })}\n${hint}`);
	}
	const texts = reasonTextsOf(lang);
	const meaningOf = (code: string) =>
		(registry.codes.find((c) => c.code === code) ??
			registry.wrapperCodes.find((c) => c.code === code))!.meaning[lang];
	const data = {
		error: 'unknown_code',
		input,
		candidates: candidates.map((c) => ({
			code: c.code,
			meaning: meaningOf(c.code),
			page: absoluteUrl(site, codePath(c.code, lang)),
			reasons: c.reasons.map((r) => ({ ...r, text: reasonText(r, texts) })),
		})),
	};
	// The language's brackets: 「state_lock_conflict（結束代碼 75（EX_TEMPFAIL））」 (zh-TW review 10, item 5).
	const named = data.candidates
		.slice(0, namedCandidates)
		.map((c) =>
			withNote(c.code, c.reasons.map((r) => r.text).join(lang === 'zh-TW' ? '；' : '; '), lang),
		);
	const prose = [
		t(candidatesTie(found) ? 'error.candidatesTied' : 'error.candidates', {
			code: input,
			count: candidates.length,
		}),
		...named.map((line) => `- ${line}`),
		t('error.callAgain'),
	].join('\n');
	return {
		content: [
			{ type: 'text' as const, text: safeJson(data) },
			{ type: 'text' as const, text: prose },
		],
		isError: true,
	};
}
