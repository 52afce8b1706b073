import { type Lang, translator } from '../lib/i18n/index.ts';
import { defaultMaxChars, engineRegistry, validateInput } from '../lib/engine/index.ts';
import { linkFormat, validationJson, validationText } from '../lib/report/index.ts';
import { mcpMessages } from './mcpMessages.ts';
import { toolFailure, toolSuccess } from './toolResult.ts';

/**
 * `validate_envelope`: the playground's and `validate --json`'s verdict on a pasted text, built by
 * the same engine and the same `validationJson`, so the three never disagree. Text longer than the
 * engine's own limit (the CLI's and the playground's) is refused before the engine sees it, with
 * what to send instead: the engine would only answer `too-large`, which tells an agent less.
 */
export function validateEnvelope(text: string, lang: Lang, site: string) {
	if (text.length > defaultMaxChars) {
		const t = translator(mcpMessages, lang);
		return toolFailure(t('error.tooLarge', { size: text.length, limit: defaultMaxChars }));
	}
	const result = validateInput(text, { registry: engineRegistry, lang });
	// Plain URLs: an MCP client is no terminal, escape sequences would reach the model as text.
	const options = { lang, siteUrl: site, link: linkFormat(false) };
	return toolSuccess(validationJson(result, lang, site), validationText(result, options));
}
