import { readFileSync } from 'node:fs';
import { engineRegistry, validateInput } from '../../src/lib/engine/index.ts';
import type { Lang } from '../../src/lib/i18n/index.ts';
import { validationText } from '../../src/lib/report/index.ts';
import { playgroundExampleGroups, registry } from '../../src/lib/registry/index.ts';

/**
 * What the readings tests (tests/unit/registry/readings18.test.ts and those after it) look up: a code's or a wrapper
 * code's record, a guide's MDX source with its line breaks folded, a playground picker example,
 * and `validate`'s text report, as a reader of each would see them.
 */
export const codeEntry = (name: string) => registry.codes.find((c) => c.code === name)!;
export const wrapperEntry = (name: string) => registry.wrapperCodes.find((c) => c.code === name)!;

/** A guide or reference page's MDX source in `lang`, whitespace folded so a phrase can span lines. */
export const guideSource = (lang: Lang, path: string) =>
	readFileSync(`content/docs/${lang === 'en' ? '' : 'zh-tw/'}${path}.mdx`, 'utf8').replace(
		/\s+/g,
		' ',
	);

/** The text of the playground's picker example `id` (`broken:fixCommandMismatch`) in `lang`. */
export const pickerExample = (lang: Lang, id: string) =>
	playgroundExampleGroups(registry, lang)
		.flatMap((g) => g.examples)
		.find((e) => e.id === id)!.text;

/** `validate`'s text report of `text`; `link` prints a URL as the CLI would (plain by default). */
export const validateText = (text: string, lang: Lang, link = (url: string) => url) =>
	validationText(validateInput(text, { registry: engineRegistry, lang }), {
		lang,
		siteUrl: 'https://playbook.example.test',
		link,
	});
