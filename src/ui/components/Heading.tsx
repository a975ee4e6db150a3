import { createElement, type ComponentPropsWithRef } from 'react';
import { useSettings } from '../widget/widget-context';

/** A heading's place in the widget: 1 is a screen's heading, 2 a section of it, 3 a part of that. */
export type WidgetLevel = 1 | 2 | 3;

/**
 * The tag of a heading at a level of the widget's own outline, moved down by `heading-level` so
 * that the widget's headings sit under the host page's; never past h6
 * (docs/decisions/0310-heading-levels-fit-the-host-page.md).
 */
export function useHeadingTag(level: WidgetLevel): `h${1 | 2 | 3 | 4 | 5 | 6}` {
  const { headingLevel } = useSettings();
  return `h${Math.min(6, headingLevel + level - 1) as 1 | 2 | 3 | 4 | 5 | 6}`;
}

type HeadingProps = ComponentPropsWithRef<'h2'> & { level: WidgetLevel };

/**
 * Every heading in the widget. Styles go by its widget level (`.aa-h1`...), so that a widget moved
 * down the page's outline looks the same.
 */
export function Heading({ level, className, ...props }: HeadingProps) {
  const tag = useHeadingTag(level);
  return createElement(tag, { ...props, className: className ? `aa-h${level} ${className}` : `aa-h${level}` });
}
