import { UNIT_GUIDE } from '../../core/units';
import { useText } from '../../ui/use-text';

/** Units in common drinks, under question three. */
export function UnitsGuide() {
  const t = useText();
  return (
    <table className="dc-table">
      <caption className="dc-table__caption">{t('dc.unitsGuide.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dc.unitsGuide.drink')}</th>
          <th scope="col">{t('dc.unitsGuide.units')}</th>
        </tr>
      </thead>
      <tbody>
        {UNIT_GUIDE.map((row) => (
          <tr key={row.label}>
            <th scope="row">{`${row.label} ${row.abv}%, ${row.measureTitle}`}</th>
            <td>{row.units}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
