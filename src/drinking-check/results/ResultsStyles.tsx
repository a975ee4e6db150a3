import { ScreenStyles } from '../../ui/widget/ScreenStyles';
import emailCss from './email/results-email.css';
import resultsCss from './results.css';

const RESULTS_CSS = resultsCss + emailCss;

/** The results screens' styles (print included), adopted when those screens load. */
export function ResultsStyles() {
  return <ScreenStyles cssText={RESULTS_CSS} />;
}
