import { useState } from 'react';
import { useSettings } from '../../ui/widget/widget-context';

// The shape of a drink's glass, drawn inline: pint, wine glass, spirit glass, bottle or can.
const SHAPES: [RegExp, string][] = [
  [/wine/, 'M10 4h12c0 7-2 11-6 11s-6-4-6-11z M16 15v10 M11 27h10'],
  [/spirit/, 'M9 12h14l-1.5 15h-11z M10 17h12'],
  [/bottle|can|alcopop/, 'M14 3h4v6l3 4v15H11V13l3-4z M11 17h10'],
  [/./, 'M9 5h14l-2 22H11z M10 10h12'],
];

/** A file name of the media convention ('Beer.svg'): nothing that could leave the media path. */
const IMAGE_FILE = /^[\w-][\w .-]*\.(svg|png|jpe?g|webp|gif)$/i;

/**
 * The drink's image from the page's media path (`media-base`) when there is one, else the
 * built-in icon; an image that fails to load gives way to the icon
 * (docs/decisions/0163-drink-images-from-media-base.md).
 * Decorative: the drink's name is in the text beside it.
 */
export function DrinkIcon({ image, measure }: { image: string; measure: string }) {
  const { mediaBase } = useSettings();
  const [failed, setFailed] = useState('');
  const src = mediaBase && IMAGE_FILE.test(image) ? `${mediaBase}/${encodeURIComponent(image)}` : '';
  if (src && failed !== src) {
    return <img className="drink-icon" src={src} alt="" width="32" height="32" onError={() => setFailed(src)} />;
  }
  const name = `${image} ${measure}`.toLowerCase();
  return (
    <svg className="drink-icon" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path
        d={SHAPES.find(([match]) => match.test(name))![1]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
