import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTabKeys } from '../../ui/components/use-tab-keys';

const RevealContext = createContext<() => void>(() => undefined);
/** Selects the tab whose panel holds the caller (a form showing what is missing in its drink). */
export const useRevealPanel = () => useContext(RevealContext);

interface Tab {
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: readonly Tab[];
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * ARIA tabs: arrow keys, Home and End move between tabs; Tab goes into the panel. Every panel stays
 * mounted, the others hidden, so that a drink set up in one is still there, and still counted, after
 * a look at another (docs/decisions/0214-a-drink-set-up-but-not-added-is-counted.md).
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const id = useId();
  const { onKeyDown, tabRef } = useTabKeys(tabs.length, selected, onSelect);

  return (
    <div className="drink-tabs">
      <div role="tablist" aria-label={label} className="tabs drink-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={tabRef(index)}
            onKeyDown={onKeyDown}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className="drink-tabs__panel"
        >
          <RevealContext.Provider value={() => onSelect(index)}>{tab.panel}</RevealContext.Provider>
        </div>
      ))}
    </div>
  );
}
