import { useText } from '../../ui/use-text';
import { RISK_MESSAGES, type MessageVariant } from './results-content';

/** Part 2: what the result means, in the person's wording. */
export function RiskMessage({ variant }: { variant: MessageVariant }) {
  const t = useText();
  const { paragraphs, strong, support } = RISK_MESSAGES[variant];
  return (
    <div className="dc-message">
      {paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {strong && (
        <p>
          <strong>{t(strong)}</strong>
        </p>
      )}
      {support && (
        <>
          <p>
            <strong>{t(support.line)}</strong>
          </p>
          <ul>
            {support.bullets.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
