/** Every URL the web app links to or routes on. Nothing else spells a path. */
export const paths = {
  home: "/",
  quoteRequest: "/quote-request",
  dashboard: "/dashboard",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  about: "/about",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
  userAgreement: "/user-agreement",
  sitemap: "/sitemap",
  sitemapXml: "/sitemap.xml",
  profile: "/profile",
  admin: {
    entry: "/admin",
    portal: "/admin/portal",
    dashboard: "/admin/dashboard",
    quoteProcessing: "/admin/quote-processing",
    customerService: "/admin/customer-service",
    message: {
      pattern: "/admin/message/:quoteRequestId",
      href: (quoteRequestId: string) => `/admin/message/${encodeURIComponent(quoteRequestId)}`,
    },
    deletedQuotes: "/admin/deleted-quotes",
  },
} as const;

/** Paths of the server's API, relative to the site origin. */
export const apiPaths = {
  session: "/api/auth/get-session",
  signIn: "/api/auth/sign-in/email",
  signOut: "/api/auth/sign-out",
  register: "/api/register",
  resendConfirmation: "/api/auth/send-verification-email",
  requestPasswordReset: "/api/auth/request-password-reset",
  resetPassword: "/api/auth/reset-password",
  profile: "/api/profile",
  publicConfig: "/api/public-config",
  vehicleLookup: "/api/vehicle-lookup",
  quoteRequests: "/api/quote-requests",
} as const;
