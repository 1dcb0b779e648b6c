import { paths } from "@/lib/paths";
import { type LazyModule, lazyModule, type RouteModule } from "./lazy-module";

/** A page of the app: its address, its part of the document title and its lazy module. */
export interface Page {
  path: string;
  /** The page's part of the document title: 'About' becomes 'About | Automobi'. */
  title: string;
  module: LazyModule;
}

function page(path: string, title: string, importer: () => Promise<RouteModule>): Page {
  return { path, title, module: lazyModule(importer) };
}

/**
 * Every page is its own lazy chunk, so the public pages never download the
 * dashboard, profile or admin code. Chunks under routes/admin/, routes/dashboard and
 * routes/profile are named admin-*, dashboard-* and profile-* by vite.config.ts.
 *
 * These pages do not use TanStack Query (they read the session and settings through
 * lib/remote-value.ts), so they do not download it (docs/decisions/025).
 */
export const pagesWithoutQueries: Page[] = [
  page(paths.home, "Car Repair Quotes from Trusted Local Garages", () => import("./routes/home")),
  page(paths.quoteRequest, "Get Your Car Quote", () => import("./routes/quote-request")),
  page(paths.login, "Sign In", () => import("./routes/login")),
  page(paths.register, "Register", () => import("./routes/register")),
  page(paths.forgotPassword, "Forgot Password", () => import("./routes/forgot-password")),
  page(paths.resetPassword, "Reset Password", () => import("./routes/reset-password")),
  page(paths.confirmEmail, "Confirm Your Account", () => import("./routes/confirm-email")),
  page(paths.undoEmailChange, "Undo E-mail Change", () => import("./routes/undo-email-change")),
  page(paths.about, "About", () => import("./routes/about")),
  page(paths.terms, "Terms and Conditions", () => import("./routes/terms")),
  page(paths.privacy, "Privacy Policy", () => import("./routes/privacy")),
  page(paths.cookies, "Cookie Policy", () => import("./routes/cookies")),
  page(paths.userAgreement, "User Agreement", () => import("./routes/user-agreement")),
  page(paths.sitemap, "Sitemap", () => import("./routes/sitemap")),
  page("*", "Page Not Found", () => import("./routes/not-found")),
];

/**
 * The layout around the pages that use TanStack Query (layouts/query-layout.tsx): a lazy module
 * of its own, which loads the query client with them.
 */
export const queryLayout = lazyModule(() => import("./layouts/query-layout"));

/** The pages inside the query client's layout. A new page that uses TanStack Query belongs here. */
export const pagesWithQueries: Page[] = [
  page(paths.dashboard, "Dashboard", () => import("./routes/dashboard")),
  page(paths.profile, "Update Details", () => import("./routes/profile")),
  page(paths.paymentSuccess, "Payment", () => import("./routes/payment-success")),
  page(paths.garage.portal, "Garage Portal", () => import("./routes/garage/portal")),
  page(
    paths.garage.invitation,
    "Garage Portal Invitation",
    () => import("./routes/garage/invitation"),
  ),
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
