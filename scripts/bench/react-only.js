// React and ReactDOM alone, as the widgets bundle them (react + react-dom/client, production):
// the bench reports its gzip size beside the widgets' first loads.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(createElement('p', null, 'React'));
