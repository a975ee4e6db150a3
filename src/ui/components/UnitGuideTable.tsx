import type { ReactNode } from 'react';
import { UNIT_GUIDE, type UnitGuideRow } from '../../core/units';
import { LabelledCell, StackingTable } from './StackingTable';

interface UnitGuideTableProps {
  caption: string;
  drinkHeading: string;
  unitsHeading: string;
  /** The app's table class: `dc-table` or `table`. */
  className: string;
  /** How a figure reads: the calculator always gives one decimal (docs/decisions/0161); default as it is. */
  formatUnits?: (units: number) => string;
  /** A third column, e.g. how many of each drink make the weekly guideline. */
  extra?: { heading: string; cell: (row: UnitGuideRow) => ReactNode };
}

/**
 * The units in common drinks (core/units/unit-guide.ts), as a table with a row header per drink;
 * where few words fit a line, each drink a card with the column names beside its figures.
 */
export function UnitGuideTable({
  caption,
  drinkHeading,
  unitsHeading,
  className,
  formatUnits = String,
  extra,
}: UnitGuideTableProps) {
  return (
    <StackingTable className={className}>
      <caption className={`${className}__caption`}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{drinkHeading}</th>
          <th scope="col">{unitsHeading}</th>
          {extra && <th scope="col">{extra.heading}</th>}
        </tr>
      </thead>
      <tbody>
        {UNIT_GUIDE.map((row) => (
          <tr key={`${row.label}-${row.litres}`}>
            <th scope="row">{`${row.label} ${row.abv}%, ${row.measureTitle}`}</th>
            <LabelledCell label={unitsHeading}>{formatUnits(row.units)}</LabelledCell>
            {extra && <LabelledCell label={extra.heading}>{extra.cell(row)}</LabelledCell>}
          </tr>
        ))}
      </tbody>
    </StackingTable>
  );
}
