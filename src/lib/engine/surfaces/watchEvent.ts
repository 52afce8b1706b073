import { inlineValue } from '../findings/valuePreview.ts';
import { ownMember as own } from '../json/jsonValue.ts';
import { isCliWrapper, wrapperSite, type Classification } from './classification.ts';
import { checkCliWrapper } from './cliStdout.ts';
import { explained, nothingToCheck, type ClassicReader } from './surfaceReader.ts';

/**
 * A daemon `watch/event` notification (REAL-CLI §4): a failing event carries the CLI's whole
 * stdout envelope in `params.result`; the others are lifecycle events.
 */
export function classifyWatchEvent(root: Record<string, unknown>): Classification {
	const params = own(root, 'params');
	const result = own(params, 'result');
	const wrapper = isCliWrapper(result) ? { pointer: '/params/result', value: result } : null;
	const site =
		wrapper && own(wrapper.value, 'ok') !== true ? wrapperSite(wrapper, 'params.result') : null;
	return { kind: 'watch-event', event: own(params, 'event'), wrapper, site };
}

export const readWatchEvent: ClassicReader<'watch-event'> = (c, ctx) => {
	const detail = ctx.t('kind.watchEvent', { event: inlineValue(c.event) });
	const { wrapper } = c;
	if (wrapper && own(wrapper.value, 'ok') !== true)
		return {
			...nothingToCheck,
			detail,
			site: c.site,
			wrapper,
			afterContract: (outcome) => checkCliWrapper(wrapper, outcome, ctx),
		};
	return {
		...nothingToCheck,
		detail,
		explanation: explained(ctx, 'watchLifecycle', { event: inlineValue(c.event) }, '/params'),
	};
};
