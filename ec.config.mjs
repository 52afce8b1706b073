// @ts-check
import { langOfPath } from './src/lib/i18n/index.ts';

/**
 * Expressive Code's options that are functions. They cannot sit in astro.config.mjs: the <Code>
 * component of the code pages reads its options from there as JSON, and only this file (fixed
 * name, project root) may hold functions.
 *
 * A code block is labelled ("Copy to clipboard", "Terminal window") in the language of its page.
 * Starlight finds a guide's language from its path under src/content/docs, but that folder is a
 * symlink to content/docs and the Markdown pipeline hands over the real path
 * (content/docs/zh-tw/…), so every zh-TW guide's blocks were labelled in English.
 */
export default {
	/** @param {{ file: { path: string; url?: URL } }} context */
	getBlockLocale: ({ file }) =>
		file.url && file.url.protocol !== 'file:'
			? langOfPath(file.url.pathname)
			: /[\\/]docs[\\/]zh-tw[\\/]/.test(file.path)
				? 'zh-TW'
				: 'en',
};
