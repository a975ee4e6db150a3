import { useEffect, useRef, useState } from 'react';
import { fill } from '../../platform/text/fill';
import { useText } from '../../ui/use-text';

/**
 * What Add drink did ('2 x Beer, Pint, 4% added'), said where focus then goes: the button turns
 * disabled once the amount is back at 0, so focus moves to the status instead of being lost.
 */
export function useAddedStatus() {
  const t = useText();
  const [status, setStatus] = useState({ text: '', count: 0 });
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status.count > 0) ref.current?.focus();
  }, [status]);

  return {
    /** Says that `amount` of the drink described by `words` was added. */
    sayAdded: (amount: number, words: string) =>
      setStatus((previous) => ({ text: fill(t('ucc.drinks.added'), { amount, drink: words }), count: previous.count + 1 })),
    status: (
      <p className="status" ref={ref} tabIndex={-1}>
        {status.text}
      </p>
    ),
  };
}
