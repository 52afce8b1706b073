import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './playgroundBench.ts';
import { root } from './siteCopy.ts';

/**
 * Lighthouse 13 (the npm package, a dev dependency; Node ≥ 22.19) against `astro preview` of a
 * build, in Debian's Chromium: the four category scores of a few pages in both languages. Default
 * Lighthouse settings: mobile form factor, simulated throttling. One run per page.
 */

export const lighthouseCategories = [
	'performance',
	'accessibility',
	'best-practices',
	'seo',
] as const;
const lighthousePages = [
	{ label: 'home', path: '/' },
	{ label: 'code page', path: '/codes/connect_failed/' },
	{ label: 'guide', path: '/guides/error-model/' },
	{ label: 'playground', path: '/playground/' },
];

export interface LighthouseRow {
	label: string;
	path: string;
	/** 0–100 per category, or null when Lighthouse gave no score. */
	scores: Record<(typeof lighthouseCategories)[number], number | null>;
	/** Failed audits that cost points (score < 0.9), ids only. */
	flagged: string[];
}

export type LighthouseBench =
	{ ran: true; version: string; rows: LighthouseRow[] } | { ran: false; reason: string };

const cli = join(root, 'node_modules/lighthouse/cli/index.js');

function lighthouseVersion(): string {
	return (
		JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
			version: string;
		}
	).version;
}

function runOnce(url: string, outFile: string): Promise<{ code: number | null; output: string }> {
	return new Promise((resolve, reject) => {
		const child = spawn(
			process.execPath,
			[
				cli,
				url,
				'--output=json',
				`--output-path=${outFile}`,
				`--only-categories=${lighthouseCategories.join(',')}`,
				'--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic',
				'--quiet',
			],
			{ env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'pipe'] },
		);
		let output = '';
		child.stdout.on('data', (d: Buffer) => (output += d));
		child.stderr.on('data', (d: Buffer) => (output += d));
		child.on('error', reject);
		child.on('close', (code) => resolve({ code, output }));
	});
}

export async function runLighthouseBench(
	origin: string,
	tmp: string,
	log: (line: string) => void = () => {},
): Promise<LighthouseBench> {
	const [major] = process.versions.node.split('.').map(Number) as [number];
	if (!existsSync(cli))
		return {
			ran: false,
			reason: 'the lighthouse package is not installed (npm install -D lighthouse)',
		};
	if (major < 22)
		return { ran: false, reason: `Lighthouse 13 needs Node ≥ 22.19; this is ${process.version}` };
	if (!existsSync(chromiumPath))
		return { ran: false, reason: `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)` };
	const rows: LighthouseRow[] = [];
	for (const prefix of ['', '/zh-tw']) {
		for (const page of lighthousePages) {
			const path = `${prefix}${page.path}`;
			const outFile = join(tmp, `lighthouse-${path.replace(/\W+/g, '-')}.json`);
			const { code, output } = await runOnce(`${origin}${path}`, outFile);
			if (code !== 0 || !existsSync(outFile))
				return {
					ran: false,
					reason: `lighthouse exited with ${code} on ${path}: ${output.trim().split('\n').slice(-3).join(' / ')}`,
				};
			const report = JSON.parse(readFileSync(outFile, 'utf8')) as {
				categories: Record<
					string,
					{ score: number | null; auditRefs: { id: string; weight: number }[] }
				>;
				audits: Record<string, { score: number | null; scoreDisplayMode: string }>;
				runtimeError?: { message: string };
			};
			rmSync(outFile, { force: true });
			if (report.runtimeError)
				return {
					ran: false,
					reason: `lighthouse failed on ${path}: ${report.runtimeError.message}`,
				};
			const scores = Object.fromEntries(
				lighthouseCategories.map((c) => [
					c,
					report.categories[c]?.score == null
						? null
						: Math.round(report.categories[c]!.score! * 100),
				]),
			) as LighthouseRow['scores'];
			const flagged = [
				...new Set(
					lighthouseCategories.flatMap((c) =>
						(report.categories[c]?.auditRefs ?? [])
							.filter((ref) => ref.weight > 0)
							.map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
							.filter(
								({ audit }) =>
									audit &&
									audit.scoreDisplayMode !== 'informative' &&
									audit.score !== null &&
									audit.score < 0.9,
							)
							.map(({ id }) => id),
					),
				),
			];
			rows.push({ label: `${page.label}${prefix ? ' (zh-TW)' : ''}`, path, scores, flagged });
			log(
				`  lighthouse ${path}: ${lighthouseCategories.map((c) => `${c} ${scores[c] ?? '–'}`).join(', ')}`,
			);
		}
	}
	return { ran: true, version: lighthouseVersion(), rows };
}
