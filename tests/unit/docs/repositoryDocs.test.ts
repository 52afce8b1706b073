import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository's own documents: a README short enough to be read (what it is, the two commands,
 * where to go next) whose layout table names every top-level entry, and links between the
 * documents that lead somewhere.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const documents = [
	'README.md',
	'CONTRIBUTING.md',
	'ARCHITECTURE.md',
	'docs/DEPLOYMENT.md',
	'packages/validator/README.md',
	'packages/validator/README.zh-TW.md',
];

describe('README.md', () => {
	const readme = read('README.md');

	it('stays within 8 KB', () => {
		expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(8 * 1024);
	});

	it('gives the two commands', () => {
		expect(readme).toContain('npm install && npm start');
		expect(readme).toContain('npm install && npm test');
	});

	it('names every top-level file and folder of the repository in its layout table', () => {
		const layout = readme.slice(readme.indexOf('\n## Layout'));
		const named = new Set(
			[...layout.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/.*$/, '').replace(/\/$/, '')),
		);
		const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
			.split('\n')
			.filter(Boolean)
			.map((path) => path.split('/')[0]!);
		const entries = [...new Set(tracked)].sort();
		expect(entries.length).toBeGreaterThan(10);
		expect(entries.filter((entry) => !named.has(entry))).toStrictEqual([]);
	});
});

describe.each(documents)('%s', (file) => {
	it('links only to files that exist', () => {
		const links = [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
			.map((m) => m[1]!.replace(/#.*$/, ''))
			.filter((target) => target !== '' && !/^[a-z]+:/.test(target));
		const missing = links.filter((target) => !existsSync(join(root, dirname(file), target)));
		expect(missing).toStrictEqual([]);
	});
});
