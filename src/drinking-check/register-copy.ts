import { registerCopy } from '../platform/text/built-in-copy';
import { COMMON_COPY } from '../ui/copy/common-copy';
import { DRINKING_CHECK_COPY } from './copy/drinking-check-copy';

// This app's built-in copy; the other widget's stays out of this widget's script.
registerCopy(COMMON_COPY);
registerCopy(DRINKING_CHECK_COPY);
