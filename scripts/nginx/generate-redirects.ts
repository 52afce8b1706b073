/**
 * Writes scripts/nginx/snippets/error-playbook-hint-redirects.conf, the maps with which nginx
 * answers the variants of a hint link (`/codes/ConnectFailed.html`, `/zh/codes/…`) with a 301:
 * from the registry's codes and the 404 page's own rules (scripts/lib/nginxHintRedirects.ts).
 * `npm run nginx:redirects`, also part of `npm run generate`; tests/unit/site/nginxHintRedirects.test.ts
 * fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { hintRedirectsConf, hintRedirectsPath } from '../lib/nginxHintRedirects.ts';
import { registry } from '../../src/lib/registry/index.ts';
import { codesWithPages } from '../../src/lib/site/index.ts';

writeFileSync(hintRedirectsPath, hintRedirectsConf(codesWithPages(registry)));
console.log(`wrote ${hintRedirectsPath}`);
