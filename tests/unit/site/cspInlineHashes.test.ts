import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addInlineHashes } from '../../../src/integrations/cspInlineHashes.ts';
import {
	headersFile,
	nginxCspInclude,
	siteConfHeaders,
	sitePolicy,
} from '../../../src/integrations/hostHeaders.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (body: string) =>
	`<html><head><meta http-equiv="content-security-policy" content="default-src 'none'; script-src 'self' 'sha256-known='; style-src 'self';"></head><body>${body}</body></html>`;

describe('inline scripts and styles get their hash into the page’s own policy', () => {
	it('adds a missing script hash and a style hash, once each', () => {
		const result = addInlineHashes(
			page('<script>a()</script><script>a()</script><style>p{}</style>'),
		)!;
		expect(result.added).toBe(2);
		expect(result.html).toContain(`script-src 'self' 'sha256-known=' ${hash('a()')};`);
		expect(result.html).toContain(`style-src 'self' ${hash('p{}')};`);
	});

	it('leaves external scripts and JSON data blocks alone', () => {
		const result = addInlineHashes(
			page(
				'<script type="module" src="/x.js"></script><script type="application/json">{"a":1}</script>',
			),
		)!;
		expect(result.added).toBe(0);
	});

	it('returns null for a page without a policy, so the build can fail', () => {
		expect(addInlineHashes('<html><script>a()</script></html>')).toBeNull();
	});
});

describe('the site’s policy and the headers a host sends (hostHeaders.ts)', () => {
	it('merges every page’s policy into one and adds frame-ancestors, which only a header carries', () => {
		const policy = sitePolicy([
			"default-src 'none'; script-src 'self' 'sha256-a='; style-src 'self'",
			"default-src 'none'; script-src 'self' 'sha256-b='; style-src 'self' 'sha256-c='",
		]);
		expect(policy).toBe(
			"default-src 'none'; script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'sha256-c='; frame-ancestors 'none'",
		);
		expect(nginxCspInclude(policy)).toContain(
			`add_header Content-Security-Policy "${policy}" always;`,
		);
		expect(() => nginxCspInclude(`${policy}; report-uri /$x`)).toThrow();
	});

	it('reads site.conf’s security headers, the ones docs/DEPLOYMENT.md lists, and HSTS from its map', () => {
		const siteConf = readFileSync(join(root, 'scripts/nginx/site.conf'), 'utf8');
		const readme = readFileSync(join(root, 'docs/DEPLOYMENT.md'), 'utf8');
		const listed = /A static host should also send these headers[^\n]*\n\n```\n([\s\S]*?)\n```/
			.exec(readme)![1]!
			.split('\n')
			.map((line) => {
				const [, name, value] = /^([A-Za-z-]+): (.+)$/.exec(line)!;
				return { name: name!, value: value! };
			});
		expect(siteConfHeaders(siteConf)).toStrictEqual([
			...listed,
			{ name: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
		]);
		const file = headersFile("default-src 'none'", siteConfHeaders(siteConf));
		expect(file).toMatch(
			/^\/\*\n {2}Content-Security-Policy: default-src 'none'\n {2}X-Frame-Options: DENY\n/m,
		);
		expect(file).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
	});
});
