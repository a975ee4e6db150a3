// Issue 14, finding 6: dist-readme's CSP section left out img-src. The policy it documents and
// the one the browser tests serve (test/browser/csp.test.js) must name the same directives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { directivesOf, strictPolicy } from '../browser/csp-policy.mjs';

const readme = readFileSync('dist-readme.md', 'utf8');
const section = readme.slice(
  readme.indexOf('## Content Security Policy'),
  readme.indexOf('\n## ', readme.indexOf('## Content Security Policy') + 1),
);
const documented = section.match(/```\n([\s\S]*?)```/)[1].replace(/\n/g, ' ');

describe("dist-readme's Content Security Policy", () => {
  it('documents the policy the browser tests run both widgets under, directive for directive', () => {
    expect(directivesOf(documented)).toEqual(directivesOf(strictPolicy('https://api.example.org')));
  });

  it.each(['script-src', 'connect-src', 'img-src', 'style-src'])('explains %s in its table', (directive) => {
    expect(section).toMatch(new RegExp(`\\| \`${directive}\` \\|`));
  });
});
