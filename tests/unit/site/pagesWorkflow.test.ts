import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The GitHub Pages workflow, read as GitHub reads it (a YAML parser, not a text search): it builds
 * the release build for the repository's Pages address and deploys exactly what that build wrote.
 */
const text = readFileSync(new URL('../../../.github/workflows/pages.yml', import.meta.url), 'utf8');
interface Step {
	id?: string;
	uses?: string;
	run?: string;
	with?: Record<string, unknown>;
	env?: Record<string, string>;
}
interface Job {
	needs?: string | string[];
	permissions?: Record<string, string>;
	steps: Step[];
}
const workflow = parse(text) as { permissions: Record<string, string>; jobs: Record<string, Job> };
const packageJson = JSON.parse(
	readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { scripts: Record<string, string> };

describe('the GitHub Pages workflow', () => {
	const build = workflow.jobs.build!.steps;
	const action = (steps: Step[], name: string) =>
		steps.find((s) => s.uses?.startsWith(`actions/${name}@`));

	it('builds with the release build, for the Pages address', () => {
		const step = build.find((s) => s.run?.includes('npm run'));
		expect(step?.run).toBe('npm run build:release');
		// The release build is the one that refuses a loopback or missing address.
		expect(packageJson.scripts['build:release']).toMatch(/^RELEASE=1 astro build\b/);
		const pages = action(build, 'configure-pages');
		expect(pages?.id).toBeDefined();
		expect(step?.env?.SITE_URL).toBe(`\${{ steps.${pages!.id}.outputs.base_url }}/`);
		// The repository the edit and report links point to: the one the workflow runs in.
		expect(step?.env?.REPOSITORY_URL).toBe('${{ github.server_url }}/${{ github.repository }}');
		// configure-pages runs before the build that reads its output.
		expect(build.indexOf(pages!)).toBeLessThan(build.indexOf(step!));
	});

	it('uploads what the build wrote, and deploys it after the build', () => {
		const upload = action(build, 'upload-pages-artifact');
		expect(upload?.with?.path).toBe('dist/');
		expect(packageJson.scripts['build:release']).not.toContain('--outDir');
		const deploy = workflow.jobs.deploy!;
		expect(deploy.needs).toBe('build');
		expect(action(deploy.steps, 'deploy-pages')).toBeDefined();
		expect(deploy.permissions).toStrictEqual({ pages: 'write', 'id-token': 'write' });
		expect(workflow.permissions).toStrictEqual({ contents: 'read' });
	});

	it('keeps no token after the checkout: npm ci runs the dependencies’ install scripts', () => {
		expect(action(build, 'checkout')?.with?.['persist-credentials']).toBe(false);
	});

	it('pins every action to a commit, with the release it is in a comment', () => {
		const uses = Object.values(workflow.jobs).flatMap((job) =>
			job.steps.flatMap((s) => (s.uses ? [s.uses] : [])),
		);
		expect(uses.length).toBe(5);
		for (const use of uses) {
			expect(use).toMatch(/^actions\/[a-z-]+@[0-9a-f]{40}$/);
			expect(text).toMatch(new RegExp(`${use} # v\\d+\\.\\d+\\.\\d+\\n`));
		}
	});
});
