/**
 * The repository the site and the validator package are published from: where "Edit this page",
 * "Report a problem with this page" and the package's `repository`, `homepage` and `bugs` point.
 * It comes from the release environment, never from a constant here: REPOSITORY_URL, else the git
 * remote `origin` of the checkout (read by the caller, since this module also runs in the browser).
 * Unknown (a clone without `origin`, a remote on this machine), the links are left out; what is
 * published refuses to be built without it (`publicRepositoryProblem`), as it does without SITE_URL.
 */

/** The branch the edit links open: the one `.github/workflows/pages.yml` publishes. */
export const publishedBranch = 'main';

/**
 * The repository's web address (`https://github.com/owner/name`) from REPOSITORY_URL, else from
 * the URL of the git remote `origin` (`git@github.com:owner/name.git` and
 * `https://github.com/owner/name.git` alike); null when it names no public https repository.
 * REPOSITORY_URL set, even empty, is the answer alone: `REPOSITORY_URL=` says "unknown" whatever
 * the checkout's remote.
 */
export function repositoryUrl(
	env: Record<string, string | undefined>,
	gitOrigin: string | null,
): string | null {
	return webAddressOf((env.REPOSITORY_URL ?? gitOrigin ?? '').trim());
}

function webAddressOf(remote: string): string | null {
	// scp-like syntax of ssh remotes: git@host:owner/name(.git)
	const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+)$/.exec(remote);
	const candidate = scp
		? `https://${scp[1]}/${scp[2]}`
		: remote.replace(/^(ssh|git):\/\//, 'https://');
	if (!URL.canParse(candidate)) return null;
	const url = new URL(candidate);
	const path = url.pathname.replace(/\.git\/?$/, '').replace(/\/+$/, '');
	if (
		url.protocol !== 'https:' ||
		url.search !== '' ||
		url.hash !== '' ||
		url.password !== '' ||
		path.split('/').filter(Boolean).length < 2 ||
		isLocal(url.hostname)
	)
		return null;
	return `https://${url.host}${path}`;
}

/** A host that only this machine, or a network of its own, reaches: no visitor could follow it. */
function isLocal(hostname: string): boolean {
	const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
	return (
		!host.includes('.') ||
		host === 'localhost' ||
		host.endsWith('.localhost') ||
		/^127(\.\d{1,3}){3}$/.test(host) ||
		host === '0.0.0.0' ||
		host === '::1'
	);
}

/**
 * Why what is published cannot be built: the repository is unknown. A sentence that says how to
 * set it; null when known. `command` is what the reader runs again.
 */
export function publicRepositoryProblem(url: string | null, command: string): string | null {
	if (url !== null) return null;
	return [
		'The repository is unknown: REPOSITORY_URL is not set and the git remote "origin" is not a',
		'public https (or ssh) address. What is published links to it (edit and report links, the',
		"package's repository, homepage and bugs), so it needs that address: set REPOSITORY_URL, or add",
		'the remote, and run again:',
		`  REPOSITORY_URL=https://github.com/<owner>/error-playbook ${command}`,
		'(docs/DEPLOYMENT.md, "Build for the public address").',
	].join('\n');
}

/** The edit page of a file of the repository (`content/docs/guides/layers.mdx`) on the published branch. */
export function repositoryEditUrl(repository: string, file: string): string {
	return `${repository}/edit/${publishedBranch}/${file.replace(/^\/+/, '')}`;
}

/** The repository's issue list: the package's `bugs`. */
export function repositoryIssuesUrl(repository: string): string {
	return `${repository}/issues`;
}

/**
 * A new issue about one page, its address and title filled in, so that a report says where the
 * problem is without the reporter having to.
 */
export function reportProblemUrl(repository: string, page: { title: string; url: string }): string {
	const query = new URLSearchParams({
		title: `Problem on “${page.title}”`,
		body: `Page: ${page.url}\n\nWhat is wrong, and what did you expect?\n`,
	});
	return `${repositoryIssuesUrl(repository)}/new?${query}`;
}

/**
 * The site build (astro.config.mjs, Vite's `define`) replaces this name with the repository it
 * found, or null; elsewhere it is not defined and there is none.
 */
declare const SITE_REPOSITORY_URL: string | null | undefined;

/** The repository the pages were built with, for their edit and report links; null when unknown. */
export const builtRepository: string | null =
	typeof SITE_REPOSITORY_URL === 'string' ? SITE_REPOSITORY_URL : null;
