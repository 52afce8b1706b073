import upstream from '../../../content/registry/releases.json' with { type: 'json' };

/**
 * Registry source references as links on GitHub. The repository and the contract snapshot's commit
 * are read from `content/registry/releases.json` (its first release is the snapshot), the one place
 * that names them. The JSON is read here rather than through the registry module, which this
 * browser-safe family must not import; only build-time pages call these functions, so the file
 * stays out of the browser's bundles.
 */
const repository = upstream.repository;
const contractCommit = upstream.releases[0]!.commit;

const lines = (first: string, last: string | undefined) => `#L${first}${last ? `-L${last}` : ''}`;

/** A contract source reference (`path:12` or `path:12-30`) as a link to those lines at the contract snapshot. */
export function upstreamSourceUrl(reference: string): string {
	const match = /^(.+):(\d+)(?:-(\d+))?$/.exec(reference);
	if (!match) throw new Error(`not a path:line reference: ${reference}`);
	const [, path, first, last] = match;
	return `https://github.com/${repository}/blob/${contractCommit}/${path}${lines(first!, last)}`;
}

/**
 * Any source reference of the registry as a link: `path:line` (at the contract snapshot),
 * `<tag>:path:line` or a commit (a release's), `<owner>/<repo>@<tag>:path:line` (another repository,
 * e.g. IntentCall).
 */
export function sourceUrl(reference: string): string {
	const external = /^([^/@:]+\/[^/@:]+)@([^:]+):(.+):(\d+)(?:-(\d+))?$/.exec(reference);
	if (external) {
		const [, repo, tag, path, first, last] = external;
		return `https://github.com/${repo}/blob/${tag}/${path}${lines(first!, last)}`;
	}
	return /^[0-9a-f]{7}$/.test(reference) || reference.split(':').length > 2
		? releaseSourceUrl(reference)
		: upstreamSourceUrl(reference);
}

/**
 * A release source (releases.json) as a link on GitHub: a bare 7-digit commit opens the commit;
 * `<tag|commit>:<path>:<line[-line]>` opens those lines at that tag or commit (not at the contract
 * snapshot, as `upstreamSourceUrl` does: the evidence of a release is in that release).
 */
export function releaseSourceUrl(reference: string): string {
	if (/^[0-9a-f]{7}$/.test(reference))
		return `https://github.com/${repository}/commit/${reference}`;
	const match = /^([^:]+):(.+):(\d+)(?:-(\d+))?$/.exec(reference);
	if (!match) throw new Error(`not a release source: ${reference}`);
	const [, ref, path, first, last] = match;
	return `https://github.com/${repository}/blob/${ref}/${path}${lines(first!, last)}`;
}
