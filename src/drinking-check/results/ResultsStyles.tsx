import cardsCss from '../../ui/styles/cards.css';
import { ScreenStyles } from '../../ui/widget/ScreenStyles';
import { StepsStyles } from '../StepsStyles';
import emailCss from './email/results-email.css';
import resultsCss from './results.css';

const RESULTS_CSS = cardsCss + resultsCss + emailCss;

/** The results screens' styles (print included) after the steps' they build on, adopted when those screens load. */
export function ResultsStyles() {
  return (
    <>
      <StepsStyles />
      <ScreenStyles cssText={RESULTS_CSS} />
    </>
  );
}
