// The Content-Security-Policy the browser tests serve (web-test-runner.config.mjs): the strict
// policy of dist-readme.md, with the test's hosts. test/unit/dist-readme-csp.test.mjs checks that
// the two name the same directives.

/** `api`: the origin allowed in connect-src, or none (a page whose CSP blocks the API). */
export function strictPolicy(api) {
  return `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'${api ? ` ${api}` : ''}; img-src 'self'`;
}

/** The directive names of a policy, in order. */
export const directivesOf = (policy) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);
