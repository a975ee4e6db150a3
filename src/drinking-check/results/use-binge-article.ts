import { useEffect, useState } from 'react';
import type { ArticleSuggestion } from '../../platform/services';
import { usePlatform } from '../../ui/widget/platform-context';

/** A binge drinker's related article from the content search; undefined until it comes, or when none does. */
export function useBingeArticle(bingeDrinker: boolean): ArticleSuggestion | undefined {
  const { api } = usePlatform();
  const [article, setArticle] = useState<ArticleSuggestion>();
  useEffect(() => {
    if (!bingeDrinker) return undefined;
    let live = true;
    api.bingeArticle().then(
      (found) => {
        if (live) setArticle(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, bingeDrinker]);
  return bingeDrinker ? article : undefined;
}
