import { resolve } from 'node:path';
import { registry } from '../../../src/lib/registry/index.ts';
import { AbsorbError } from './absorbRelease.ts';
import { CheckoutError } from './checkoutFiles.ts';
import { parseCheckOptions, usage, UsageError } from './checkOptions.ts';
import { loadRegistry, registryFolder } from './registryFiles.ts';
import { jsonReport, textReport } from './report.ts';
import { readUpstream, runCheck } from './runCheck.ts';
import { writeRelease } from './writeRelease.ts';

/** Where `upstreamCheck` writes, and what it reads of its process. */
export interface CheckIo {
	stdout(text: string): void;
	stderr(text: string): void;
	/** The folder a relative checkout path is taken from. */
	cwd: string;
}

/**
 * `npm run upstream:check` without the process around it, so tests run it in their own: exit status
 * 0 no drift (or a release written), 1 drift, 2 bad usage, an unreadable checkout, or a release
 * that cannot be absorbed.
 */
export async function upstreamCheck(argv: readonly string[], io: CheckIo): Promise<number> {
	try {
		const options = parseCheckOptions([...argv]);
		if (options === 'help') {
			io.stdout(`${usage}\n`);
			return 0;
		}
		const registryDir = options.registry && resolve(io.cwd, options.registry);
		const source = registryDir ? loadRegistry(registryDir) : registry;
		const upstream = readUpstream(options, io.cwd);
		if (options.write) {
			const project = resolve(import.meta.dirname, '../../..');
			return await writeRelease(options, upstream, {
				io,
				source,
				dir: registryDir ?? resolve(project, registryFolder),
				project,
			});
		}
		const result = runCheck(options, upstream, source);
		io.stdout(options.json ? jsonReport(result) : textReport(result));
		return result.drift.length > 0 ? 1 : 0;
	} catch (error) {
		if (!(
			error instanceof UsageError ||
			error instanceof CheckoutError ||
			error instanceof AbsorbError
		))
			throw error;
		const hint = error instanceof UsageError ? ' (--help for usage)' : '';
		io.stderr(`upstream-check: ${error.message}${hint}\n`);
		return 2;
	}
}
