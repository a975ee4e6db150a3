/** Default copy shared by both widgets. Keys are stable: the remote dictionary overrides them. */
export const COMMON_COPY = {
  'common.back': 'Back',
  'common.continue': 'Continue',
  'common.next': 'Next',
  'common.close': 'Close',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.problem': 'There is a problem',
  'common.errorPrefix': 'Error:',
  /** Widget mode: on a partner's page the banner says whose tool this is. */
  'common.widgetBy': 'From Alcohol Awareness, an independent UK alcohol-education charity',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    COMMON_COPY: typeof COMMON_COPY;
  }
}
