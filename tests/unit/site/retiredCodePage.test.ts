import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCopy } from '../../support/buildCopy.ts';

/**
 * No code is retired today, so this builds the real site with one fixture code retired and reads
 * what a visitor would get: the page still exists, with a notice and a link to its replacement.
 */
describe('a retired code keeps its page, with a notice', () => {
	let dir = '';
	let dist = '';
	afterAll(() => rmSync(dir, { recursive: true, force: true }));
	beforeAll(() => {
		const fixture = readFileSync(
			new URL('../../fixtures/registry/deprecated-code.json', import.meta.url),
			'utf8',
		);
		dir = buildCopy((site) => {
			const file = join(site, 'content/registry/codes.json');
			const codes = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
			writeFileSync(file, JSON.stringify([...codes, JSON.parse(fixture)], null, '\t'));
		});
		dist = join(dir, 'dist');
		// A hang detector, not a speed goal: a whole site build takes 30 s alone and ran past 180 s
		// beside a CI run and two helpers' builds (load 20 on 2 cores).
	}, 600_000);

	const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');

	it('in English', () => {
		const html = page('codes/vm_service_timeout');
		expect(html).toMatch(/<p data-deprecated[^>]*>This code was retired in contract 3\.0\.0\./);
		expect(html).toContain('Contract v3 reports every failed connection attempt as connect_failed');
		expect(html).toMatch(/Emitted instead:\s*<a href="\/codes\/connect_failed\/"/);
	});

	it('in zh-TW', () => {
		const html = page('zh-tw/codes/vm_service_timeout');
		expect(html).toMatch(/<p data-deprecated[^>]*>這個代碼自合約 3\.0\.0 起已淘汰/);
		expect(html).toMatch(/改為傳回：\s*<a href="\/zh-tw\/codes\/connect_failed\/"/);
	});

	it('and stays in the index and the export', () => {
		expect(page('codes')).toContain('data-code="vm_service_timeout"');
		const exported = JSON.parse(readFileSync(join(dist, 'codes.json'), 'utf8')) as {
			codes: { code: string; deprecated: unknown }[];
		};
		expect(exported.codes.find((c) => c.code === 'vm_service_timeout')?.deprecated).toMatchObject({
			replacement: 'connect_failed',
		});
	});
});
