// Opens the consumers' pages in headless Chromium, served from their temporary folder on a free
// port of 127.0.0.1: each widget's first heading must appear in its shadow root, and the Drinking
// Check's Begin must lead to its age step (code loaded on demand), with no page error, console
// error, failed request or error status on the way.
import { isDeepStrictEqual } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startServer } from '../bench/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';

/** The first screen's heading of each widget with the default attributes. */
const HEADINGS = {
  'drinking-check': 'How does your drinking affect you?',
  'unit-calculator': 'What would you like to work out?',
};
const BEGIN = 'Begin the Drinking Check';
const AGE_STEP = { 'drinking-check': 'How old are you?' };
const TIMEOUT = 30_000;
const CHUNKS = 'node_modules/alcohol-awareness-widgets/dist/esm/chunks/';

// Run in the page.
const headingsOf = (tags) =>
  Object.fromEntries(tags.map((tag) => [tag, document.querySelector(tag)?.shadowRoot?.querySelector('h1')?.textContent ?? null]));
const textOf = (selector) => document.querySelector(selector)?.textContent ?? null;
const clickButton = (name) =>
  [...document.querySelector('drinking-check').shadowRoot.querySelectorAll('button')]
    .find((button) => button.textContent.trim() === name)
    ?.click();

/** Waits until `read(argument)` in the page gives `expected`; on timeout says what it gave. */
async function waitFor(page, what, read, argument, expected) {
  const until = Date.now() + TIMEOUT;
  let seen;
  while (Date.now() < until) {
    seen = await page.evaluate(read, argument);
    if (isDeepStrictEqual(seen, expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: expected ${JSON.stringify(expected)}, saw ${JSON.stringify(seen)}`);
}

function watch(page) {
  const problems = [];
  const chunks = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()}: ${response.url()}`));
  page.on('requestfinished', (request) => {
    const [, chunk] = new URL(request.url()).pathname.split(CHUNKS);
    if (chunk) chunks.push(chunk);
  });
  return { problems, chunks };
}

async function checkPage(browser, origin, { path, lazyChunks, text }) {
  const started = Date.now();
  const page = await browser.newPage();
  const { problems, chunks } = watch(page);
  try {
    await page.goto(origin + path, { waitUntil: 'load', timeout: TIMEOUT });
    await waitFor(page, `${path}: the first headings`, headingsOf, Object.keys(HEADINGS), HEADINGS);
    if (text) await waitFor(page, `${path}: ${text.selector}`, textOf, text.selector, text.equals);
    await page.evaluate(clickButton, BEGIN);
    await waitFor(page, `${path}: after '${BEGIN}'`, headingsOf, Object.keys(AGE_STEP), AGE_STEP);
    await page.waitForNetworkIdle({ idleTime: 300, timeout: TIMEOUT });
    if (lazyChunks && !chunks.some((chunk) => /(^|\.)check-steps-/.test(chunk)))
      throw new Error(`${path}: the steps' chunk did not load from the package (loaded: ${chunks.join(', ')})`);
    if (problems.length) throw new Error(`${path}:\n  ${problems.join('\n  ')}`);
    const loaded = lazyChunks ? `; chunks from the package: ${chunks.join(', ')}` : '';
    console.log(
      `  ${path}: both first headings, then the age step, no error${loaded} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await page.close();
  }
}

export async function openPages(folder, pages) {
  const server = await startServer({ routes: { '/': folder }, pages: {} });
  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
  try {
    for (const page of pages) await checkPage(browser, server.origin, page);
  } finally {
    await browser.close();
    await server.close();
  }
}
