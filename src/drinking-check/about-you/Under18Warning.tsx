import { ExternalLink } from '../../ui/components/ExternalLink';
import { useText } from '../../ui/use-text';
import { useWordedText } from '../components/use-worded-text';

const LINKS = [
  { href: 'https://www.childline.org.uk/', key: 'dc.age.childline' },
  { href: 'https://www.talktofrank.com/', key: 'dc.age.frank' },
] as const;

/** The check is for adults; young people get support links instead (docs/decisions/0005-under-18.md). */
export function Under18Warning() {
  const t = useText();
  const worded = useWordedText();
  return (
    <div className="dc-warning" role="alert">
      <h2 className="dc-warning__title">{t('dc.age.under18Title')}</h2>
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
