import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { button, heading, holdsFor, mount, nextFrame, resetUrl, waitFor } from './helpers.js';

const banner = (widget) => widget.shadowRoot.querySelector('.banner');
const openCheckTab = (check) => button(check, 'Drinking Check').click();
const detailsOpen = (widget) => widget.shadowRoot.querySelector('details')?.open;

describe('several widgets on one page', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => holder?.remove());

  it('keeps two Drinking Checks and a calculator independent in routes, state and styles', async () => {
    let widgets;
    ({ holder, widgets } = await mount(
      '<drinking-check id="first"></drinking-check><drinking-check id="second" class="themed"></drinking-check><unit-calculator></unit-calculator>',
    ));
    const [first, second, calculator] = widgets;
    const routes = [];
    holder.addEventListener('dc-route-change', (event) => routes.push([event.target.id, event.detail.path]));

    openCheckTab(first);
    await nextFrame();
    expect(routes).to.deep.equal([['first', '/overview/drinking-check']]);
    expect(location.hash).to.contain('dc-first=/overview/drinking-check');
    expect(location.hash).to.contain('dc-second=/overview');
    expect(location.hash).to.not.contain('dc-second=/overview/drinking-check');

    first.shadowRoot.querySelector('summary').click();
    expect(detailsOpen(first)).to.be.true;
    expect(detailsOpen(second)).to.be.false;

    second.style.setProperty('--aa-color-primary', 'rgb(120, 20, 80)');
    expect(getComputedStyle(banner(second)).backgroundColor).to.equal('rgb(120, 20, 80)');
    expect(getComputedStyle(banner(first)).backgroundColor).to.not.equal('rgb(120, 20, 80)');
    expect(getComputedStyle(banner(calculator)).backgroundColor).to.not.equal('rgb(120, 20, 80)');
    expect(document.querySelector('h1'), 'no widget style or heading leaks into the page').to.equal(null);
  });

  it('keeps two calculators apart in routes and state', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator><unit-calculator content-block></unit-calculator>'));
    const [plain, block] = widgets;
    expect(getComputedStyle(banner(plain)).display).to.not.equal('none');
    expect(getComputedStyle(banner(block)).display, 'content-block on the second only').to.equal('none');
    expect(location.hash).to.equal('#ucc=/unit-and-calorie-calculator&ucc2=/unit-and-calorie-calculator');
    button(plain, 'Calculate single drinks').click();
    await waitFor(() => plain.route === '/unit-and-calorie-calculator/single-drinks', 'single drinks route');
    expect(block.route).to.equal('/unit-and-calorie-calculator');
    expect(location.hash).to.equal('#ucc=/unit-and-calorie-calculator/single-drinks&ucc2=/unit-and-calorie-calculator');
    expect(heading(block).textContent).to.equal('What would you like to work out?');
  });

  it('keeps every widget working when a host-page #anchor is followed', async () => {
    let widgets;
    ({ holder, widgets } = await mount(
      '<a id="host-link" href="#host-target">Skip to section</a><drinking-check></drinking-check><unit-calculator></unit-calculator><p id="host-target">Target</p>',
    ));
    const [check, calculator] = widgets;
    openCheckTab(check);
    await nextFrame();
    const followed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    document.getElementById('host-link').click();
    await followed;
    // That the widgets stay where they were: each would answer the hashchange the page has just had.
    await holdsFor(
      () =>
        location.hash === '#host-target' &&
        check.route === '/overview/drinking-check' &&
        calculator.route === '/unit-and-calorie-calculator',
      'the host anchor in the address, both widgets where they were',
      50,
    );
    expect(heading(check).textContent).to.equal('How does your drinking affect you?');
    expect(heading(calculator).textContent).to.equal('What would you like to work out?');
    check.shadowRoot.querySelector('summary').click();
    expect(detailsOpen(check)).to.be.true;
  });

  it('follows Back to the previous route of the widget that moved', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check></drinking-check><unit-calculator></unit-calculator>'));
    const [check, calculator] = widgets;
    const changes = [];
    holder.addEventListener('dc-route-change', (event) => changes.push(event.detail));
    openCheckTab(check);
    await waitFor(() => check.route === '/overview/drinking-check', 'tab route');
    history.back();
    await waitFor(() => check.route === '/overview', 'route back at /overview');
    expect(location.hash).to.equal('#dc=/overview&ucc=/unit-and-calorie-calculator');
    expect(calculator.route).to.equal('/unit-and-calorie-calculator');
    expect(changes).to.deep.equal([
      { path: '/overview/drinking-check', previousPath: '/overview' },
      { path: '/overview', previousPath: '/overview/drinking-check' },
    ]);
    expect(heading(check).textContent).to.equal('How does your drinking affect you?');
  });

  it('keeps its route and state when moved elsewhere in the page', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<div id="a"><drinking-check></drinking-check></div><div id="b"></div>'));
    const [check] = widgets;
    const store = check.store;
    openCheckTab(check);
    await nextFrame();
    holder.querySelector('#b').append(check);
    await waitFor(() => heading(check), 'render after move');
    expect(check.store).to.equal(store);
    expect(check.route).to.equal('/overview/drinking-check');
  });

  it('leaves the URL alone with routing="memory"', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check routing="memory"></drinking-check>'));
    const before = location.href;
    openCheckTab(widgets[0]);
    await nextFrame();
    expect(widgets[0].route).to.equal('/overview/drinking-check');
    expect(location.href).to.equal(before);
  });

  it('redirects an unknown route to the default screen of each widget', async () => {
    history.replaceState(null, '', '#dc=/no-such-screen&ucc=/unit-and-calorie-calculator/nowhere');
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check></drinking-check><unit-calculator></unit-calculator>'));
    await waitFor(
      () => location.hash === '#dc=/overview&ucc=/unit-and-calorie-calculator',
      `default routes, got ${location.hash}`,
    );
    expect(heading(widgets[0]).textContent).to.equal('How does your drinking affect you?');
    expect(heading(widgets[1]).textContent).to.equal('What would you like to work out?');
  });
});
