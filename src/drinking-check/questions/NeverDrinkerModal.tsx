import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { Modal } from '../../ui/components/Modal';
import { useWordedText } from '../components/use-worded-text';

export type NeverDrinkerChoice = 'skip' | 'return';

interface NeverDrinkerModalProps {
  open: boolean;
  onChoice: (choice: NeverDrinkerChoice) => void;
  onClose: () => void;
}

/** Question one, answer 'Never': skip to the results or return to the quiz. */
export function NeverDrinkerModal({ open, onChoice, onClose }: NeverDrinkerModalProps) {
  const t = useText();
  const worded = useWordedText();
  return (
    <Modal
      open={open}
      title={t('dc.never.title')}
      onClose={onClose}
      actions={
        <div className="dc-actions">
          <Button onClick={() => onChoice('skip')}>{t('dc.never.skip')}</Button>
          <Button variant="secondary" onClick={() => onChoice('return')}>
            {t('dc.never.return')}
          </Button>
        </div>
      }
    >
      <p>{worded('dc.never.text')}</p>
    </Modal>
  );
}
