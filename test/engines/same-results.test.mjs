// The same journeys in Chromium, Firefox and WebKit give the same result: a weekly calculator
// journey by taps and typed amounts, and a Drinking Check by taps, on the demo page with the
// reference API (docs/testing-in-three-engines.md). WebKit once gave 115.9 units where the others
// gave 13.6 (docs/decisions/0207-amount-fields-replace-their-zero.md).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startDemo } from '../../demo/serve.mjs';
import { enginesWanted } from '../../scripts/engines.mjs';
import { openIn } from './drivers.mjs';
import { answerLabels, calculatorFigures, checkResult, fieldValue, focusedHeadingOf, headingOf, placeOf } from './in-page.mjs';

const CHECK = 'drinking-check';
const CALCULATOR = 'unit-calculator';
const ENGINES = enginesWanted();

let demo;
let folder;
before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'engines-demo-'));
  demo = await startDemo({ port: 0, apiPort: 0, dataDir: join(folder, 'pglite') });
});
after(async () => {
  await demo?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function until(page, what, check, timeout = 10000) {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits for the step to the screen headed `heading` (whose heading takes the focus, which can
 * scroll the page: a tap before it can land beside its control); a timeout says which heading
 * showed instead.
 */
function onScreen(page, tag, heading) {
  let shown;
  return until(
    page,
    () => `"${heading}" in focus (the screen shows "${shown}")`,
    async () => {
      if ((await page.run(focusedHeadingOf, tag)) === heading) return true;
      shown = await page.run(headingOf, tag);
      return false;
    },
  );
}

/** Taps the control whose name starts with `text`, at `across` of its width. */
async function tap(page, tag, text, { index = 0, across = 0.5, selector } = {}) {
  // Where it stays for two looks 100 ms apart: a person taps what has stopped moving.
  let place;
  await until(page, `a control "${text}" standing still`, async () => {
    const last = place;
    place = await page.run(placeOf, tag, text, index, across, selector);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return place && last && place[0] === last[0] && place[1] === last[1];
  });
  await page.tap(...place);
}

/** Two days: 2 of the first drink on Tuesday, 3 of the second on Friday, each tapped at its left. */
async function weeklyJourney(page) {
  await tap(page, CALCULATOR, 'Calculate weekly drinks');
  await onScreen(page, CALCULATOR, 'I normally drink on these days');
  await tap(page, CALCULATOR, 'Tuesday');
  await tap(page, CALCULATOR, 'Friday');
  await tap(page, CALCULATOR, 'Continue');
  const amounts = [];
  for (const [day, index, typed] of [
    ['Tuesday', 0, '2'],
    ['Friday', 1, '3'],
  ]) {
    await until(page, `${day} in focus`, async () => (await page.run(focusedHeadingOf, CALCULATOR)).includes(day));
    await tap(page, CALCULATOR, 'Number of drinks: ', { index, across: 0.1, selector: 'input' });
    await page.type(typed);
    amounts.push(await page.run(fieldValue, CALCULATOR, 'Number of drinks: ', index));
    await tap(page, CALCULATOR, day === 'Tuesday' ? 'Next' : 'Results');
  }
  await onScreen(page, CALCULATOR, 'Your weekly results');
  return { amounts, figures: await page.run(calculatorFigures, CALCULATOR) };
}

/** About you by taps and a typed age, then the ten answers by their index. */
async function checkJourney(page, answers) {
  await tap(page, CHECK, 'Begin the Drinking Check');
  await onScreen(page, CHECK, 'How old are you?');
  await tap(page, CHECK, '', { across: 0.1, selector: 'input' });
  await page.type('44');
  await tap(page, CHECK, 'Confirm');
  for (const [heading, index] of [
    ['What sex were you registered at birth?', 1],
    ['Is the gender you identify with the same as your sex registered at birth?', 0],
    ['Have you had an alcohol assessment before?', 1],
  ]) {
    await onScreen(page, CHECK, heading);
    await tap(page, CHECK, (await page.run(answerLabels, CHECK))[index]);
  }
  for (const [question, index] of answers.entries()) {
    await until(page, `question ${question + 1}`, async () => (await page.run(answerLabels, CHECK)).length > 0);
    const before = await page.run(headingOf, CHECK);
    await tap(page, CHECK, (await page.run(answerLabels, CHECK))[index]);
    await until(page, `the step after question ${question + 1}, in focus`, async () => {
      const heading = await page.run(focusedHeadingOf, CHECK);
      return heading !== '' && heading !== before;
    });
  }
  await onScreen(page, CHECK, 'Your Drinking Check result');
  return page.run(checkResult, CHECK);
}

const seen = {};

for (const engine of ENGINES) {
  test(`${engine}: a weekly calculator journey and a Drinking Check by taps`, { timeout: 120000 }, async () => {
    const page = await openIn(engine, `${demo.pagesOrigin}/`);
    try {
      await until(
        page,
        'both widgets',
        async () => (await page.run(headingOf, CHECK)) && (await page.run(headingOf, CALCULATOR)),
      );
      const calculator = await weeklyJourney(page);
      assert.deepEqual(calculator.amounts, ['2', '3'], 'each tapped field holds the number typed');
      const check = await checkJourney(page, [3, 2, 2, 1, 1, 0, 1, 1, 2, 0]);
      seen[engine] = { calculator, check };
      console.log(`${engine}: ${JSON.stringify(seen[engine])}`);
    } finally {
      await page.close();
    }
  });
}

test('every engine shows the same totals, score and risk level', {}, () => {
  const [first, ...others] = ENGINES;
  assert.ok(seen[first], `${first} finished its journeys`);
  // 2 + 3 drinks; answers 3,2,2,1,1,0,1,1,2,0 score 3+2+2+1+1+0+1+1+4+0 = 15: increasing risk.
  assert.equal(seen[first].check.score, 'Score: 15 out of 40');
  assert.equal(seen[first].check.level, 'Increasing risk');
  // The reference API's popular list: 2 of its first drink, 3 of its second.
  assert.equal(seen[first].calculator.figures[0], '12.2 units of alcohol');
  for (const engine of others) assert.deepEqual(seen[engine], seen[first], `${engine} as ${first}`);
});
