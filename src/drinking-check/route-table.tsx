import type { ComponentType, ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { QUESTION_STEPS, questionNumberOf } from '../core/audit';
import { Arriving } from './components/Arriving';
import { useLoaded } from '../ui/load-once';
import { OverviewPage } from './overview/OverviewPage';
import { ResultsArriving } from './results/ResultsArriving';
import { ABRIDGED_RESULT_ROUTES, DC_DEFAULT_PATH, DC_ROUTES, FULL_RESULT_ROUTES } from './routes';
import { checkSteps } from './steps-loader';

export interface RouteEntry {
  /** A wouter path pattern. */
  path: string;
  Page: ComponentType;
  /** Concrete paths a person can reach through this pattern (the pattern itself when it has no parameter). */
  examples?: readonly string[];
}

type CheckSteps = typeof import('./check-steps');

/** A step whose code loads on demand (steps-loader.ts): the banner and a status while it is arriving. */
function Step({ page }: { page: (steps: CheckSteps) => ReactNode }) {
  const { module: steps, failed, retry } = useLoaded(checkSteps);
  if (!steps) return <Arriving failed={failed} onRetry={retry} />;
  return (
    <>
      <steps.StepsStyles />
      {page(steps)}
    </>
  );
}

function QuestionRoute() {
  const { slug } = useParams<{ slug: string }>();
  const number = questionNumberOf(slug);
  if (!number) return <Redirect to={DC_DEFAULT_PATH} replace />;
  // A key per question: each is a new page, so its heading takes focus.
  return <Step page={({ QuestionPage }) => <QuestionPage key={number} number={number} />} />;
}

const FullResults = () => <ResultsArriving />;
const AbridgedResults = () => <ResultsArriving abridged />;

const AgeRoute = () => <Step page={({ AgePage }) => <AgePage />} />;
const WelcomeRoute = () => <Step page={({ WelcomePage }) => <WelcomePage />} />;

/**
 * The loaders come with the steps' code, which is fetched while the first screen is read: the
 * status above shows only if Begin or Start comes before it has arrived.
 */
const LoadingBasicInfoRoute = () => <Step page={({ LoadingBasicInfoPage }) => <LoadingBasicInfoPage />} />;
const LoadingQuestionsRoute = () => <Step page={({ LoadingQuestionsPage }) => <LoadingQuestionsPage />} />;
const LoadingResultsRoute = () => <Step page={({ LoadingResultsPage }) => <LoadingResultsPage />} />;

/** Sex at birth, identity, gender identity, previous assessment: one page each. */
function aboutYouPage(path: string): ComponentType {
  return () => <Step page={({ AboutYouChoicePage }) => <AboutYouChoicePage key={path} path={path} />} />;
}

const ABOUT_YOU_CHOICES = [DC_ROUTES.sex, DC_ROUTES.identity, DC_ROUTES.gender, DC_ROUTES.assessment];

/** Every screen of the Drinking Check, in the router's order; anything else redirects to the overview. */
export const DC_ROUTE_TABLE: readonly RouteEntry[] = [
  { path: DC_ROUTES.overview, Page: OverviewPage },
  { path: DC_ROUTES.overviewCheck, Page: OverviewPage },
  ...FULL_RESULT_ROUTES.map((path) => ({ path, Page: FullResults })),
  ...ABRIDGED_RESULT_ROUTES.map((path) => ({ path, Page: AbridgedResults })),
  { path: DC_ROUTES.loadingBasicInfo, Page: LoadingBasicInfoRoute },
  { path: DC_ROUTES.age, Page: AgeRoute },
  ...ABOUT_YOU_CHOICES.map((path) => ({ path, Page: aboutYouPage(path) })),
  { path: DC_ROUTES.loadingQuestions, Page: LoadingQuestionsRoute },
  { path: DC_ROUTES.welcome, Page: WelcomeRoute },
  { path: DC_ROUTES.welcomeAlias, Page: WelcomeRoute },
  {
    path: '/drinking-check/:slug',
    Page: QuestionRoute,
    examples: QUESTION_STEPS.map((step) => `/drinking-check/${step.slug}`),
  },
  { path: DC_ROUTES.loadingResults, Page: LoadingResultsRoute },
];
