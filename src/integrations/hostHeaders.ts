/**
 * The headers a host sends with the site, from two sources: the Content-Security-Policy, which only
 * the build knows (the hashes of every page's inline scripts and styles), and the other security
 * headers, written once in `scripts/nginx/site.conf`. `cspInlineHashes.ts` calls these after the
 * build and writes:
 * - `dist/_csp.nginx.conf`: the policy as one `add_header` line, which site.conf includes;
 * - `dist/_headers`: every header in the format Netlify and Cloudflare Pages read from the site's
 *   root, and a list to copy for any other host (docs/DEPLOYMENT.md, "Security headers").
 */

/** One policy for every page: each page's own policy with the sources of each directive merged. */
export function sitePolicy(pagePolicies: readonly string[]): string {
	const directives = new Map<string, string[]>();
	for (const policy of pagePolicies)
		for (const directive of policy.split(';')) {
			const [name, ...sources] = directive.trim().split(/\s+/);
			if (!name) continue;
			const merged = directives.get(name) ?? [];
			for (const source of sources) if (!merged.includes(source)) merged.push(source);
			directives.set(name, merged);
		}
	// What a <meta> policy cannot carry: no other site may frame these pages (clickjacking).
	directives.set('frame-ancestors', ["'none'"]);
	return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The nginx line site.conf includes. The policy holds no `"`, `\` or `$`, which nginx would read. */
export function nginxCspInclude(policy: string): string {
	if (/["\\$]/.test(policy)) throw new Error(`a policy nginx cannot quote: ${policy}`);
	return `# Written by the build (src/integrations/cspInlineHashes.ts); included by scripts/nginx/site.conf.
add_header Content-Security-Policy "${policy}" always;
`;
}

export interface Header {
	name: string;
	value: string;
}

/**
 * The security headers site.conf sends: its `add_header` lines with a literal value (not the
 * `$variable` ones: caching, and HSTS, which is sent only over TLS), and HSTS's value from the map
 * that chooses it.
 */
export function siteConfHeaders(siteConf: string): Header[] {
	const headers = Array.from(
		siteConf.matchAll(/^\tadd_header ([A-Za-z-]+) "([^"$]*)" always;$/gm),
		([, name, value]) => ({ name: name!, value: value! }),
	);
	const hsts = /map \$https \$error_playbook_hsts \{[^}]*\bon\s+"([^"]+)";/.exec(siteConf)?.[1];
	if (!hsts) throw new Error('site.conf: no HSTS value in the map of $error_playbook_hsts');
	return [...headers, { name: 'Strict-Transport-Security', value: hsts }];
}

/**
 * `_headers` (Netlify, Cloudflare Pages): every path gets the security headers; content-hashed
 * files (Astro's /_astro/, Pagefind's fragments and indexes) are cached for a year.
 */
export function headersFile(policy: string, headers: readonly Header[]): string {
	const all = [{ name: 'Content-Security-Policy', value: policy }, ...headers];
	const immutable = 'Cache-Control: public, max-age=31536000, immutable';
	return `# The site's response headers, written by the build (src/integrations/hostHeaders.ts).
# Netlify and Cloudflare Pages read this file; for another host, send the same (docs/DEPLOYMENT.md, "Security headers").
/*
${all.map((h) => `  ${h.name}: ${h.value}`).join('\n')}

/_astro/*
  ${immutable}

/pagefind/fragment/*
  ${immutable}

/pagefind/index/*
  ${immutable}
`;
}
