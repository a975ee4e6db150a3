import { lazy, Suspense, type ComponentType } from 'react';
import { useText } from '../../../ui/use-text';

// Loaded on demand: the form is not part of a first screen, and the first load has a size budget.
// If its file cannot be fetched the rest of the results page still works, without the form.
const EmailForm = lazy<ComponentType>(() =>
  import('./EmailForm').then(
    (module) => ({ default: module.EmailForm }),
    () => ({ default: () => null }),
  ),
);

/**
 * The results email form, ready to place at the end of the full results. A parent that is itself
 * loaded on demand can render `EmailForm` from './EmailForm' directly instead.
 */
export function ResultsEmailForm() {
  const t = useText();
  return (
    <Suspense fallback={<p className="dc-email">{t('dc.email.loading')}</p>}>
      <EmailForm />
    </Suspense>
  );
}
