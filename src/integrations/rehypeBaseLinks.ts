import type { AstroIntegration } from 'astro';
import { withBase } from '../lib/site/index.ts';

/**
 * Puts the base path in front of the site paths that guides link to in Markdown (`[x](/codes/)`),
 * as `href` (src/lib/site) does for the links of components and scripts: the guides are written
 * with site paths, and the site may be served under `/error-playbook/` (GitHub Pages). With the
 * base `/` nothing changes. A Sätteri HAST plugin, like rehypeScrollTables.ts.
 */
interface HastElement {
	type: 'element';
	tagName: string;
	properties?: Record<string, unknown>;
	children: unknown[];
}

function baseLinksPlugin(base: string) {
	return {
		name: 'error-playbook-base-links',
		element: {
			filter: ['a'],
			visit(node: HastElement): HastElement | undefined {
				const target = node.properties?.href;
				if (typeof target !== 'string') return undefined;
				const based = withBase(target, base);
				return based === target
					? undefined
					: { ...node, properties: { ...node.properties, href: based } };
			},
		},
	};
}

/** Adds the plugin to the Markdown processor (Sätteri, which MDX shares) when there is a base path. */
export function baseLinks(): AstroIntegration {
	return {
		name: 'error-playbook:base-links',
		hooks: {
			'astro:config:setup': ({ config }) => {
				if (config.base === '/' || config.base === '') return;
				const processor = config.markdown?.processor as
					{ name?: string; options?: { hastPlugins?: unknown[] } } | undefined;
				if (processor?.name === 'satteri' && Array.isArray(processor.options?.hastPlugins))
					processor.options.hastPlugins.push(baseLinksPlugin(config.base));
				else
					throw new Error(
						`The guides' links cannot be put under the base path ${config.base}: the "${processor?.name}" Markdown processor is not Sätteri.`,
					);
			},
		},
	};
}
