import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, nginxCspInclude, siteConfHeaders, sitePolicy } from './hostHeaders.ts';

const siteConf = new URL('../../scripts/nginx/site.conf', import.meta.url);

/**
 * Astro's `security.csp` hashes the scripts and styles it bundles, but not `is:inline` scripts, and
 * Starlight renders several (theme provider, search shortcut, sidebar state). Rather than copying
 * their hashes into the config — a list that breaks silently on the next Starlight upgrade — this
 * hashes every inline script and style of every built page after the build, and adds the missing
 * hashes to that page's own policy. A page without a policy fails the build.
 *
 * A `<meta>` policy takes effect only after what precedes it and cannot say `frame-ancestors`: the
 * same policies, merged into one for the site, also go into the files a host sends as headers
 * (`hostHeaders.ts`: `_csp.nginx.conf` for nginx, `_headers` for the others).
 */
export function cspInlineHashes(): AstroIntegration {
	return {
		name: 'error-playbook:csp-inline-hashes',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
				let added = 0;
				const policies: string[] = [];
				for (const file of files) {
					const path = join(root, file);
					const html = await readFile(path, 'utf8');
					const result = addInlineHashes(html);
					if (result === null)
						throw new Error(
							`${file} has no Content-Security-Policy <meta>: security.csp must cover every page`,
						);
					added += result.added;
					policies.push(result.policy);
					if (result.added > 0) await writeFile(path, result.html);
				}
				const policy = sitePolicy(policies);
				await writeFile(join(root, '_csp.nginx.conf'), nginxCspInclude(policy));
				await writeFile(
					join(root, '_headers'),
					headersFile(policy, siteConfHeaders(await readFile(siteConf, 'utf8'))),
				);
				logger.info(
					`added ${added} inline script/style hashes to the policies of ${files.length} pages; the site's policy (${policy.length} characters) is in _csp.nginx.conf and _headers`,
				);
			},
		},
	};
}

const metaPattern = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const inlinePattern = /<(script|style)((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/gi;

const sha256 = (text: string) =>
	`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Exported for the unit test. Returns null when the page has no policy to extend. */
export function addInlineHashes(
	html: string,
): { html: string; added: number; policy: string } | null {
	const meta = metaPattern.exec(html);
	if (!meta) return null;
	const directives = meta[2]!
		.split(';')
		.map((d) => d.trim())
		.filter(Boolean);
	const need = { script: new Set<string>(), style: new Set<string>() };
	for (const [, tag, attributes, body] of html.matchAll(inlinePattern)) {
		// External scripts are covered by 'self'; JSON data blocks are never executed.
		if (/\ssrc=/i.test(attributes!) || /type="application\/(ld\+)?json"/i.test(attributes!))
			continue;
		need[tag!.toLowerCase() as 'script' | 'style'].add(sha256(body!));
	}
	let added = 0;
	const extend = (name: string, hashes: Set<string>) => {
		const index = directives.findIndex((d) => d.split(/\s+/)[0] === name);
		const current = index >= 0 ? directives[index]!.split(/\s+/) : [name, "'self'"];
		const missing = [...hashes].filter((h) => !current.includes(h));
		added += missing.length;
		const next = [...current, ...missing].join(' ');
		if (index >= 0) directives[index] = next;
		else directives.push(next);
	};
	extend('script-src', need.script);
	extend('style-src', need.style);
	const policy = `${directives.join('; ')};`;
	return {
		html: html.replace(
			metaPattern,
			(_, start: string, _old: string, end: string) => `${start}${policy}${end}`,
		),
		added,
		policy,
	};
}
