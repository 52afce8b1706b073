import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addInlineHashes } from '../../../src/integrations/cspInlineHashes.ts';

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
