import type { ReactNode } from 'react';
import stackingTableCss from '../styles/stacking-table.css';
import { ScreenStyles } from '../widget/ScreenStyles';

/**
 * A table of a few columns whose rows become cards where few words fit a line, with its styles
 * (stacking-table.css, docs/decisions/0280-layout-by-the-text-size.md). `className` is the app's
 * table class.
 */
export function StackingTable({ className, children }: { className: string; children: ReactNode }) {
  return (
    <>
      <ScreenStyles cssText={stackingTableCss} />
      <table className={`${className} stacking-table`}>{children}</table>
    </>
  );
}

/** A cell that names its column beside its figure when its row is a card (screen readers have the table's names). */
export function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span className="stacking-table__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </td>
  );
}
