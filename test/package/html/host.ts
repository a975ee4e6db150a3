// A host page's own script in TypeScript without React (as an Angular, Vue or plain TS site has):
// type-checked against the package with skipLibCheck, as most projects set it, and no @types/react.
import 'alcohol-awareness-widgets/drinking-check';
import type { ResultDetail, UnitCalculatorElement } from 'alcohol-awareness-widgets/types';

const check = document.querySelector('drinking-check');
check?.addEventListener('dc-result', (event) => {
  const level: ResultDetail['riskLevel'] = event.detail.riskLevel;
  console.info(level, event.detail.score);
});
const calculator: UnitCalculatorElement = document.createElement('unit-calculator');
calculator.routing = 'memory';
// @ts-expect-error a route change carries no score
calculator.addEventListener('ucc-route-change', (event) => event.detail.score);
document.body.append(calculator);
