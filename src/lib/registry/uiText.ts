import en from '../../content/i18n/en.json' with { type: 'json' };
import zhTW from '../../content/i18n/zh-TW.json' with { type: 'json' };
import { type Dictionary, type Lang, translator } from '../i18n/index.ts';

/**
 * The site's own UI strings (`src/content/i18n/`), so that a Markdown twin uses the headings and
 * sentences of its HTML page word for word, in both languages, without Astro.
 */
export type UiKey = keyof typeof en & keyof typeof zhTW;

const dictionary: Dictionary<UiKey> = { en, 'zh-TW': zhTW };

export function uiText(lang: Lang) {
	return translator(dictionary, lang);
}
