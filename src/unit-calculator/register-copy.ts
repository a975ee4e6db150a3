import { registerCopy } from '../platform/text/built-in-copy';
import { COMMON_COPY } from '../platform/text/common-copy';
import { UNIT_CALCULATOR_COPY } from '../platform/text/unit-calculator-copy';

// This app's built-in copy; the other widget's stays out of this widget's script.
registerCopy(COMMON_COPY);
registerCopy(UNIT_CALCULATOR_COPY);
