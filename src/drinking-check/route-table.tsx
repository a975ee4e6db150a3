import type { ComponentType } from 'react';
import { Redirect, useParams } from 'wouter';
import { QUESTIONS, questionBySlug } from '../core/audit';
import { AboutYouChoicePage } from './about-you/AboutYouChoicePage';
import { ABOUT_YOU_QUESTIONS } from './about-you/about-you-questions';
import { AgePage } from './about-you/AgePage';
import { LoadingBasicInfoPage, LoadingQuestionsPage, LoadingResultsPage } from './components/LoaderPages';
import { OverviewPage } from './overview/OverviewPage';
import { QuestionPage } from './questions/QuestionPage';
import { AbridgedResultsRoute, FullResultsRoute } from './results/ResultsRoutes';
import { ABRIDGED_RESULT_ROUTES, DC_DEFAULT_PATH, DC_ROUTES, FULL_RESULT_ROUTES } from './routes';
import { WelcomePage } from './welcome/WelcomePage';

export interface RouteEntry {
  /** A wouter path pattern. */
  path: string;
  Page: ComponentType;
  /** Concrete paths a person can reach through this pattern (the pattern itself when it has no parameter). */
  examples?: readonly string[];
}

function QuestionRoute() {
  const { slug } = useParams<{ slug: string }>();
  const question = questionBySlug(slug);
  if (!question) return <Redirect to={DC_DEFAULT_PATH} replace />;
  // A key per question: each is a new page, so its heading takes focus.
  return <QuestionPage key={question.slug} number={question.number} />;
}

function aboutYouPage(question: (typeof ABOUT_YOU_QUESTIONS)[number]): ComponentType {
  return () => <AboutYouChoicePage key={question.path} question={question} />;
}

/** Every screen of the Drinking Check, in the router's order; anything else redirects to the overview. */
export const DC_ROUTE_TABLE: readonly RouteEntry[] = [
  { path: DC_ROUTES.overview, Page: OverviewPage },
  { path: DC_ROUTES.overviewCheck, Page: OverviewPage },
  ...FULL_RESULT_ROUTES.map((path) => ({ path, Page: FullResultsRoute })),
  ...ABRIDGED_RESULT_ROUTES.map((path) => ({ path, Page: AbridgedResultsRoute })),
  { path: DC_ROUTES.loadingBasicInfo, Page: LoadingBasicInfoPage },
  { path: DC_ROUTES.age, Page: AgePage },
  ...ABOUT_YOU_QUESTIONS.map((question) => ({ path: question.path, Page: aboutYouPage(question) })),
  { path: DC_ROUTES.loadingQuestions, Page: LoadingQuestionsPage },
  { path: DC_ROUTES.welcome, Page: WelcomePage },
  { path: DC_ROUTES.welcomeAlias, Page: WelcomePage },
  {
    path: '/drinking-check/:slug',
    Page: QuestionRoute,
    examples: QUESTIONS.map((question) => `/drinking-check/${question.slug}`),
  },
  { path: DC_ROUTES.loadingResults, Page: LoadingResultsPage },
];
