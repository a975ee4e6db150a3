import { GUIDELINES } from '../../core/units';
import { UnitGuideTable } from '../../ui/components/UnitGuideTable';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import { Accordion } from './Accordion';

/** Part 8: the weekly guideline, and how many of each common drink make 14 units. */
export function UnitsPanel() {
  const t = useText();
  return (
    <Accordion panel="What 14 units looks like" title={t('dc.results.units.title')} className="dc-units">
      <p>{t('dc.results.units.intro')}</p>
      <p>{t('dc.results.units.unit')}</p>
      <UnitGuideTable
        className="dc-table"
        caption={t('dc.results.units.caption')}
        drinkHeading={t('dc.results.units.drink')}
        unitsHeading={t('dc.results.units.each')}
        extra={{
          heading: t('dc.results.units.count'),
          cell: (row) => fill(t('dc.results.units.about'), { count: Math.floor(GUIDELINES.weeklyUnits / row.units) }),
        }}
      />
    </Accordion>
  );
}
