import { formatUnits } from '../../core/units';
import { useText } from '../../ui/use-text';
import { Modal } from '../../ui/components/Modal';
import { UnitGuideTable } from '../../ui/components/UnitGuideTable';

/** How to use the calculator, with the units in common drinks. */
export function GuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <Modal open={open} title={t('ucc.guide.title')} onClose={onClose} startAtTitle>
      <p>{t('ucc.guide.popular')}</p>
      <p>{t('ucc.guide.all')}</p>
      <p>{t('ucc.guide.own')}</p>
      <UnitGuideTable
        className="table"
        caption={t('ucc.guide.tableCaption')}
        drinkHeading={t('ucc.guide.drink')}
        unitsHeading={t('ucc.guide.units')}
        formatUnits={formatUnits}
      />
    </Modal>
  );
}
