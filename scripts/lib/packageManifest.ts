/**
 * The validator package's links (`homepage`, `repository`, `bugs`) come from the release
 * environment, not from the committed packages/validator/package.json, which must not carry an
 * address nobody has published: the package build (`prepack`) writes them in for `npm pack` and
 * `npm publish`, and `postpack` takes them out again. Text in, text out, one line per field right
 * after `"license"`, so that taking them out gives back the committed file byte for byte.
 */
import { repositoryIssuesUrl } from '../../src/lib/site/index.ts';

const fields = ['homepage', 'repository', 'bugs'] as const;
const fieldLine = new RegExp(`^  "(${fields.join('|')})": .*\\n`, 'gm');

/** The manifest without the release links (the committed form). */
export function withoutReleaseLinks(manifest: string): string {
	return manifest.replace(fieldLine, '');
}

/** The manifest with the release links: the site's address and the repository's. */
export function withReleaseLinks(
	manifest: string,
	links: { site: string; repository: string },
): string {
	const clean = withoutReleaseLinks(manifest);
	const license = /^  "license": .*\n/m.exec(clean);
	if (!license) throw new Error('packages/validator/package.json has no "license" line to follow');
	const lines = [
		`  "homepage": ${JSON.stringify(links.site)},`,
		`  "repository": { "type": "git", "url": ${JSON.stringify(`git+${links.repository}.git`)}, "directory": "packages/validator" },`,
		`  "bugs": ${JSON.stringify(repositoryIssuesUrl(links.repository))},`,
	].join('\n');
	const at = license.index + license[0].length;
	return `${clean.slice(0, at)}${lines}\n${clean.slice(at)}`;
}
