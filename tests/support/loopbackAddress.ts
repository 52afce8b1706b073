/**
 * A web address of this machine, as a page, a JSON string (`http:\/\/…`) or an escaped one would
 * carry it: what a release build must never contain (it would be a dead link everywhere else). Only
 * http(s): the guides quote the Dart VM service's `ws://127.0.0.1:…` URIs and `visual://localhost/…`
 * resources on purpose, and those are facts of the CLI, not links. For the same reason a port written
 * as a placeholder (`http://127.0.0.1:<port>/<token>/`, the line `flutter run` prints; `&lt;` in
 * HTML, `\u003c` in JSON) is a quote.
 */
export const loopbackWebAddress =
	/https?:(?:\/\/|\\\/\\\/)(?:127(?:\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)(?![\w.-])(?!:(?:<|&lt;|\\u003c))/i;
