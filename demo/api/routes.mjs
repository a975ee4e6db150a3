// The calls the widgets make, with the shapes of spec section 3 and the limits of section 5.
// Each route names the body it takes ('json': required, 'optional': none or JSON) and whether it
// needs the admin key; server.mjs checks those and reads the body before `run`.
import { BINGE_ARTICLES, CALORIES, DICTIONARY, GENERIC_DRINKS } from './data.mjs';
import { parsePaging, readIdempotencyKey, storableLines, validateSaveRequest, validateSearch } from './validate.mjs';

/** `context`: { store, faults, send, badRequest }. Route handlers get { request, response, url, body, clientId }. */
export function createRoutes({ store, faults, send, badRequest }) {
  return {
    'POST /tools/v1/selfassessment': {
      body: 'json',
      async run({ request, response, body, clientId }) {
        const { key, errors: keyErrors } = readIdempotencyKey(request.headers);
        const errors = [...keyErrors, ...validateSaveRequest(body)];
        if (errors.length) return badRequest(response, errors);
        const saved = await store.saveAssessment(body, key, { clientId, signedIn: Boolean(request.headers.authorization) });
        if (saved.conflict) {
          return badRequest(
            response,
            [{ memberNames: ['Idempotency-Key'], errorMessage: 'This Idempotency-Key was used for a different assessment.' }],
            422,
          );
        }
        // 503-once: the save is kept but its answer is lost, so the client retries with the same key.
        if (faults.loseAnswer(key)) return send(response, 503, 'Service unavailable', { 'Retry-After': '1' });
        return send(response, 200, saved.record);
      },
    },
    'GET /tools/v1/selfassessment': {
      admin: true,
      async run({ response, url }) {
        const { page, resultsPerPage, errors } = parsePaging(url.searchParams);
        if (errors.length) return badRequest(response, errors);
        const { total, assessments } = await store.listAssessments(page, resultsPerPage);
        const totalPages = resultsPerPage === 0 ? 0 : Math.ceil(total / resultsPerPage);
        return send(response, 200, { page, totalResults: total, totalPages, assessments });
      },
    },
    // The widget sends no body (ClientID only); a body, if any, must be JSON like every write.
    'POST /tools/v1/unitcaloriecalculator': {
      body: 'optional',
      async run({ response, clientId }) {
        await store.recordCalculatorUsage(clientId);
        return send(response, 200);
      },
    },
    // Spec section 7: the users service's feedback takes a Review and answers 202.
    'POST /users/v1/feedback': {
      body: 'json',
      async run({ response, body, clientId }) {
        const review = body?.Review;
        if (typeof review !== 'string' || review.trim() === '' || review.length > 1000 || !storableLines(review)) {
          return badRequest(response, [
            { memberNames: ['Review'], errorMessage: 'Review must be text of 1 to 1000 characters.' },
          ]);
        }
        await store.saveFeedback(review, clientId);
        return send(response, 202);
      },
    },
    'GET /tools/v1/unitcaloriecalculator': {
      run: async ({ response }) => send(response, 200, { count: await store.calculatorUsageCount() }),
    },
    'POST /content/v1/dictionary': {
      body: 'json',
      run({ response, body }) {
        // Spec section 5: lists hold at most 100 items.
        if (
          !Array.isArray(body?.Keys) ||
          body.Keys.length > 100 ||
          body.Keys.some((key) => typeof key !== 'string' || key.length > 200)
        ) {
          return badRequest(response, [{ memberNames: ['Keys'], errorMessage: 'Keys must be a list of at most 100 text keys.' }]);
        }
        return send(
          response,
          200,
          body.Keys.map((Key) => ({ Key, Value: DICTIONARY[Key] ?? null })),
        );
      },
    },
    'GET /drinks/v1/generic': { run: ({ response }) => send(response, 200, GENERIC_DRINKS) },
    'GET /data/v1/calories': { run: ({ response }) => send(response, 200, CALORIES) },
    // Every search finds the binge-drinking articles: the only search the widgets make.
    'GET /search/v1/': {
      run({ response, url }) {
        const errors = validateSearch(url.searchParams);
        return errors.length ? badRequest(response, errors) : send(response, 200, BINGE_ARTICLES);
      },
    },
    // The person's own mailing status: only with their token.
    'GET /users/v1/subscribe/status': {
      run: ({ request, response }) =>
        request.headers.authorization
          ? send(response, 200, { email: '', status: 'ContactNotFound' })
          : send(response, 401, 'Unauthorized'),
    },
  };
}
