import { UnitGuideTable } from '../../ui/components/UnitGuideTable';
import { useText } from '../../ui/use-text';

/** Units in common drinks, under question three. */
export function UnitsGuide() {
  const t = useText();
  return (
    <UnitGuideTable
      className="dc-table"
      caption={t('dc.unitsGuide.caption')}
      drinkHeading={t('dc.unitsGuide.drink')}
      unitsHeading={t('dc.unitsGuide.units')}
    />
  );
}
