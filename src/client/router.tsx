import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from './components/not-found-page';
import { RouteErrorPage } from './components/route-error-page';
import { GuestOnly } from './features/accounts/components/guest-only';
import { RequireAuth } from './features/accounts/components/require-auth';
import { RequireAdmin } from './features/blog/components/require-admin';
import { LandingPage } from './features/landing/pages/landing-page';
import { loadRouteNamespaces } from './lib/load-i18n';
import type { Namespace } from './lib/resources';
import { paths, routePatterns } from './paths';
import { AppRoot, AppRootFallback } from './route-elements';

/**
 * A route whose component is fetched when the route is first visited (its own chunk), so the
 * landing page downloads only the code it shows (docs/benchmarks.md, initial JavaScript budget).
 * The texts of every namespace arrive with it, as pages show texts of several features.
 * `wrap` puts a guard around the page, e.g. GuestOnly, in the same chunk's render.
 */
function page<M>(
  load: () => Promise<M>,
  {
    pick,
    wrap,
    namespaces,
  }: {
    pick: (module: M) => ComponentType;
    wrap?: ComponentType<{ children: ReactNode }>;
    /**
     * The feature texts the page shows, when it knows them all (besides the frame's and the
     * errors): it then waits for those alone. Every namespace otherwise.
     */
    namespaces?: readonly Namespace[];
  },
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadRouteNamespaces(namespaces)]);
      const Page = pick(module);
      if (!wrap) return { Component: Page };
      const Guard = wrap;
      return {
        Component: () => (
          <Guard>
            <Page />
          </Guard>
        ),
      };
    },
  };
}

/** The interview pages show the interview texts and, while checking the session, the account's. */
const INTERVIEW_FLOW: readonly Namespace[] = ['interviews', 'accounts'];

/**
 * Every route of the product (spec §2); main.tsx and the tests build their routers from it.
 * The landing page and the frame stay in the entry chunk: they are the first paint.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    hydrateFallbackElement: <AppRootFallback />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      {
        path: paths.about,
        ...page(() => import('./features/landing/pages/about-page'), { pick: (m) => m.AboutPage }),
      },
      {
        path: paths.contact,
        ...page(() => import('./features/landing/pages/contact-page'), {
          pick: (m) => m.ContactPage,
        }),
      },
      {
        path: paths.newsletterConfirm,
        ...page(() => import('./features/landing/pages/newsletter-confirm-page'), {
          pick: (m) => m.NewsletterConfirmPage,
        }),
      },
      {
        path: paths.newsletterUnsubscribe,
        ...page(() => import('./features/landing/pages/newsletter-unsubscribe-page'), {
          pick: (m) => m.NewsletterUnsubscribePage,
        }),
      },
      {
        path: paths.mailUnsubscribe,
        ...page(() => import('./features/vacancies/pages/mail-unsubscribe-page'), {
          pick: (m) => m.MailUnsubscribePage,
          namespaces: ['jobMail'],
        }),
      },
      {
        path: paths.signIn,
        ...page(() => import('./features/accounts/pages/sign-in-page'), {
          pick: (m) => m.SignInPage,
          wrap: GuestOnly,
        }),
      },
      {
        path: paths.signUp,
        ...page(() => import('./features/accounts/pages/sign-up-page'), {
          pick: (m) => m.SignUpPage,
          wrap: GuestOnly,
        }),
      },
      {
        path: paths.resetPassword,
        ...page(() => import('./features/accounts/pages/reset-password-page'), {
          pick: (m) => m.ResetPasswordPage,
        }),
      },
      {
        path: paths.confirmEmail,
        ...page(() => import('./features/accounts/pages/confirm-email-page'), {
          pick: (m) => m.ConfirmEmailPage,
        }),
      },
      {
        path: paths.googleDone,
        ...page(() => import('./features/accounts/pages/google-done-page'), {
          pick: (m) => m.GoogleDonePage,
        }),
      },
      { path: paths.login, element: <Navigate to={paths.signIn} replace /> },
      {
        path: paths.blog,
        ...page(() => import('./features/blog/pages/blog-list-page'), {
          pick: (m) => m.BlogListPage,
        }),
      },
      {
        path: routePatterns.blogPost,
        ...page(() => import('./features/blog/pages/blog-post-page'), {
          pick: (m) => m.BlogPostPage,
        }),
      },
      {
        path: paths.tryQuestion,
        ...page(() => import('./features/interviews/pages/try-question-page'), {
          pick: (m) => m.TryQuestionPage,
          namespaces: ['tryQuestion', 'interviews'],
        }),
      },
      {
        path: paths.fitCheck,
        ...page(() => import('./features/resumes/pages/fit-check-page'), {
          pick: (m) => m.FitCheckPage,
          namespaces: ['resumes', 'accounts'],
        }),
      },
      {
        path: paths.vacancies,
        ...page(() => import('./features/vacancies/pages/vacancies-page'), {
          pick: (m) => m.VacanciesPage,
          namespaces: ['vacancies'],
        }),
      },
      {
        path: routePatterns.vacancy,
        ...page(() => import('./features/vacancies/pages/vacancy-detail-page'), {
          pick: (m) => m.VacancyDetailPage,
          namespaces: ['vacancies'],
        }),
      },
      {
        path: paths.dashboardPage,
        ...page(() => import('./dashboard-route-elements'), {
          pick: (m) => m.DashboardStandaloneRoute,
        }),
      },
      {
        path: paths.dashboard,
        ...page(() => import('./dashboard-route-elements'), { pick: (m) => m.ProtectedDashboard }),
        children: [
          {
            index: true,
            ...page(() => import('./features/dashboard/pages/dashboard-home-page'), {
              pick: (m) => m.DashboardHomePage,
            }),
          },
          {
            path: paths.dashboardAiInterview,
            ...page(() => import('./features/interviews/pages/ai-interview-page'), {
              pick: (m) => m.AiInterviewPage,
            }),
          },
          {
            path: paths.dashboardProgress,
            ...page(() => import('./features/interviews/pages/progress-page'), {
              pick: (m) => m.ProgressPage,
            }),
          },
          {
            path: paths.dashboardResumeCreator,
            ...page(() => import('./features/resumes/pages/resume-builder-page'), {
              pick: (m) => m.ResumeBuilderPage,
            }),
          },
          {
            path: paths.dashboardVacancies,
            ...page(() => import('./features/vacancies/pages/manage-vacancies-page'), {
              pick: (m) => m.ManageVacanciesPage,
            }),
          },
          {
            path: routePatterns.dashboardVacancyEdit,
            ...page(() => import('./features/vacancies/pages/edit-vacancy-page'), {
              pick: (m) => m.EditVacancyPage,
            }),
          },
          {
            path: routePatterns.dashboardVacancyApplications,
            ...page(() => import('./features/vacancies/pages/vacancy-applications-page'), {
              pick: (m) => m.VacancyApplicationsPage,
            }),
          },
          {
            path: paths.dashboardSavedJobs,
            ...page(() => import('./features/vacancies/pages/saved-jobs-page'), {
              pick: (m) => m.SavedJobsPage,
            }),
          },
          {
            path: paths.dashboardApplications,
            ...page(() => import('./features/vacancies/pages/my-applications-page'), {
              pick: (m) => m.MyApplicationsPage,
            }),
          },
          {
            path: paths.dashboardProfile,
            ...page(() => import('./features/accounts/pages/profile-page'), {
              pick: (m) => m.ProfilePage,
            }),
          },
          {
            path: paths.dashboardBlog,
            ...page(() => import('./features/blog/pages/blog-editor-page'), {
              pick: (m) => m.BlogEditorPage,
              wrap: RequireAdmin,
            }),
          },
          {
            path: paths.dashboardBlogNew,
            ...page(() => import('./features/blog/pages/blog-post-edit-page'), {
              pick: (m) => m.BlogPostNewPage,
              wrap: RequireAdmin,
            }),
          },
          {
            path: routePatterns.dashboardBlogEdit,
            ...page(() => import('./features/blog/pages/blog-post-edit-page'), {
              pick: (m) => m.BlogPostEditPage,
              wrap: RequireAdmin,
            }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.newInterview,
            ...page(() => import('./features/interviews/pages/new-interview-page'), {
              pick: (m) => m.NewInterviewPage,
              namespaces: INTERVIEW_FLOW,
            }),
          },
          {
            path: routePatterns.interview,
            ...page(() => import('./features/interviews/pages/interview-page'), {
              pick: (m) => m.InterviewPage,
              namespaces: INTERVIEW_FLOW,
            }),
          },
          {
            path: routePatterns.results,
            ...page(() => import('./features/interviews/pages/results-page'), {
              pick: (m) => m.ResultsPage,
              namespaces: INTERVIEW_FLOW,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The same routes with every lazy page already loaded: for tests that render a route and look
 * at it at once, as the first paint after the route's chunk has arrived.
 */
export async function loadAllRoutes(table: RouteObject[] = routes): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async (route): Promise<RouteObject> => {
      const { lazy, children, ...rest } = route;
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const resolved = { ...rest, ...loaded } as RouteObject;
      return children
        ? ({ ...resolved, children: await loadAllRoutes(children) } as RouteObject)
        : resolved;
    }),
  );
}
