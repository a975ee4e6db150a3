// `npm run bench:profile -- [page] [loads] [--plain] [--phone]`: where a first load's time goes, to find
// why a bench goal is missed. For fresh loads of a bench page (drinkingCheck, unitCalculator,
// floor, drinkingCheckClassicLoader, ...) it records a Chromium performance trace and a V8 CPU
// profile, then prints, for the time from t0 to React's ready (see page/probe.js; with --to-paint,
// to the first contentful paint): the phases,
// the main thread's self time by trace event (wall and CPU), and JS time by function (self, and
// with its callees).
// --plain loads the widgets' ES build unminified, so that functions keep their names; --phone
// throttles the CPU and network as the bench's phone (measure.mjs, PHONE).
// PROFILE_ROWS sets how many rows the last table has (40); V8's lazy compile shows as
// V8.ParseFunction / V8.CompileCode in the trace table.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { buildBenchBundles, buildPlainWidgets } from './build.mjs';
import { throttleAsPhone } from './measure.mjs';
import { BENCH_PAGES, pageTexts } from './pages.mjs';
import { startServer } from './server.mjs';

const args = process.argv.slice(2);
const plain = args.includes('--plain');
const phone = args.includes('--phone');
const toPaint = args.includes('--to-paint');
const END = toPaint ? 'the first paint' : "React's ready";
const [name = 'drinkingCheck', loadsText = '10'] = args.filter((arg) => !arg.startsWith('--'));
const LOADS = Number(loadsText);
if (BENCH_PAGES[name]?.inline)
  throw new Error(`${name} is made by npm run bench from a built page; profile ${name.replace('Inline', '')}`);
const CATEGORIES = [
  'disabled-by-default-v8.compile',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Self time (wall and CPU, µs) per event name on the page's main thread within [from, to]. */
function selfTimes(events, { pid, tid }, from, to) {
  const complete = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts < to && e.ts + e.dur > from)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const add = (key, wall, cpu) => {
    const entry = totals.get(key) ?? { wall: 0, cpu: 0 };
    totals.set(key, { wall: entry.wall + wall, cpu: entry.cpu + cpu });
  };
  const stack = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const clip = Math.min(event.ts + event.dur, to) - Math.max(event.ts, from);
    const cpu = event.tdur === undefined ? 0 : (event.tdur * clip) / event.dur;
    const parent = stack.at(-1);
    if (parent) add(WRAPPERS.has(parent.name) ? '(in tasks, not traced)' : parent.name, -clip, -cpu);
    add(WRAPPERS.has(event.name) ? '(in tasks, not traced)' : event.name, clip, cpu);
    stack.push(event);
  }
  return totals;
}

const frameKey = ({ functionName, url, lineNumber }) => {
  const file = url.split('/').slice(-2).join('/');
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
};

/** Self and inclusive (with callees) time per JS function, from samples within [from, to] µs. */
function functionTimes(profile, from, to) {
  const self = new Map();
  const inclusive = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) return;
    const key = frameKey(byId.get(id).callFrame);
    self.set(key, (self.get(key) ?? 0) + delta);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = frameKey(byId.get(at).callFrame);
      if (seen.has(frame) || frame.startsWith('(root)')) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + delta);
    }
  });
  return { self, inclusive };
}

const mean = (totals, into, pick = (value) => value) =>
  totals.forEach((value, key) => into.set(key, (into.get(key) ?? 0) + pick(value) / 1000 / LOADS));
const top = (totals, count, column = 'mean ms') =>
  [...totals]
    .filter(([what]) => what !== '(idle) ')
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([what, ms]) => ({ what, [column]: Math.round(ms * 10) / 10 }));
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

await buildBenchBundles();
if (plain) await buildPlainWidgets();
const src = (path) => (plain ? path.replace('/dist/esm/', '/bench-build/esm-plain/') : path);
const server = await startServer({
  routes: { '/dist/': 'dist', '/bench/': 'scripts/bench/page', '/bench-build/': '.tmp/bench' },
  pages: pageTexts(src),
});
const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
const phases = { scriptsArrived: [], elementDefined: [], firstScreen: [], firstContentfulPaint: [], reactReady: [] };
const wall = new Map();
const cpu = new Map();
const jsSelf = new Map();
const jsInclusive = new Map();
try {
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setCacheEnabled(false);
    const cdp = await page.createCDPSession();
    if (phone) await throttleAsPhone(cdp);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.tracing.start({ categories: CATEGORIES });
    await cdp.send('Profiler.start');
    await page.goto(server.origin + BENCH_PAGES[name].path);
    await page.waitForFunction(() => window.__bench?.done, { polling: 50 });
    const bench = await page.evaluate((endAtPaint) => {
      const b = window.__bench;
      const tag = Object.keys(b.reactReady)[0];
      performance.mark('bench-t0', { startTime: b.t0 });
      performance.mark('bench-end', { startTime: endAtPaint ? b.fcp : b.reactReady[tag] });
      return { ...b, tag };
    }, toPaint);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    await context.close();
    const afterT0 = (ms) => ms - bench.t0;
    phases.scriptsArrived.push(afterT0(bench.scriptsArrived));
    phases.elementDefined.push(afterT0(bench.defined[bench.tag]));
    phases.firstScreen.push(afterT0(bench.firstScreen[bench.tag]));
    phases.firstContentfulPaint.push(afterT0(bench.fcp));
    phases.reactReady.push(afterT0(bench.reactReady[bench.tag]));
    const mark = (markName) => trace.traceEvents.find((e) => e.name === markName && e.cat.includes('user_timing'));
    const [from, to] = [mark('bench-t0'), mark('bench-end')];
    const times = selfTimes(trace.traceEvents, from, from.ts, to.ts);
    mean(times, wall, (value) => value.wall);
    mean(times, cpu, (value) => value.cpu);
    const js = functionTimes(profile, from.ts, to.ts);
    mean(js.self, jsSelf);
    mean(js.inclusive, jsInclusive);
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`${name}${plain ? ' (unminified)' : ''}${phone ? ', phone' : ''}, ${LOADS} fresh loads: ms after t0`);
console.table(
  Object.fromEntries(
    Object.entries(phases).map(([phase, values]) => [
      phase,
      { median: Math.round(median(values)), all: values.map(Math.round).join(' ') },
    ]),
  ),
);
console.log(`Main thread, t0 to ${END}: self time by trace event (mean ms per load; wall, and CPU of the thread):`);
console.table(top(wall, 20, 'wall ms').map((row) => ({ ...row, 'cpu ms': Math.round((cpu.get(row.what) ?? 0) * 10) / 10 })));
const sum = (totals) => Math.round([...totals.values()].reduce((a, b) => a + b, 0));
console.log(`Main thread in tasks, t0 to ${END}: ${sum(wall)} ms wall, ${sum(cpu)} ms CPU (mean per load)`);
console.log(`JS, t0 to ${END}: self time by function (CPU profile samples, mean ms per load):`);
console.table(top(jsSelf, 25));
console.log(`JS, t0 to ${END}: time by function with what it calls (mean ms per load):`);
console.table(top(jsInclusive, Number(process.env.PROFILE_ROWS ?? 40)));
