import { ScreenStyles } from '../ui/widget/ScreenStyles';
import stepsCss from './steps.css';

/** The steps' styles (the results use them too), adopted when their code loads; once per widget. */
export function StepsStyles() {
  return <ScreenStyles cssText={stepsCss} />;
}
