// Reads the built files (run after `npm run build`): no link a widget can show points at a
// reserved example domain or carries a made-up store id, and the hosts the widgets link to by
// default are the real public services their copy names.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const DIST = new URL('../../dist/', import.meta.url).pathname;

/** RFC 2606 / 6761 names that exist only as placeholders. */
const RESERVED_HOST = /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$/i;
const PLACEHOLDER_IDS = [/\bid0{6,}\b/, /\borg\.example\b/, /\bexample-[a-z-]+\b/i];

/** Hosts of the pages the widgets link to by default: NHS pages and UK support services. */
const LINKED_SERVICES = [
  'al-anonuk.org.uk',
  'www.alcoholics-anonymous.org.uk',
  'www.childline.org.uk',
  'www.nhs.uk',
  'www.talktofrank.com',
  'www.wearewithyou.org.uk',
];
/** Other hosts that appear in the bundled libraries' code, never shown as links. */
const LIBRARY_HOSTS = ['aka.ms', 'github.com', 'login.microsoftonline.com', 'react.dev', 'www.googletagmanager.com', 'www.w3.org', '169.254.169.254'];

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const built = filesUnder(DIST).map((file) => ({ file: file.slice(DIST.length), text: readFileSync(file, 'utf8') }));
const urls = built.flatMap(({ file, text }) => [...text.matchAll(/https?:\/\/[A-Za-z0-9.-]+[^\s"'`)<>]*/g)].map(([url]) => ({ file, url })));
const hostOf = (url) => new URL(url).hostname;

test('the build has files to read', () => {
  assert.ok(built.some(({ file }) => file === 'esm/unit-calculator.js'), 'run npm run build first');
  assert.ok(urls.length > 0);
});

test('no URL in dist/ points at a reserved example or test domain', () => {
  const placeholders = urls.filter(({ url }) => RESERVED_HOST.test(hostOf(url)));
  assert.deepEqual(placeholders, []);
});

test('no made-up store or app id anywhere in dist/', () => {
  const found = built.flatMap(({ file, text }) => PLACEHOLDER_IDS.flatMap((pattern) => (pattern.test(text) ? [`${file}: ${pattern}`] : [])));
  assert.deepEqual(found, []);
});

test('the widgets link only to real public services and to nothing unknown', () => {
  const hosts = new Set(urls.filter(({ file }) => file.endsWith('.js')).map(({ url }) => hostOf(url)));
  const unknown = [...hosts].filter((host) => !LINKED_SERVICES.includes(host) && !LIBRARY_HOSTS.includes(host));
  assert.deepEqual(unknown, []);
  for (const service of LINKED_SERVICES) assert.ok(hosts.has(service), `${service} is linked by default`);
});
