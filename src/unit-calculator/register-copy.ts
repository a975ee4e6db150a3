import { registerCopy } from '../platform/text/built-in-copy';
import { COMMON_COPY } from '../platform/text/common-copy';
import { UCC_LOAD_COPY, UNIT_CALCULATOR_COPY } from '../platform/text/unit-calculator-copy';
import { ONE_FILE } from './one-file';

// The first screen's copy; the other screens register theirs when their code loads, and the
// other widget's copy stays out of this widget's script.
registerCopy(COMMON_COPY);
registerCopy(UNIT_CALCULATOR_COPY);
if (!ONE_FILE) registerCopy(UCC_LOAD_COPY);
