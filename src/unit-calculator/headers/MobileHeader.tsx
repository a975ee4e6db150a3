import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useText } from '../../ui/use-text';
import { ExternalLink } from '../../ui/components/ExternalLink';
import { UCC_ROUTES } from '../routes';
import { useCalculator } from '../state/use-calculator';
import { BackArrow } from './BackArrow';
import { useFactLinks } from './fact-links';

/**
 * Below 768 px: back arrow, title and a menu to start either calculation or read the facts.
 * Switching calculation keeps the drinks of both: each has its own, and only Clear empties
 * them (docs/decisions/0162-clear-and-the-menu.md). The menu closes on Escape and on a choice.
 */
export function MobileHeader({ title, onBack, children }: { title: string; onBack?: () => void; children?: ReactNode }) {
  const t = useText();
  const factLinks = useFactLinks();
  const id = useId();
  const [path, navigate] = useLocation();
  const { chooseMode } = useCalculator();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) firstItem.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    menuButton.current?.focus();
  };

  const start = (weekly: boolean) => {
    const current = weekly ? [UCC_ROUTES.daysOfWeek, UCC_ROUTES.weeklyDrinks] : [UCC_ROUTES.singleDrinks];
    if ((current as string[]).includes(path)) return close();
    setOpen(false);
    chooseMode(weekly);
    navigate(weekly ? UCC_ROUTES.daysOfWeek : UCC_ROUTES.singleDrinks);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="mobile-header" onKeyDown={onKeyDown}>
      <div className="mobile-header__bar">
        {onBack && (
          <button type="button" className="mobile-header__back" onClick={onBack}>
            <BackArrow />
            <span className="visually-hidden">{t('ucc.common.backArrow')}</span>
          </button>
        )}
        <p className="mobile-header__title">{title}</p>
        <button
          ref={menuButton}
          type="button"
          className="mobile-header__menu-button"
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          onClick={() => setOpen(!open)}
        >
          <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {t('ucc.mobile.menu')}
        </button>
      </div>
      {children}
      <nav id={`${id}-menu`} className="mobile-header__menu" aria-label={t('ucc.mobile.menuLabel')} hidden={!open}>
        <ul>
          <li>
            <button ref={firstItem} type="button" onClick={() => start(false)}>
              {t('ucc.mobile.single')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => start(true)}>
              {t('ucc.mobile.weekly')}
            </button>
          </li>
          {factLinks.map((link) => (
            <li key={link.title}>
              <ExternalLink href={link.href}>{link.title}</ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
