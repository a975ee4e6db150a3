/** Default copy shared by both widgets. Keys are stable: the remote dictionary overrides them. */
export const COMMON_COPY = {
  'common.back': 'Back',
  'common.continue': 'Continue',
  'common.next': 'Next',
  'common.close': 'Close',
  'common.opensInNewTab': '(opens in a new tab)',
} as const;
