import { Redirect, Route, Switch, useParams } from 'wouter';
import { questionBySlug } from '../core/audit';
import { AboutYouChoicePage } from './about-you/AboutYouChoicePage';
import { ABOUT_YOU_QUESTIONS } from './about-you/about-you-questions';
import { AgePage } from './about-you/AgePage';
import { LoadingBasicInfoPage, LoadingQuestionsPage, LoadingResultsPage } from './components/LoaderPages';
import { NavigationGuard } from './NavigationGuard';
import { OverviewPage } from './overview/OverviewPage';
import { QuestionPage } from './questions/QuestionPage';
import { ResultsPage } from './results/ResultsPage';
import { DC_DEFAULT_PATH, DC_ROUTES, RESULT_ROUTES } from './routes';
import { useCheckPersistence } from './state/use-check-persistence';
import { useRoleWording } from './state/use-role-wording';
import { WelcomePage } from './welcome/WelcomePage';

function QuestionRoute() {
  const { slug } = useParams<{ slug: string }>();
  const question = questionBySlug(slug);
  if (!question) return <Redirect to={DC_DEFAULT_PATH} replace />;
  // A key per question: each is a new page, so its heading takes focus.
  return <QuestionPage key={question.slug} number={question.number} />;
}

export function DrinkingCheckApp() {
  useCheckPersistence();
  useRoleWording();
  return (
    <NavigationGuard>
      <Switch>
        <Route path={DC_ROUTES.overview} component={OverviewPage} />
        <Route path={DC_ROUTES.overviewCheck} component={OverviewPage} />
        {RESULT_ROUTES.map((path) => (
          <Route key={path} path={path} component={ResultsPage} />
        ))}
        <Route path={DC_ROUTES.loadingBasicInfo} component={LoadingBasicInfoPage} />
        <Route path={DC_ROUTES.age} component={AgePage} />
        {ABOUT_YOU_QUESTIONS.map((question) => (
          <Route key={question.path} path={question.path}>
            <AboutYouChoicePage key={question.path} question={question} />
          </Route>
        ))}
        <Route path={DC_ROUTES.loadingQuestions} component={LoadingQuestionsPage} />
        <Route path={DC_ROUTES.welcome} component={WelcomePage} />
        <Route path={DC_ROUTES.welcomeAlias} component={WelcomePage} />
        <Route path="/drinking-check/:slug" component={QuestionRoute} />
        <Route path={DC_ROUTES.loadingResults} component={LoadingResultsPage} />
        <Route>
          <Redirect to={DC_DEFAULT_PATH} replace />
        </Route>
      </Switch>
    </NavigationGuard>
  );
}
