import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Profile, ScorePayload } from '../../../src/core/audit';
import '../../../src/drinking-check/register-copy';
import '../../../src/drinking-check/results/results-screens';
import { EmailForm } from '../../../src/drinking-check/results/email/EmailForm';
import { useCheckPersistence } from '../../../src/drinking-check/state/use-check-persistence';
import type { NewsletterStatus, SignInState } from '../../../src/platform/services';
import { ADULT, recordingPlatform, renderApp, type RenderAppOptions } from './render-app';

/** A finished early-exit check (total 4, low risk) as the session holds it. */
const EARLY_EXIT = { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 };
export const FINISHED = {
  answers: EARLY_EXIT,
  hasResults: true,
  result: { score: 4, scale: 'auditC', riskLevel: 'low', answers: EARLY_EXIT },
};

/** The app's session keeping (sessionStorage) around a part of it. */
export function WithSession({ children }: { children: ReactNode }) {
  useCheckPersistence();
  return <>{children}</>;
}

export interface FormOptions extends RenderAppOptions {
  profile?: Profile;
  signIn?: SignInState;
  newsletter?: NewsletterStatus;
  saveSucceeds?: boolean;
}

/** The email form on its own, after a finished check, with a platform that records the saves. */
export async function renderEmailForm({
  profile = ADULT,
  signIn,
  newsletter,
  saveSucceeds = true,
  ...options
}: FormOptions = {}) {
  sessionStorage.setItem('aa:dc:check', JSON.stringify({ ...FINISHED, profile }));
  const platform = options.platform ?? recordingPlatform({ saveSucceeds, newsletter, ...(signIn ? { signIn } : {}) });
  const view = renderApp(
    <WithSession>
      <EmailForm />
    </WithSession>,
    { path: '/overview/results-lower-risk-audit-c', ...options, platform },
  );
  await screen.findByRole('heading', { name: /Get your results by email|Thank you/ });
  return { ...view, saves: platform.saves as ScorePayload[] };
}

export const nameField = () => screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement;
export const emailField = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
export const consentUse = () =>
  screen.getByRole('checkbox', { name: /use my email address to send me my results/ }) as HTMLInputElement;
export const consentData = () => screen.getByRole('checkbox', { name: /without my name or email address/ }) as HTMLInputElement;
export const next = () => screen.getByRole('button', { name: 'Email my results' });

export function fill(name: string, email: string, { consents = true } = {}) {
  fireEvent.change(nameField(), { target: { value: name } });
  fireEvent.change(emailField(), { target: { value: email } });
  if (consents) {
    fireEvent.click(consentUse());
    fireEvent.click(consentData());
  }
}

/** A save that waits until the test settles it. */
export function deferredSave(platform: ReturnType<typeof recordingPlatform>) {
  let settle: (saved: boolean) => void = () => undefined;
  platform.api = {
    ...platform.api,
    saveSelfAssessment: (payload) => {
      platform.saves.push(payload);
      return new Promise<boolean>((resolve) => (settle = resolve));
    },
  };
  return (saved: boolean) => settle(saved);
}
