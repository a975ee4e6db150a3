// A stand-in for the B2C identity provider (issue 17), on https://127.0.0.1:<free port>, so that
// the real sign-in library (@azure/msal-browser) runs its redirect flow, silent renewal and
// interaction-required handling in Chromium. It speaks what the library needs, in B2C's shape
// (authority https://{host}/{tenant}/{policy}): the OpenID configuration, an authorize endpoint
// that redirects back with a code (or an error), a token endpoint for the code (PKCE checked) and
// for refresh tokens, and a logout endpoint. The library refuses an http authority, so the server
// is https with a certificate made at start; executeServerCommand('identity-provider', { op:
// 'trust' }) tells Chromium (DevTools Security domain, whole browser) to accept it until 'distrust'.
// Tests drive it with executeServerCommand('identity-provider', { op, ... }) (identity-provider.js).
import { createHash, createSign, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:https';
import selfsigned from 'selfsigned';

const TENANT_ID = '7c1e0b5e-0000-4000-8000-5a7d1e0b5e00';
const PERSON = {
  oid: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Ann Smith',
  emails: ['ann@example.org'],
  extension_DateOfBirth: '1990-06-15',
  extension_Sex: 'Female',
};

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function identityProviderPlugin() {
  let server;
  let host;
  let privateKey;
  let cdp;
  /** How the stand-in behaves; changed by the tests. */
  let mode;
  let log;
  /** Codes waiting for their token request, and refresh tokens still valid, with what they were issued for. */
  let codes;
  let refreshTokens;
  /** Whether the person has a session at the provider (a redirect with prompt=none works). */
  let session;

  function reset(options = {}) {
    mode = { accessTokenSeconds: 3600, forgotPasswordOnce: false, signInPolicy: 'b2c_1_susi', ...options };
    log = [];
    codes = new Map();
    refreshTokens = new Map();
    session = false;
  }
  reset();

  const jwt = (claims) => {
    const header = b64url({ alg: 'RS256', typ: 'JWT', kid: 'stand-in' });
    const body = b64url(claims);
    const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(privateKey).toString('base64url');
    return `${header}.${body}.${signature}`;
  };

  /** The tokens for a sign-in with `policy` (B2C names the account after it: uid `{oid}-{policy}`). */
  function tokens({ clientId, scope, policy, nonce }) {
    const now = Math.floor(Date.now() / 1000);
    const common = {
      iss: `https://${host}/${TENANT_ID}/v2.0/`,
      sub: PERSON.oid,
      aud: clientId,
      iat: now,
      nbf: now,
      tfp: policy,
      tid: TENANT_ID,
      ...PERSON,
    };
    const accessToken = jwt({ ...common, exp: now + mode.accessTokenSeconds, scp: 'read', jti: randomUUID() });
    const refreshToken = `rt-${randomBytes(12).toString('hex')}`;
    refreshTokens.set(refreshToken, { clientId, scope, policy });
    return {
      token_type: 'Bearer',
      scope,
      access_token: accessToken,
      expires_in: mode.accessTokenSeconds,
      id_token: jwt({ ...common, exp: now + 3600, ...(nonce ? { nonce } : {}) }),
      id_token_expires_in: 3600,
      refresh_token: refreshToken,
      refresh_token_expires_in: 86400,
      client_info: b64url({ uid: `${PERSON.oid}-${policy}`, utid: TENANT_ID }),
    };
  }

  const redirect = (response, to) => response.writeHead(302, { Location: to, 'Cache-Control': 'no-store' }).end();
  const json = (response, status, body) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

  function back(response, redirectUri, params) {
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    redirect(response, target.href);
  }

  function authorize(response, policy, query) {
    const entry = {
      endpoint: 'authorize',
      policy,
      prompt: query.get('prompt'),
      challengeMethod: query.get('code_challenge_method'),
    };
    log.push(entry);
    const state = query.get('state');
    const redirectUri = query.get('redirect_uri');
    if (mode.forgotPasswordOnce && policy === mode.signInPolicy) {
      mode.forgotPasswordOnce = false;
      entry.answer = 'AADB2C90118';
      return back(response, redirectUri, {
        error: 'access_denied',
        error_description: 'AADB2C90118: The user has forgotten their password.',
        state,
      });
    }
    if (query.get('prompt') === 'none' && !session) {
      entry.answer = 'AADB2C90077';
      return back(response, redirectUri, {
        error: 'interaction_required',
        error_description:
          "AADB2C90077: User does not have an existing session and request prompt parameter has a value of 'None'.",
        state,
      });
    }
    // The person signs in (a stand-in with no page of its own: an existing sign-in, as with SSO).
    session = true;
    const code = `code-${randomBytes(12).toString('hex')}`;
    codes.set(code, {
      policy,
      clientId: query.get('client_id'),
      scope: query.get('scope'),
      nonce: query.get('nonce'),
      challenge: query.get('code_challenge'),
      redirectUri,
    });
    entry.answer = 'code';
    return back(response, redirectUri, { code, state });
  }

  function token(response, policy, form) {
    const grant = form.get('grant_type');
    const entry = { endpoint: 'token', policy, grant };
    log.push(entry);
    if (grant === 'authorization_code') {
      const issued = codes.get(form.get('code'));
      codes.delete(form.get('code'));
      const verifier = form.get('code_verifier') ?? '';
      const pkce = issued && createHash('sha256').update(verifier).digest('base64url') === issued.challenge;
      if (!issued || !pkce || issued.redirectUri !== form.get('redirect_uri')) {
        entry.answer = 'invalid_grant';
        return json(response, 400, { error: 'invalid_grant', error_description: 'AADB2C90090: The provided JWE is not valid.' });
      }
      const body = tokens({ ...issued });
      entry.answer = 'tokens';
      entry.accessToken = body.access_token;
      return json(response, 200, body);
    }
    if (grant === 'refresh_token') {
      const issued = refreshTokens.get(form.get('refresh_token'));
      if (!issued || !session) {
        entry.answer = 'invalid_grant';
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'AADB2C90080: The provided grant has expired. Please re-authenticate and try again.',
        });
      }
      const body = tokens({ ...issued, scope: form.get('scope') ?? issued.scope });
      entry.answer = 'tokens';
      entry.accessToken = body.access_token;
      return json(response, 200, body);
    }
    entry.answer = 'unsupported_grant_type';
    return json(response, 400, { error: 'unsupported_grant_type' });
  }

  function openIdConfiguration(response, tenant, policy) {
    log.push({ endpoint: 'openid-configuration', policy });
    const base = `https://${host}/${tenant}/${policy}`;
    json(response, 200, {
      issuer: `https://${host}/${TENANT_ID}/v2.0/`,
      authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
      token_endpoint: `${base}/oauth2/v2.0/token`,
      end_session_endpoint: `${base}/oauth2/v2.0/logout`,
      jwks_uri: `${base}/discovery/v2.0/keys`,
      response_modes_supported: ['query', 'fragment', 'form_post'],
      response_types_supported: ['code', 'code id_token', 'id_token', 'token'],
      scopes_supported: ['openid'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: [
        'name',
        'emails',
        'extension_DateOfBirth',
        'extension_Sex',
        'sub',
        'tfp',
        'iss',
        'iat',
        'exp',
        'aud',
        'nonce',
      ],
    });
  }

  async function handle(request, response) {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const url = new URL(request.url, `https://${host}`);
    // /{tenant}/{policy}/v2.0/.well-known/openid-configuration, /{tenant}/{policy}/oauth2/v2.0/{authorize,token,logout}
    // The library writes the authority in lower case, as B2C reads it.
    const [tenant, policyName = '', ...rest] = url.pathname.split('/').filter(Boolean);
    const policy = policyName.toLowerCase();
    const tail = rest.join('/');
    if (tail === 'v2.0/.well-known/openid-configuration') return openIdConfiguration(response, tenant, policy);
    if (tail === 'oauth2/v2.0/authorize') return authorize(response, policy, url.searchParams);
    if (tail === 'oauth2/v2.0/token' && request.method === 'POST') {
      let text = '';
      for await (const chunk of request) text += chunk;
      return token(response, policy, new URLSearchParams(text));
    }
    if (tail === 'oauth2/v2.0/logout') {
      session = false;
      refreshTokens.clear();
      log.push({ endpoint: 'logout', policy, returnTo: url.searchParams.get('post_logout_redirect_uri') });
      return redirect(response, url.searchParams.get('post_logout_redirect_uri'));
    }
    if (tail === 'discovery/v2.0/keys') return json(response, 200, { keys: [] });
    return response.writeHead(404).end();
  }

  /** Chromium: DevTools on the browser target ignores certificate errors in every tab while trusted. */
  async function trust(session_, ignore) {
    // Firefox and WebKit are started accepting the test's certificates (scripts/engines.mjs).
    if (session_.browser.name !== 'Chrome') return { host };
    const page = session_.browser.getPage(session_.id);
    cdp ??= await page.browser().target().createCDPSession();
    await cdp.send('Security.setIgnoreCertificateErrors', { ignore });
    return { host };
  }

  const commands = {
    /** Forgets everything; the options set the mode (accessTokenSeconds, forgotPasswordOnce, signInPolicy). */
    reset: (options) => (reset(options), { host }),
    /** Ends the person's session at the provider: refresh tokens and prompt=none fail from now on. */
    endSession: () => ((session = false), refreshTokens.clear(), { host }),
    log: () => log,
    trust: (_, testSession) => trust(testSession, true),
    distrust: (_, testSession) => trust(testSession, false),
  };

  return {
    name: 'identity-provider',
    async serverStart() {
      const made = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
        days: 2,
        keySize: 2048,
        extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
      });
      privateKey = made.private;
      server = createServer({ key: made.private, cert: made.cert }, (request, response) => void handle(request, response));
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      host = `127.0.0.1:${server.address().port}`;
    },
    async serverStop() {
      await cdp?.detach().catch(() => undefined);
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    },
    async executeCommand({ command, payload, session: testSession }) {
      if (command !== 'identity-provider') return undefined;
      const { op, ...rest } = payload ?? {};
      return { value: (await commands[op](rest, testSession)) ?? null };
    },
  };
}
