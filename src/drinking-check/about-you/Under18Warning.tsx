import { useEffect, useRef } from 'react';
import { ExternalLink } from '../../ui/components/ExternalLink';
import { useText } from '../../ui/use-text';
import { useWordedText } from '../components/use-worded-text';
import { Heading } from '../../ui/components/Heading';

const LINKS = [
  { href: 'https://www.childline.org.uk/', key: 'dc.age.childline' },
  { href: 'https://www.talktofrank.com/', key: 'dc.age.frank' },
] as const;

/**
 * The check is for adults; young people get support links instead (docs/decisions/0005-under-18.md).
 * Shown by Confirm, it takes focus and comes into view: on a phone it starts below the fold, and a
 * stop no one sees looks like a Confirm that did nothing.
 */
export function Under18Warning({ focusKey }: { focusKey?: object }) {
  const t = useText();
  const worded = useWordedText();
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusKey) return;
    box.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return (
    <div ref={box} className="dc-warning" role="alert">
      <Heading level={2} ref={heading} tabIndex={-1} className="dc-warning__title">
        {t('dc.age.under18Title')}
      </Heading>
      <p>{worded('dc.age.under18Text')}</p>
      <ul>
        {LINKS.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href}>{t(link.key)}</ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
