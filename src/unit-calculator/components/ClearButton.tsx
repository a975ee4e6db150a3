import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { Modal } from '../../ui/components/Modal';

interface Props {
  disabled: boolean;
  /** Clears and goes to the first step, whose heading then takes focus (docs/decisions/0162-clear-and-the-menu.md). */
  onClear: () => void;
}

/** Clear, with its confirmation modal (spec section 2). */
export function ClearButton({ disabled, onClear }: Props) {
  const t = useText();
  const [open, setOpen] = useState(false);

  const close = (returnValue: string) => {
    setOpen(false);
    if (returnValue === 'clear') onClear();
  };

  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        {t('ucc.common.clear')}
      </Button>
      <Modal
        open={open}
        title={t('ucc.clear.title')}
        onClose={close}
        actions={
          <form method="dialog" className="actions">
            <Button type="submit" variant="secondary" value="cancel">
              {t('ucc.clear.cancel')}
            </Button>
            <Button type="submit" value="clear">
              {t('ucc.clear.confirm')}
            </Button>
          </form>
        }
      >
        <p>{t('ucc.clear.text')}</p>
      </Modal>
    </>
  );
}
