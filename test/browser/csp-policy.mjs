// The Content-Security-Policy the browser tests serve (web-test-runner.config.mjs): the strict
// policy of dist-readme.md, with the test's hosts. test/unit/dist-readme-csp.test.mjs checks that
// the two name the same directives.

/** `api`: the origin allowed in connect-src, or none (a page whose CSP blocks the API). */
export function strictPolicy(api) {
  return `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'${api ? ` ${api}` : ''}; img-src 'self'`;
}

/** The nonce of the classic-loader page's scripts (fixtures/csp-classic.html). */
export const SCRIPT_NONCE = 'aa-test-nonce';

/**
 * A nonce-based policy with 'strict-dynamic', as many CMS pages set it, and Trusted Types required
 * for the DOM's script sinks: the classic loaders, the chunks they import and the first screen they
 * draw must all pass (docs/decisions/0211, 0212).
 */
export function noncePolicy(api) {
  return (
    `default-src 'none'; script-src 'nonce-${SCRIPT_NONCE}' 'strict-dynamic'; style-src 'self'; ` +
    `connect-src 'self' ${api}; img-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'`
  );
}

/** The directive names of a policy, in order. */
export const directivesOf = (policy) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);
