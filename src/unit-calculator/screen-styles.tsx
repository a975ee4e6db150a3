import { ScreenStyles } from '../ui/widget/ScreenStyles';

/** The styles of screens loaded on demand, adopted with them (kept out of the first load). */
export function screenStyles(...cssTexts: string[]) {
  return function Styles() {
    return (
      <>
        {cssTexts.map((cssText, index) => (
          <ScreenStyles key={index} cssText={cssText} />
        ))}
      </>
    );
  };
}
