import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { findRelease, newestRelease, type Registry } from '../../../src/lib/registry/index.ts';
import { registryTexts } from '../translationSources.ts';
import { absorbRelease, AbsorbError, type RawFiles } from './absorbRelease.ts';
import type { CheckOptions } from './checkOptions.ts';
import type { UpstreamSide } from './drift.ts';
import type { CheckIo } from './main.ts';
import { compareVersions, releaseIdentity } from './releaseIdentity.ts';
import { rawRegistry, readJson, registryFolder, writeJson } from './registryFiles.ts';
import { formatDriftLine } from './report.ts';
import { runCheck } from './runCheck.ts';

interface WriteContext {
	io: CheckIo;
	/** The registry as read from `dir`. */
	source: Registry;
	/** The registry folder to write. */
	dir: string;
	/** The project's root, where the derived files are regenerated. */
	project: string;
}

/**
 * `upstream:check --write`: the checkout's release into the registry folder, then, when that is the
 * project's own `content/registry/`, everything derived from it regenerated (engine registry, nginx
 * hint maps, translation hashes of the new texts, golden views), so that `npm test` passes before a
 * word of prose is written. Exit 0 written or already there, 2 a release that cannot be absorbed.
 */
export async function writeRelease(
	options: CheckOptions,
	upstream: UpstreamSide,
	{ io, source, dir, project }: WriteContext,
): Promise<number> {
	const identity = releaseIdentity(resolve(io.cwd, options.checkout), options);
	const known = findRelease(source, identity.id);
	if (known) {
		const release = known.tag ?? known.id;
		const drift = runCheck({ ...options, release }, upstream, source).drift;
		if (drift.length === 0) {
			io.stdout(`upstream-check: ${identity.id} is already in the registry; nothing to write.\n`);
			return 0;
		}
		throw new AbsorbError(
			`release ${identity.id} is already in the registry with other content (${drift.length} differences, first: ${formatDriftLine(drift[0]!)}); correct the checkout's version or the registry by hand`,
		);
	}
	const newest = newestRelease(source);
	if (compareVersions(identity.id, newest.id) <= 0) {
		throw new AbsorbError(
			`release ${identity.id} is older than ${newest.id}, the newest the registry knows; releases are absorbed in order`,
		);
	}
	const files: RawFiles = {
		releases: readJson(dir, 'releases.json') as RawFiles['releases'],
		laterCodes: readJson(dir, 'later-codes.json') as RawFiles['laterCodes'],
		rest: { ...rawRegistry(dir), codes: readJson(dir, 'codes.json') },
	};
	const ownRegistry = dir === resolve(project, registryFolder);
	const textsBefore = ownRegistry ? new Set(registryTexts().keys()) : null;
	const { files: result, written, prose } = absorbRelease(files, upstream, identity);
	await writeJson(dir, 'releases.json', result.releases);
	await writeJson(dir, 'later-codes.json', result.laterCodes);

	const lines = [
		`upstream-check: wrote ${identity.id} into ${dir}`,
		...written.map((w) => `  ${w}`),
	];
	if (textsBefore) {
		const fresh = [...registryTexts().keys()].filter((path) => !textsBefore.has(path));
		const steps: [string, string[]][] = [
			['generate', []],
			...(fresh.length > 0
				? [['translations:refresh', ['--', ...fresh]] as [string, string[]]]
				: []),
			['golden:update', []],
		];
		for (const [script, args] of steps) {
			const run = spawnSync('npm', ['run', '--silent', script, ...args], {
				cwd: project,
				encoding: 'utf8',
			});
			if (run.status !== 0) {
				io.stderr(run.stdout + run.stderr);
				throw new AbsorbError(
					`the data is written, but npm run ${script} failed (above); fix it, then run it again`,
				);
			}
			lines.push(`  regenerated: npm run ${script}`);
		}
	} else lines.push('  (another folder than content/registry: nothing regenerated)');
	lines.push('', 'Prose left to write (English and zh-TW; `npm run drafts` lists every draft):');
	lines.push(...prose.map((p) => `  ${p}`));
	lines.push('', 'Then: npm test');
	io.stdout(`${lines.join('\n')}\n`);
	return 0;
}
