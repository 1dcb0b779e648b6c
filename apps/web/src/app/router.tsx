import type { RouteObject } from "react-router";
import { paths } from "@/lib/paths";
import { RootLayout } from "./layouts/root-layout";
import { AppRouteError, RouteError } from "./route-error";
import type { RouteHandle } from "./route-handle";

function page(path: string, title: string, lazy: NonNullable<RouteObject["lazy"]>): RouteObject {
  const handle: RouteHandle = { title };
  // A fixed id, so that the hydration data main.tsx gives the router names the same route.
  return path === paths.home
    ? { id: "home", index: true, handle, lazy }
    : { id: path, path, handle, lazy };
}

/**
 * Every page is its own lazy chunk, so the public pages never download the
 * dashboard, profile or admin code. Chunks under routes/admin/, routes/dashboard and
 * routes/profile are named admin-*, dashboard-* and profile-* by vite.config.ts.
 *
 * These pages do not use TanStack Query (they read the session and settings through
 * lib/remote-value.ts), so they do not download it (docs/decisions/025).
 */
const pagesWithoutQueries: RouteObject[] = [
  page(paths.home, "Car Repair Quotes from Trusted Local Garages", () => import("./routes/home")),
  page(paths.quoteRequest, "Get Your Car Quote", () => import("./routes/quote-request")),
  page(paths.login, "Sign In", () => import("./routes/login")),
  page(paths.register, "Register", () => import("./routes/register")),
  page(paths.forgotPassword, "Forgot Password", () => import("./routes/forgot-password")),
  page(paths.resetPassword, "Reset Password", () => import("./routes/reset-password")),
  page(paths.about, "About", () => import("./routes/about")),
  page(paths.terms, "Terms and Conditions", () => import("./routes/terms")),
  page(paths.privacy, "Privacy Policy", () => import("./routes/privacy")),
  page(paths.cookies, "Cookie Policy", () => import("./routes/cookies")),
  page(paths.userAgreement, "User Agreement", () => import("./routes/user-agreement")),
  page(paths.sitemap, "Sitemap", () => import("./routes/sitemap")),
  page("*", "Page Not Found", () => import("./routes/not-found")),
];

/**
 * The pages inside the query client's layout (layouts/query-layout.tsx), which loads TanStack
 * Query with them. A new page that uses TanStack Query belongs here.
 */
const pagesWithQueries: RouteObject[] = [
  page(paths.dashboard, "Dashboard", () => import("./routes/dashboard")),
  page(paths.profile, "Update Details", () => import("./routes/profile")),
  page(paths.paymentSuccess, "Payment", () => import("./routes/payment-success")),
  page(paths.admin.entry, "Admin Login", () => import("./routes/admin/login")),
  page(paths.admin.portal, "Admin Portal", () => import("./routes/admin/portal")),
  page(paths.admin.dashboard, "Admin Dashboard", () => import("./routes/admin/dashboard")),
  page(
    paths.admin.quoteProcessing,
    "Quote Processing Center",
    () => import("./routes/admin/quote-processing"),
  ),
  page(
    paths.admin.customerService,
    "Customer Service Center",
    () => import("./routes/admin/customer-service"),
  ),
  page(paths.admin.message.pattern, "Customer Messaging", () => import("./routes/admin/message")),
  page(
    paths.admin.deletedQuotes,
    "Deleted Quote Requests",
    () => import("./routes/admin/deleted-quotes"),
  ),
  page(paths.admin.emails, "E-mail Log", () => import("./routes/admin/emails")),
  page(paths.admin.garages, "Garages", () => import("./routes/admin/garages")),
  page(paths.admin.audit, "Audit Log", () => import("./routes/admin/audit")),
  page(paths.admin.staff, "Staff", () => import("./routes/admin/staff")),
];

/**
 * The route tree, shared by the browser (main.tsx, createBrowserRouter) and the build's
 * prerender of the public pages (prerender.tsx, createStaticHandler): both must build the same
 * tree for the prerendered markup to hydrate.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      path: paths.home,
      Component: RootLayout,
      ErrorBoundary: AppRouteError,
      HydrateFallback: () => null,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...pagesWithoutQueries.map((route) => ({ ...route })),
            {
              id: "queries",
              lazy: () => import("./layouts/query-layout"),
              children: pagesWithQueries.map((route) => ({ ...route })),
            },
          ],
        },
      ],
    },
  ];
}
