import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CheckoutError } from './checkoutFiles.ts';

/**
 * Which release a checkout is: its version from `mcp_server_dart/pubspec.yaml` (the package the
 * `flutter-mcp-toolkit` binary ships in, whose version every release tag names), its commit and
 * date from the checkout's git `HEAD`. A checkout that is not a git work tree (an unpacked
 * tarball) needs `--commit` and `--date`.
 */

export interface ReleaseIdentity {
	/** `4.0.0`, `4.0.0-dev.9`. */
	id: string;
	tag: string;
	/** Seven hex digits, as releases.json writes every commit. */
	commit: string;
	/** YYYY-MM-DD, the commit's date. */
	date: string;
}

const pubspec = 'mcp_server_dart/pubspec.yaml';
const versionPattern = /^\d+\.\d+\.\d+(?:-dev\.\d+)?$/;

/** The `version:` of the server package, or a `CheckoutError` naming the file and line. */
export function readVersion(root: string): string {
	const path = join(root, pubspec);
	if (!existsSync(path)) throw new CheckoutError(`${pubspec}: no such file, so no version to read`);
	const lines = readFileSync(path, 'utf8').split(/\r?\n/);
	const index = lines.findIndex((line) => /^version:/.test(line));
	if (index < 0) throw new CheckoutError(`${pubspec}: no top-level version: line`);
	const version = lines[index]!.replace(/^version:\s*/, '')
		.replace(/\s+#.*$/, '')
		.replace(/^['"]|['"]$/g, '')
		.trim();
	if (!versionPattern.test(version)) {
		throw new CheckoutError(
			`${pubspec}:${index + 1}: version "${version}" is not X.Y.Z or X.Y.Z-dev.N, the forms upstream tags`,
		);
	}
	return version;
}

/** HEAD's short commit and date, or null when `root` is not a git work tree. */
function gitHead(root: string): { commit: string; date: string } | null {
	const run = spawnSync('git', ['-C', root, 'log', '-1', '--format=%H %cs'], { encoding: 'utf8' });
	if (run.status !== 0) return null;
	const [hash, date] = run.stdout.trim().split(' ');
	return hash && date ? { commit: hash.slice(0, 7), date } : null;
}

export function releaseIdentity(
	root: string,
	overrides: { commit?: string | undefined; date?: string | undefined },
): ReleaseIdentity {
	const id = readVersion(root);
	const head = overrides.commit && overrides.date ? null : gitHead(root);
	const commit = overrides.commit ?? head?.commit;
	const date = overrides.date ?? head?.date;
	if (!commit || !date) {
		throw new CheckoutError(
			`${root} is not a git checkout, so its commit and date are unknown; pass --commit <sha> and --date YYYY-MM-DD`,
		);
	}
	if (!/^[0-9a-f]{7,40}$/.test(commit))
		throw new CheckoutError(`--commit ${commit}: not a commit hash`);
	if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
		throw new CheckoutError(`--date ${date}: not a YYYY-MM-DD date`);
	return { id, tag: `v${id}`, commit: commit.slice(0, 7), date };
}

/**
 * Orders two release versions as upstream's tags do: by X.Y.Z, and a `-dev.N` before its release.
 * Negative when `a` is older.
 */
export function compareVersions(a: string, b: string): number {
	const parts = (v: string) => {
		const [, x, y, z, dev] = /^(\d+)\.(\d+)\.(\d+)(?:-dev\.(\d+))?$/.exec(v) ?? [];
		return [Number(x), Number(y), Number(z), dev === undefined ? Infinity : Number(dev)];
	};
	const [pa, pb] = [parts(a), parts(b)];
	for (let i = 0; i < 4; i++) if (pa[i] !== pb[i]) return pa[i]! < pb[i]! ? -1 : 1;
	return 0;
}
