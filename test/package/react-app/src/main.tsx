// A partner's React app, type-checked (tsc) against the package's declarations and bundled
// (esbuild) as an app would: both widgets in JSX, a typed ref, typed events.
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'alcohol-awareness-widgets/drinking-check';
import 'alcohol-awareness-widgets/unit-calculator';
import type { DrinkingCheckElement, ReadyDetail, UnitCalculatorElement } from 'alcohol-awareness-widgets/types';

function App() {
  const check = useRef<DrinkingCheckElement>(null);
  const calculator = useRef<UnitCalculatorElement>(null);
  const [ready, setReady] = useState<string[]>([]);

  useEffect(() => {
    const onReady = (event: CustomEvent<ReadyDetail>) =>
      setReady((seen) => [...seen, `${event.detail.widget} ${event.detail.path}`]);
    const checkElement = check.current;
    const calculatorElement = calculator.current;
    checkElement?.addEventListener('dc-ready', onReady);
    calculatorElement?.addEventListener('ucc-ready', onReady);
    return () => {
      checkElement?.removeEventListener('dc-ready', onReady);
      calculatorElement?.removeEventListener('ucc-ready', onReady);
    };
  }, []);

  return (
    <main>
      <h1>A partner's React app</h1>
      <p id="ready">{ready.length ? `ready: ${[...ready].sort().join(', ')}` : 'waiting'}</p>
      <drinking-check ref={check} brand="partner" campaign="package-test" routing="memory" loader-duration={300} />
      <unit-calculator ref={calculator} routing="memory" embedded={false} />
    </main>
  );
}

/** Never rendered: proves the package's types reject what the widgets would ignore. */
export function WrongUse() {
  const typed = document.querySelector('unit-calculator');
  // @ts-expect-error routing is "hash" or "memory"
  const wrongRouting = <drinking-check routing="sideways" />;
  // @ts-expect-error a route change carries no score
  typed?.addEventListener('ucc-route-change', (event) => event.detail.score);
  // @ts-expect-error embedded is a boolean property
  if (typed) typed.embedded = 'yes';
  return wrongRouting;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
