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
  paymentSuccess: "/payment-success",
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
  garage: (quoteRequestId: string) =>
    `/api/quote-requests/${encodeURIComponent(quoteRequestId)}/garage`,
  acceptQuote: (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/accept`,
  rejectQuote: (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/reject`,
  payments: "/api/payments",
  paymentTerms: "/api/payments/terms",
  verifyPayment: "/api/payments/verify",
  messages: "/api/messages",
  messageReplies: (messageId: string) => `/api/messages/${encodeURIComponent(messageId)}/replies`,
  admin: {
    requests: "/api/admin/quote-requests",
    request: (id: string) => `/api/admin/quote-requests/${encodeURIComponent(id)}`,
    requestAction: (id: string, segment: string) =>
      `/api/admin/quote-requests/${encodeURIComponent(id)}/${segment}`,
    quotes: (requestId: string) =>
      `/api/admin/quote-requests/${encodeURIComponent(requestId)}/quotes`,
    quote: (quoteId: string) => `/api/admin/quotes/${encodeURIComponent(quoteId)}`,
    messages: (requestId: string) =>
      `/api/admin/quote-requests/${encodeURIComponent(requestId)}/messages`,
    productionStatus: "/api/admin/production-status",
  },
} as const;
