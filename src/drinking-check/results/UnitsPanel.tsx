import { GUIDELINES, UNIT_GUIDE } from '../../core/units';
import { useText } from '../../ui/use-text';
import { fill } from '../components/use-worded-text';
import { Accordion } from './Accordion';

/** Part 8: the weekly guideline, and how many of each common drink make 14 units. */
export function UnitsPanel() {
  const t = useText();
  return (
    <Accordion panel="What 14 units looks like" title={t('dc.results.units.title')} className="dc-units">
      <p>{t('dc.results.units.intro')}</p>
      <p>{t('dc.results.units.unit')}</p>
      <table className="dc-table">
        <caption className="dc-table__caption">{t('dc.results.units.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dc.results.units.drink')}</th>
            <th scope="col">{t('dc.results.units.each')}</th>
            <th scope="col">{t('dc.results.units.count')}</th>
          </tr>
        </thead>
        <tbody>
          {UNIT_GUIDE.map((row) => (
            <tr key={row.label}>
              <th scope="row">{`${row.label} ${row.abv}%, ${row.measureTitle}`}</th>
              <td>{row.units}</td>
              <td>{fill(t('dc.results.units.about'), { count: Math.floor(GUIDELINES.weeklyUnits / row.units) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Accordion>
  );
}
