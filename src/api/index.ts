import { engineRegistry, validateInput } from '../lib/engine/index.ts';
import { type Lang, languages, parseLang } from '../lib/i18n/index.ts';
import { validationJson, type ValidateOutput } from '../lib/report/index.ts';
import { defaultSiteUrl, isSiteUrl } from '../lib/site/index.ts';
import type { CodeRecord, ExplainOutput } from './registryData.ts';

/**
 * The validator package's programmatic API (`import { validate, explain, codes } from
 * '@error-playbook/validator'`): what the CLI prints with `--json`, as values, built by the very
 * functions the CLI prints (`validationJson`, `codeRecord`). A module with no side effects: it reads
 * no argv, no environment and no stdin, and starts nothing.
 *
 * `validate` loads what the CLI's `validate` loads (the engine and its ready registry, zod/mini);
 * `explain` and `codes` need the registry module (full zod, every text of every code), which they
 * import on their first call, so an `import` of this file stays as light as `validate` (the package
 * test follows the static imports of `dist/index.mjs`).
 */

/**
 * The package build (`scripts/build-validator.ts`) replaces this name with the site the package was
 * built for, as it does for the CLI (`src/cli/run.ts`); from source it is the local preview.
 */
declare const PACKAGED_SITE_URL: string | undefined;
const packagedSite = typeof PACKAGED_SITE_URL === 'string' ? PACKAGED_SITE_URL : defaultSiteUrl;

export type { ValidateOutput, CodeRecord, ExplainOutput };
export type { Lang };

export interface ValidateOptions {
	/** The language of messages and of `page`: `en` (the default) or `zh-TW` (`zh-tw`, `zh_TW` too). */
	lang?: string;
	/** The site page URLs point to; by default the one the package was built for, as the CLI without `SITE_URL`. */
	siteUrl?: string;
}

export interface ExplainOptions {
	/** As for `validate`: the site the record's URLs point to. */
	siteUrl?: string;
}

function langOf(lang: string | undefined): Lang {
	if (lang === undefined) return 'en';
	const parsed = typeof lang === 'string' ? parseLang(lang) : undefined;
	if (!parsed)
		throw new TypeError(
			`lang must be one of ${languages.join(', ')}; got ${JSON.stringify(String(lang)).slice(0, 60)}`,
		);
	return parsed;
}

function siteOf(siteUrl: string | undefined): string {
	const site = siteUrl ?? packagedSite;
	if (typeof site !== 'string' || !isSiteUrl(site))
		throw new TypeError(
			`siteUrl must be an http or https address such as https://playbook.example.com; got ${JSON.stringify(String(site)).slice(0, 60)}`,
		);
	return site;
}

/**
 * Checks one input (an envelope, CLI output, an MCP tool result, a log with one in it…) and returns
 * exactly the object `error-playbook validate --json` prints for it (`/schemas/validate-output-v1.json`).
 * Never throws for bad input: empty, over-size or non-JSON text gets a verdict and findings.
 */
export function validate(text: string, options: ValidateOptions = {}): ValidateOutput {
	if (typeof text !== 'string')
		throw new TypeError(`validate expects the input as a string; got ${typeof text}`);
	const lang = langOf(options.lang);
	const site = siteOf(options.siteUrl);
	return validationJson(validateInput(text, { registry: engineRegistry, lang }), lang, site);
}

/**
 * What `error-playbook explain <code> --json` prints: the code's `/codes.json` record (texts in both
 * languages), an IntentCall wrapper code's registry entry, or `{ error: 'unknown_code', code,
 * suggestions, candidates }`: the codes text that names none can be (an exit code, a status, a
 * line of a message), with why. Codes are read as people type them (`CONNECT-FAILED`, `ConnectFailed`).
 */
export async function explain(code: string, options: ExplainOptions = {}): Promise<ExplainOutput> {
	if (typeof code !== 'string')
		throw new TypeError(`explain expects the code as a string; got ${typeof code}`);
	const site = siteOf(options.siteUrl);
	const { explainJson } = await import('./registryData.ts');
	return explainJson(code, site);
}

/** Every code of the registry as its `/codes.json` record, in the registry's order. */
export async function codes(options: ExplainOptions = {}): Promise<CodeRecord[]> {
	const site = siteOf(options.siteUrl);
	const { codeRecords } = await import('./registryData.ts');
	return codeRecords(site);
}
