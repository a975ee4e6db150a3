import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { useCheckActions } from '../state/use-check-actions';
import { Heading } from '../../ui/components/Heading';

/** Part 11: start again from the age step, with drinks and personal details cleared. */
export function RedoPanel() {
  const t = useText();
  const { redo } = useCheckActions();
  return (
    <section className="dc-redo" aria-labelledby="dc-redo-title">
      <Heading level={2} id="dc-redo-title">
        {t('dc.results.redoTitle')}
      </Heading>
      <p>{t('dc.results.redoText')}</p>
      <Button variant="secondary" onClick={redo}>
        {t('dc.results.redo')}
      </Button>
    </section>
  );
}
