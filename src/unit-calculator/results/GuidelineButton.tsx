import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { Modal } from '../../ui/components/Modal';

/** Opens the low-risk drinking guidelines in a modal. */
export function GuidelineButton() {
  const t = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('ucc.results.guidelineOpen')}
        </Button>
      </div>
      <Modal open={open} title={t('ucc.guideline.title')} onClose={() => setOpen(false)} startAtTitle>
        <p>{t('ucc.guideline.one')}</p>
        <p>{t('ucc.guideline.two')}</p>
        <p>{t('ucc.guideline.three')}</p>
        <p>{t('ucc.guideline.four')}</p>
      </Modal>
    </>
  );
}
