import { useId, useState, type ReactNode } from 'react';
import { usePlatform } from '../../ui/widget/platform-context';
import { Heading } from '../../ui/components/Heading';

interface AccordionProps {
  /** The fixed panel name sent with the Open / Closed event. */
  panel: string;
  title: ReactNode;
  initiallyOpen?: boolean;
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A section whose heading is a disclosure button (the WAI-ARIA accordion pattern): the heading
 * stays in the heading list, the button says whether it is expanded, and focus stays on it.
 */
export function Accordion({ panel, title, initiallyOpen = false, onOpen, className, children }: AccordionProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const { analytics } = usePlatform();
  const id = useId();
  const toggle = () => {
    setOpen(!open);
    analytics.track('accordion_click', { panel, state: open ? 'Closed' : 'Open' });
    if (!open) onOpen?.();
  };
  return (
    <section className={['dc-accordion', className].filter(Boolean).join(' ')}>
      <Heading level={2} className="dc-accordion__heading">
        <button type="button" className="dc-accordion__button" aria-expanded={open} aria-controls={id} onClick={toggle}>
          {title}
        </button>
      </Heading>
      <div id={id} className="dc-accordion__panel" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
