import { registerCopy } from '../platform/text/built-in-copy';
import { COMMON_COPY } from '../ui/copy/common-copy';
import { UCC_LOAD_COPY, UNIT_CALCULATOR_COPY } from './copy/unit-calculator-copy';

// The first screen's copy; the other screens register theirs when their code loads, and the
// other widget's copy stays out of this widget's script.
registerCopy(COMMON_COPY);
registerCopy(UNIT_CALCULATOR_COPY);
registerCopy(UCC_LOAD_COPY);
