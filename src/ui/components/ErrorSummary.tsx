import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useText } from '../use-text';
import { Heading } from './Heading';

export interface FieldError {
  /** The id of the control that fixes it: the summary's link moves focus there. */
  target: string;
  text: string;
}

/** The problems found, in the order of the form, from [message or undefined, target id] pairs. */
export const fieldErrors = (...pairs: [string | undefined, string][]): FieldError[] =>
  pairs.flatMap(([text, target]) => (text ? [{ target, text }] : []));

interface ErrorSummaryProps {
  errors: readonly FieldError[];
  /** A new truthy value after each press that found problems: the summary takes focus. */
  focusKey?: unknown;
  /** Said in words above the list (a problem with nothing to link to). */
  children?: ReactNode;
  /** 3 inside a section of a screen (its level in the widget: Heading.tsx). */
  headingLevel?: 2 | 3;
}

/**
 * The GOV.UK error summary: announced (role alert), takes focus after a press that found
 * problems, and links each problem to its control. The links move focus themselves: following
 * '#id' would change the URL hash, which holds the widget's route, and cannot reach into a shadow
 * root anyway.
 */
export function ErrorSummary({ errors, focusKey, children, headingLevel = 2 }: ErrorSummaryProps) {
  const t = useText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    (event.currentTarget.getRootNode() as Document | ShadowRoot).getElementById(id)?.focus();
  };
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref}>
      <Heading level={headingLevel} className="error-summary__title">
        {t('common.problem')}
      </Heading>
      {children}
      {errors.length > 0 && (
        <ul>
          {errors.map(({ target, text }) => (
            <li key={target + text}>
              <a href={`#${target}`} onClick={(event) => goTo(event, target)}>
                {text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
