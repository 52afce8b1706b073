import { typeKeyOf } from '../findings/valuePreview.ts';
import { nothingToCheck, type ClassicReader } from './surfaceReader.ts';

/** JSON no surface recognises: not an object, another JSON-RPC message, or an unknown object. */
export const readUnknownJson: ClassicReader<'unknown-json'> = (c, { root, t, report }) => {
	const message =
		c.reason === 'notObject'
			? t('input.notObject', { actual: t(typeKeyOf(root)) })
			: c.reason === 'jsonrpcMessage'
				? t('input.jsonrpcMessage')
				: t('input.unknownObject');
	report({ severity: 'error', rule: 'input.unknown', pointer: '', at: 'value', message });
	return { ...nothingToCheck, detail: t('kind.unknownJson') };
};
