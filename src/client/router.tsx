import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from './components/not-found-page';
import { RouteErrorPage } from './components/route-error-page';
import { RequireAuth } from './features/accounts/components/require-auth';
import { ProfilePage } from './features/accounts/pages/profile-page';
import { GoogleDonePage } from './features/accounts/pages/google-done-page';
import { ResetPasswordPage } from './features/accounts/pages/reset-password-page';
import { GuestOnly } from './features/accounts/components/guest-only';
import { SignInPage } from './features/accounts/pages/sign-in-page';
import { SignUpPage } from './features/accounts/pages/sign-up-page';
import { RequireAdmin } from './features/blog/components/require-admin';
import { BlogEditorPage } from './features/blog/pages/blog-editor-page';
import { BlogListPage } from './features/blog/pages/blog-list-page';
import { BlogPostEditPage, BlogPostNewPage } from './features/blog/pages/blog-post-edit-page';
import { BlogPostPage } from './features/blog/pages/blog-post-page';
import { DashboardHomePage } from './features/dashboard/pages/dashboard-home-page';
import { AiInterviewPage } from './features/interviews/pages/ai-interview-page';
import { InterviewPage } from './features/interviews/pages/interview-page';
import { NewInterviewPage } from './features/interviews/pages/new-interview-page';
import { ResultsPage } from './features/interviews/pages/results-page';
import { AboutPage } from './features/landing/pages/about-page';
import { ContactPage } from './features/landing/pages/contact-page';
import { LandingPage } from './features/landing/pages/landing-page';
import { NewsletterConfirmPage } from './features/landing/pages/newsletter-confirm-page';
import { NewsletterUnsubscribePage } from './features/landing/pages/newsletter-unsubscribe-page';
import { ResumeBuilderPage } from './features/resumes/pages/resume-builder-page';
import { EditVacancyPage } from './features/vacancies/pages/edit-vacancy-page';
import { ManageVacanciesPage } from './features/vacancies/pages/manage-vacancies-page';
import { MyApplicationsPage } from './features/vacancies/pages/my-applications-page';
import { SavedJobsPage } from './features/vacancies/pages/saved-jobs-page';
import { VacanciesPage } from './features/vacancies/pages/vacancies-page';
import { VacancyApplicationsPage } from './features/vacancies/pages/vacancy-applications-page';
import { VacancyDetailPage } from './features/vacancies/pages/vacancy-detail-page';
import { paths, routePatterns } from './paths';
import { AppRoot, DashboardStandaloneRoute, ProtectedDashboard } from './route-elements';

/** Every route of the product (spec §2); main.tsx and the tests build their routers from it. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.newsletterConfirm, element: <NewsletterConfirmPage /> },
      { path: paths.newsletterUnsubscribe, element: <NewsletterUnsubscribePage /> },
      {
        path: paths.signIn,
        element: (
          <GuestOnly>
            <SignInPage />
          </GuestOnly>
        ),
      },
      {
        path: paths.signUp,
        element: (
          <GuestOnly>
            <SignUpPage />
          </GuestOnly>
        ),
      },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.googleDone, element: <GoogleDonePage /> },
      { path: paths.login, element: <Navigate to={paths.signIn} replace /> },
      { path: paths.blog, element: <BlogListPage /> },
      { path: routePatterns.blogPost, element: <BlogPostPage /> },
      { path: paths.vacancies, element: <VacanciesPage /> },
      { path: routePatterns.vacancy, element: <VacancyDetailPage /> },
      { path: paths.dashboardPage, element: <DashboardStandaloneRoute /> },
      {
        path: paths.dashboard,
        element: <ProtectedDashboard />,
        children: [
          { index: true, element: <DashboardHomePage /> },
          { path: paths.dashboardAiInterview, element: <AiInterviewPage /> },
          { path: paths.dashboardResumeCreator, element: <ResumeBuilderPage /> },
          { path: paths.dashboardVacancies, element: <ManageVacanciesPage /> },
          { path: routePatterns.dashboardVacancyEdit, element: <EditVacancyPage /> },
          {
            path: routePatterns.dashboardVacancyApplications,
            element: <VacancyApplicationsPage />,
          },
          { path: paths.dashboardSavedJobs, element: <SavedJobsPage /> },
          { path: paths.dashboardApplications, element: <MyApplicationsPage /> },
          { path: paths.dashboardProfile, element: <ProfilePage /> },
          {
            path: paths.dashboardBlog,
            element: (
              <RequireAdmin>
                <BlogEditorPage />
              </RequireAdmin>
            ),
          },
          {
            path: paths.dashboardBlogNew,
            element: (
              <RequireAdmin>
                <BlogPostNewPage />
              </RequireAdmin>
            ),
          },
          {
            path: routePatterns.dashboardBlogEdit,
            element: (
              <RequireAdmin>
                <BlogPostEditPage />
              </RequireAdmin>
            ),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.newInterview, element: <NewInterviewPage /> },
          { path: routePatterns.interview, element: <InterviewPage /> },
          { path: routePatterns.results, element: <ResultsPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
