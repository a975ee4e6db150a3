import { useEffect, useState } from 'react';
import type { ArticleSuggestion } from '../../platform/services';
import { usePlatform } from '../../ui/widget/platform-context';
import { useForSomeone } from '../components/use-worded-text';

/**
 * A binge drinker's related article from the content search; undefined until it comes, or when
 * none does. Not asked for when the check was done for someone else: the articles speak to the
 * drinker ("your body", "pace yourself"), so the built-in card worded for them stays
 * (docs/decisions/0283-the-binge-article-is-for-the-drinker.md).
 */
export function useBingeArticle(bingeDrinker: boolean): ArticleSuggestion | undefined {
  const { api } = usePlatform();
  const forSomeone = useForSomeone();
  const [article, setArticle] = useState<ArticleSuggestion>();
  const wanted = bingeDrinker && !forSomeone;
  useEffect(() => {
    if (!wanted) return undefined;
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
  }, [api, wanted]);
  return wanted ? article : undefined;
}
