/**
 * Records which English text each zh-TW translation was made from (see scripts/lib/translationSources.ts).
 *
 *   npm run translations:refresh -- <what>…              the translation is up to date
 *   npm run translations:refresh -- --outdated <what>…   known outdated: keep the old hash and
 *                                                        show a notice on the zh-TW page
 *   npm run translations:refresh -- --all                every translation is up to date
 *
 * <what> is an English guide (`guides/layers.mdx`) or a registry text path as the unit test prints
 * it (`codes.json#connect_failed/meaning`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	docsRoot,
	guideTranslations,
	hashesPath,
	readHashes,
	registryTexts,
	sourceHash,
	withTranslationState,
} from './lib/translationSources.ts';

const args = process.argv.slice(2);
const outdated = args.includes('--outdated');
const all = args.includes('--all');
const targets = new Set(args.filter((a) => !a.startsWith('--')));
if (!all && targets.size === 0) {
	console.error(
		'usage: npm run translations:refresh -- [--outdated] <guide or registry path>… | --all',
	);
	process.exit(2);
}
const wanted = (what: string) => all || targets.has(what);
const done = new Set<string>();

for (const guide of guideTranslations()) {
	if (!wanted(guide.page)) continue;
	const file = join(docsRoot, 'zh-tw', guide.page);
	const state = outdated
		? { sourceHash: guide.sourceHash ?? guide.current, outdated: guide.current }
		: { sourceHash: guide.current };
	writeFileSync(file, withTranslationState(readFileSync(file, 'utf8'), state));
	done.add(guide.page);
}

const hashes = readHashes();
const texts = registryTexts();
const sources: Record<string, string> = {};
const knownOutdated: Record<string, string> = {};
for (const [path, en] of texts) {
	const current = sourceHash(en);
	const previous = hashes.sources[path];
	if (wanted(path)) {
		done.add(path);
		sources[path] = outdated ? (previous ?? current) : current;
		if (outdated) knownOutdated[path] = current;
	} else {
		// A text new to the file has never been checked against a translation: record it as is.
		sources[path] = previous ?? current;
		if (hashes.knownOutdated[path]) knownOutdated[path] = hashes.knownOutdated[path]!;
	}
}
writeFileSync(hashesPath, `${JSON.stringify({ sources, knownOutdated }, null, '\t')}\n`);

const missed = [...targets].filter((t) => !done.has(t));
if (missed.length) {
	console.error(`not a guide or registry text: ${missed.join(', ')}`);
	process.exit(1);
}
console.log(
	`${outdated ? 'marked outdated' : 'up to date'}: ${all ? 'every translation' : [...done].join(', ')}`,
);
