import { type Lang, localizePath } from '../lib/i18n/index.ts';

/**
 * Addresses of the server's resources: `playbook:/` and the site path of the page, without its
 * trailing slash: `playbook://codes/connect_failed`, `playbook://zh-tw/guides/layers`. The language
 * is part of the address, as on the site: one address, one text, so a client that caches by URI
 * never mixes languages, and listing shows both editions (a `?lang=` query would hide one).
 */
export function resourceUri(path: string, lang: Lang): string {
	return `playbook:/${localizePath(`/${path}`, lang)}`;
}

export function codeResourceUri(code: string, lang: Lang): string {
	return resourceUri(`codes/${code}`, lang);
}
