// The first screen drawn before React starts, pre-rendered by the build
// (docs/decisions/0212-first-screen-pre-rendered-and-hydrated.md): it is the markup React renders,
// on every setting and width it is drawn for, React takes over those very nodes, and what a person
// does to it before then is not lost.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { resetCheckSession } from './check-helpers.js';
import { heading, resetUrl, waitFor } from './helpers.js';

const WIDGETS = [
  { tag: 'drinking-check', prefix: 'dc', savedWork: 'aa:dc:check' },
  { tag: 'unit-calculator', prefix: 'ucc', savedWork: 'aa:ucc:calculator' },
];

/** A valid value for each setting that is not its default. */
const SAMPLE_SETTINGS = {
  brand: 'alcohol-awareness-widget',
  campaign: 'spring',
  embedded: '',
  'web-login': '',
  'content-block': '',
  'gtm-id': 'GTM-ABC1234',
  'api-base': 'https://api.example.org',
  'client-id': 'site-1',
  routing: 'memory',
  'drinking-check-url': 'https://example.org/check',
  'units-info-url': 'https://example.org/units',
  'calories-info-url': 'https://example.org/calories',
  'guidelines-info-url': 'https://example.org/guidelines',
  'app-store-url': 'https://example.org/app-store',
  'play-store-url': 'https://example.org/play',
  'media-base': 'https://media.example.org/',
  'unit-calculator-url': 'https://example.org/calculator',
  'privacy-url': 'https://example.org/privacy',
  'results-view': 'abridged',
  'result-screen': 'app',
  'loader-duration': '0',
  'heading-level': '2',
  'parent-origin': 'https://app.example.org',
  'b2c-client-id': '5ab1e0c1-0000-4000-8000-5ab1e0c10000',
  'b2c-tenant': 'contoso.onmicrosoft.com',
  'b2c-signin-policy': 'B2C_1_susi',
  'b2c-reset-policy': 'B2C_1_reset',
  'b2c-known-authority': 'login.example.org',
  'b2c-scopes': 'https://contoso.onmicrosoft.com/api/read',
  'redirect-uri': 'https://example.org/signed-in',
};

/** What the element's console said about a first screen React could not take over. */
let mismatches = [];
const consoleWarn = console.warn;
beforeEach(() => {
  mismatches = [];
  console.warn = (...args) => {
    if (String(args[0]).includes('first screen')) mismatches.push(args.join(' '));
    consoleWarn.apply(console, args);
  };
});
afterEach(() => {
  console.warn = consoleWarn;
});

/**
 * Appends the element in a column of `width` px and returns what its shadow root held at once
 * (before React could render) and at React's first commit (its ready event).
 */
async function drawnAndRendered(tag, prefix, { width = 1000, attributes = {}, before = () => {} } = {}) {
  const column = document.createElement('div');
  column.style.width = `${width}px`;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  column.append(element);
  const rendered = new Promise((resolve) =>
    element.addEventListener(`${prefix}-ready`, () => resolve(element.shadowRoot.innerHTML), { once: true }),
  );
  document.body.append(column);
  const drawn = element.shadowRoot.innerHTML;
  const drawnHeading = element.shadowRoot.querySelector('h1');
  before(element);
  return { element, column, drawn, drawnHeading, rendered: await rendered };
}

describe('the first screen drawn before React', () => {
  // A test file before this one in the same tab may have left work or a route behind.
  before(() => {
    resetUrl();
    resetCheckSession();
    WIDGETS.forEach(({ savedWork }) => sessionStorage.removeItem(savedWork));
  });
  afterEach(() => {
    resetUrl();
    resetCheckSession();
    WIDGETS.forEach(({ savedWork }) => sessionStorage.removeItem(savedWork));
  });

  for (const { tag, prefix, savedWork } of WIDGETS) {
    for (const width of [1000, 320]) {
      it(`<${tag}> in ${width} px shows its first screen at once, the markup React then renders`, async () => {
        const { element, column, drawn, drawnHeading, rendered } = await drawnAndRendered(tag, prefix, { width });
        try {
          expect(drawn).to.contain('<h1').and.equal(rendered);
          expect(element.shadowRoot.querySelector('h1'), 'the drawn heading, taken over by React').to.equal(drawnHeading);
          expect(element.shadowRoot.querySelectorAll('.widget')).to.have.length(1);
          expect(mismatches).to.deep.equal([]);
        } finally {
          column.remove();
        }
      });
    }

    it(`<${tag}>: every setting either leaves the first screen to React or draws what React renders`, async () => {
      const observed = customElements.get(tag).observedAttributes;
      expect(Object.keys(SAMPLE_SETTINGS)).to.have.members([...observed]);
      const drawnWith = [];
      for (const [name, value] of Object.entries(SAMPLE_SETTINGS)) {
        const { column, drawn, rendered } = await drawnAndRendered(tag, prefix, { attributes: { [name]: value } });
        column.remove();
        resetCheckSession();
        resetUrl();
        if (drawn === '') continue;
        drawnWith.push(name);
        expect(drawn, `with ${name}="${value}"`).to.equal(rendered);
      }
      expect(mismatches).to.deep.equal([]);
      expect(drawnWith).to.include.members(['api-base', 'routing', 'web-login', 'parent-origin']);
    });

    it(`<${tag}> leaves a reload's restored work to React`, async () => {
      sessionStorage.setItem(savedWork, '{}');
      const { column, drawn } = await drawnAndRendered(tag, prefix, { attributes: { id: '' } });
      column.remove();
      expect(drawn).to.equal('');
    });
  }

  it('leaves a link to another screen to React', async () => {
    window.location.hash = '#dc=/respondent-age';
    const { column, drawn, element } = await drawnAndRendered('drinking-check', 'dc');
    column.remove();
    expect(drawn).to.equal('');
    expect(element.route).to.not.equal('/overview');
  });

  it('carries a choice and Begin made before React took over', async () => {
    const { element, column } = await drawnAndRendered('drinking-check', 'dc', {
      attributes: { routing: 'memory', 'loader-duration': '0' },
      before: (drawnElement) => {
        const root = drawnElement.shadowRoot;
        root.querySelector('label[for$="-SomeICareAbout"]').click();
        [...root.querySelectorAll('button')].find((button) => button.textContent === 'Begin the Drinking Check').click();
      },
    });
    try {
      await waitFor(() => heading(element)?.textContent === 'How old are they?', 'the age question, worded for someone else');
    } finally {
      column.remove();
    }
  });

  it('carries a calculator choice made before React took over', async () => {
    const { element, column } = await drawnAndRendered('unit-calculator', 'ucc', {
      attributes: { routing: 'memory' },
      before: (drawnElement) =>
        [...drawnElement.shadowRoot.querySelectorAll('button')]
          .find((button) => button.textContent === 'Calculate weekly drinks')
          .click(),
    });
    try {
      await waitFor(() => element.route === '/unit-and-calorie-calculator/days-of-week', 'the days of the week');
    } finally {
      column.remove();
    }
  });

  it('keeps focus and an opened section where the person left them', async () => {
    let drawnBegin;
    const { element, column } = await drawnAndRendered('drinking-check', 'dc', {
      attributes: { routing: 'memory' },
      before: (drawnElement) => {
        const root = drawnElement.shadowRoot;
        root.querySelector('details').open = true;
        drawnBegin = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Begin the Drinking Check');
        drawnBegin.focus();
      },
    });
    try {
      expect(element.shadowRoot.activeElement).to.equal(drawnBegin);
      expect(element.shadowRoot.querySelector('details').open).to.equal(true);
    } finally {
      column.remove();
    }
  });
});
