import { formatUnits, UNIT_GUIDE } from '../../core/units';
import { useText } from '../../ui/use-text';
import { Modal } from '../../ui/components/Modal';

/** How to use the calculator, with the units in common drinks. */
export function GuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <Modal open={open} title={t('ucc.guide.title')} onClose={onClose} startAtTitle>
      <p>{t('ucc.guide.popular')}</p>
      <p>{t('ucc.guide.all')}</p>
      <p>{t('ucc.guide.own')}</p>
      <table className="table">
        <caption>{t('ucc.guide.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ucc.guide.drink')}</th>
            <th scope="col">{t('ucc.guide.units')}</th>
          </tr>
        </thead>
        <tbody>
          {UNIT_GUIDE.map((row) => (
            <tr key={`${row.label}-${row.litres}`}>
              <th scope="row">{`${row.label}, ${row.abv}%, ${row.measureTitle}`}</th>
              <td>{formatUnits(row.units)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
