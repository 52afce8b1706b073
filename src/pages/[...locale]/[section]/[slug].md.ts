import type { APIRoute } from 'astro';
import { registry } from '../../../lib/registry/index.ts';
import {
	type GuideSource,
	guideMarkdown,
	markdownTwinIds,
	readGuides,
} from '../../../lib/markdown/index.ts';
import { localeParams } from '../../../lib/site/index.ts';

/** The Markdown twin of every guide and reference page written in MDX: `/guides/<slug>.md`, `/reference/<slug>.md`, and under `/zh-tw/`. */
export function getStaticPaths() {
	return localeParams().flatMap(({ params, props }) => {
		const guides = readGuides(props.lang);
		return guides.map((guide) => {
			const [section, slug] = guide.id.split('/');
			return {
				params: { ...params, section, slug },
				props: { guide, twins: markdownTwinIds(guides) },
			};
		});
	});
}

export const GET: APIRoute<{ guide: GuideSource; twins: string[] }> = ({ props, site }) =>
	new Response(guideMarkdown(registry, props.guide, String(site), props.twins), {
		headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
	});
