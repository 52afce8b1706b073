import { execFileSync } from 'node:child_process';

/**
 * The URL of the git remote `origin` of the checkout in `cwd`, or null (no git, not a checkout, no
 * such remote). One of the two sources of the repository's address (src/lib/site/repository.ts),
 * read where Node runs: the site's config and the package build.
 */
export function gitOrigin(cwd: string): string | null {
	try {
		return (
			execFileSync('git', ['remote', 'get-url', 'origin'], {
				cwd,
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'ignore'],
			}).trim() || null
		);
	} catch {
		return null;
	}
}
