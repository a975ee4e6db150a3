import { useLocation } from 'wouter';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { UCC_ROUTES } from '../routes';
import { useCalculator } from '../state/use-calculator';

/** 'Use tool again': clears the drinks, marks the restart and returns to welcome. */
export function UseAgainButton() {
  const t = useText();
  const [, navigate] = useLocation();
  const { restart } = useCalculator();
  return (
    <Button
      onClick={() => {
        navigate(UCC_ROUTES.welcome);
        restart();
      }}
    >
      {t('ucc.results.useAgain')}
    </Button>
  );
}
