import type { Lang } from '../i18n/index.ts';
import { templateTranslator } from './findings/templateTranslator.ts';
import type { NextMessageKey } from './findings/explanationMessages.ts';
import type { JsonSyntaxReason } from './json/jsonScan.ts';
import { retryPolicyIn } from './contract/retryAdvice.ts';
import { messagesFor } from './messages/languageStore.ts';
import type { EngineRegistry } from './registryTypes.ts';
import type { NextPage, NextStep, ValidationResult } from './validationTypes.ts';

/**
 * Every verdict ends in "Next:" and a page (visitor review 3, #1): an error object gets its code's
 * retry advice and page; a crash, an IntentCall failure, a success or text that is no output of
 * the CLI gets the step that matters for it and the guide section or code page that explains it.
 */

const whereErrorsAppear = 'guides/where-errors-appear';

/**
 * The headings of "Where errors appear" that steps link to, by their id in each language (as
 * Starlight slugs them; `tests/build/nextStepPages.test.ts` checks each one exists in the build).
 */
export const guideAnchors = {
	stdout: { en: 'stdout', 'zh-TW': 'stdout' },
	toolkitMissing: { en: 'the-app-has-no-mcp_toolkit', 'zh-TW': 'app-裡沒有-mcp_toolkit' },
	noErrorObject: { en: 'failures-without-an-error-object', 'zh-TW': '不帶錯誤物件的失敗' },
	daemonRpc: { en: 'json-rpc-errors-of-the-daemon', 'zh-TW': 'daemon-的-json-rpc-錯誤' },
	daemon: { en: 'the-daemon', 'zh-TW': 'daemon' },
	mcpToolResults: { en: 'mcp-tool-results', 'zh-TW': 'mcp-工具結果' },
} as const satisfies Record<string, Record<Lang, string>>;

/**
 * The breaks a cut or retyped paste cannot make: the CLI never prints them and pasting again gives
 * the same NaN, comment or comma, so "paste it again" sent the reader in a circle (English review
 * 9 #7). Every other break (an early end, an open string…) may come from a paste cut short.
 */
const fromACutPaste: ReadonlySet<JsonSyntaxReason> = new Set<JsonSyntaxReason>([
	'unexpectedEnd',
	'unterminatedString',
	'controlCharacter',
	'invalidEscape',
	'invalidNumber',
	'expectedValue',
	'expectedKey',
	'expectedColon',
	'expectedCommaOrBrace',
	'expectedCommaOrBracket',
	'trailingText',
	'keyOutsideObject',
]);

/** What an app without mcp_toolkit makes every toolkit call end in (connection_context.dart:905-923). */
const toolkitMissingText = /Bad state: Extension call returned null/;

export interface NextStepInput {
	result: Omit<ValidationResult, 'next'>;
	text: string;
	registry: EngineRegistry;
	lang: Lang;
	binary: string;
	/** IntentCall's own code, for a failure whose details are no error object. */
	intentCallCode?: string | undefined;
	/** Why the JSON is broken, when it is. */
	syntaxReason?: JsonSyntaxReason | undefined;
	/** A fix chosen for the paste, and whether its cause must go before any retry. */
	fixChosen?: { changeFirst: boolean } | undefined;
	/** Whether the error object's own `descriptor.retryable` is `true`. */
	ownRetryable?: boolean | undefined;
}

export function nextStep({
	result,
	text,
	registry,
	lang,
	binary,
	intentCallCode,
	syntaxReason,
	fixChosen,
	ownRetryable,
}: NextStepInput): NextStep | null {
	if (result.verdict === 'none' || result.inputKind === 'too-large') return null;
	const t = templateTranslator(messagesFor(lang).explanations);
	const guide = (anchor: keyof typeof guideAnchors): NextPage => ({
		kind: 'guide',
		guide: whereErrorsAppear,
		anchor: guideAnchors[anchor][lang],
	});
	const say = (id: string, key: NextMessageKey, page: NextPage, params = {}): NextStep => ({
		id,
		text: t(key, { binary, ...params }),
		page,
	});
	const explanation = result.explanation;
	if (explanation && result.verdict === 'not-envelope') {
		const id = explanation.id;
		switch (id) {
			case 'notCliOutput':
				return say(id, 'next.noEnvelope', guide('stdout'));
			case 'toolkitMissing':
				return say(id, 'next.toolkitMissing', guide('toolkitMissing'));
			case 'noFlutterIsolate':
			case 'vmNotConnectedCrash':
			case 'stateLockCrash':
			case 'unhandledException':
			case 'noToolRegistered':
				return say(id, `next.${id}`, guide('noErrorObject'));
			case 'schemaValidation':
				return say(id, 'next.schemaValidation', guide('noErrorObject'), {
					// dart_mcp's own words, quoted in the explanation in either language: the key that
					// failed, not the whole argument object (zh-TW review 9, item 2, 「#root 的引數」).
					path: / at path (#root(?:\["[^"\n]*"\])*)/.exec(explanation.text)?.[1] ?? '#root',
				});
			case 'toolUncaughtError':
				return toolkitMissingText.test(text)
					? say(id, 'next.toolkitMissing', guide('toolkitMissing'))
					: say(id, 'next.toolUncaughtError', guide('noErrorObject'));
			case 'rpcServerError':
			case 'rpcCancelled':
				return say(id, `next.${id}`, guide('daemonRpc'));
			case 'rpcParseError':
			case 'rpcInvalidRequest':
			case 'rpcMethodNotFound':
			case 'rpcInvalidParams':
			case 'rpcOther':
				return say(id, 'next.rpcFix', guide('daemonRpc'));
			case 'doctorCriticalFailed':
				return say(id, 'next.doctorCriticalFailed', {
					kind: 'code',
					code: 'doctor_critical_failed',
				});
			case 'intentCallFailure':
				return intentCallNext(id);
			default:
				// doctor's passing report, a success, a watch event without a failure: a daemon
				// stream's reader is sent to the daemon's section, where `watch_error` is.
				return say(
					id,
					'next.success',
					guide(result.inputKind === 'watch-event' ? 'daemon' : 'stdout'),
				);
		}
	}
	if (result.code !== null) {
		if (result.knownCode && result.retry) {
			const page: NextPage = { kind: 'code', code: result.code };
			// The Retry row says whether to retry; Next says what to do first, which is the chosen fix
			// unless the cause may pass by itself (English review 10, item 6). No fix chosen yet (the
			// playground fetches them on demand): the retry advice's label is all there is.
			if (!fixChosen)
				return {
					id: 'recover',
					text: `${result.retry.label}${lang === 'zh-TW' ? '。' : '.'}`,
					page,
				};
			const entry = registry.codes.find((c) => c.code === result.code);
			const backoffFirst =
				!fixChosen.changeFirst &&
				entry !== undefined &&
				retryPolicyIn(registry.exitCodes, entry).kind === 'backoff';
			return say('recover', backoffFirst ? 'next.backoffThenFix' : 'next.fixThenCall', page);
		}
		// A wrapper's own code in an error object (the gateway wraps validation_error so): its page.
		const wrapper = registry.wrapperCodes?.find((w) => w.code === result.code);
		if (wrapper)
			return {
				id: 'wrapperCode',
				text: wrapper.whatToDo[lang],
				page: { kind: 'code', code: wrapper.code },
			};
		const unknown: NextPage = { kind: 'code', code: 'unknown_error' };
		// The fallback keeps the object's own retryable (contract: clients treat an unknown code as
		// unknown_error); a condition the reader can see answered is said answered (English review 25).
		return say(
			'unknownCode',
			ownRetryable ? 'next.unknownCodeRetryable' : 'next.unknownCode',
			unknown,
			{
				code: result.code,
			},
		);
	}
	const syntax = result.findings.find((f) => f.rule === 'json.syntax');
	if (syntax)
		return say(
			'brokenJson',
			syntaxReason && !fromACutPaste.has(syntaxReason) ? 'next.notWrittenByCli' : 'next.brokenJson',
			guide('stdout'),
			{ position: `${syntax.line}:${syntax.column}` },
		);
	// An MCP result (another server's format included) is explained under MCP tool results, not
	// under stdout (English review 19).
	const mcp = result.inputKind.startsWith('mcp-') || result.inputKind === 'foreign-tool-error';
	return say('noEnvelope', 'next.noEnvelope', guide(mcp ? 'mcpToolResults' : 'stdout'));

	/**
	 * IntentCall's own code: its page's first step. The common case, an app without mcp_toolkit,
	 * gets that step in a sentence; anything else gets the code page's "What to do" whole.
	 */
	function intentCallNext(id: string): NextStep {
		const wrapper = registry.wrapperCodes?.find((w) => w.code === intentCallCode);
		if (!wrapper) return say(id, 'next.intentCallOther', guide('mcpToolResults'));
		const page: NextPage = { kind: 'code', code: wrapper.code };
		if (toolkitMissingText.test(text)) return say(id, 'next.toolkitMissing', page);
		// The registry's text quotes identifiers in Markdown backticks; the renderers show them as code.
		return { id, text: wrapper.whatToDo[lang], page };
	}
}
