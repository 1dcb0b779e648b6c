/**
 * Every page of the web app (spec §2 Screens and routes): the web routes and links on these,
 * and the server answers any other page path with the 404 page and status 404.
 * A `:name` segment stands for one non-empty path segment.
 */
export const pagePaths = {
  home: "/",
  quoteRequest: "/quote-request",
  dashboard: "/dashboard",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  /** The confirmation link's page: the password is set there, then the account confirmed. */
  confirmEmail: "/confirm-email",
  /** The old address's link that undoes an e-mail change. */
  undoEmailChange: "/undo-email-change",
  about: "/about",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
  userAgreement: "/user-agreement",
  sitemap: "/sitemap",
  sitemapXml: "/sitemap.xml",
  profile: "/profile",
  paymentSuccess: "/payment-success",
  /** The garage portal (issue 30): a partner garage's users sign in and work here. */
  garage: {
    portal: "/garage",
    /** An invitation's link: the password is chosen here, then the garage user is signed in. */
    invitation: "/garage/invitation",
  },
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
    emails: "/admin/emails",
    garages: "/admin/garages",
    audit: "/admin/audit",
    staff: "/admin/staff",
  },
} as const;

/** The route patterns in pagePaths, flattened: '/about', '/admin/message/:quoteRequestId', … */
function patternsOf(tree: object): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === "string") return key === "sitemapXml" ? [] : [value];
    if (typeof value === "object" && value !== null) return patternsOf(value);
    return [];
  });
}

/** The client routes; /sitemap.xml is left out because the server answers it itself. */
export const PAGE_PATTERNS: readonly string[] = patternsOf(pagePaths);

function segments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/**
 * True when the web app has a page at `pathname`, matched as the router matches it:
 * case-insensitive, a trailing slash ignored, a `:name` segment taking any one segment.
 */
export function isPagePath(pathname: string): boolean {
  let wanted: string[];
  try {
    wanted = segments(pathname).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return false;
  }
  return PAGE_PATTERNS.some((pattern) => {
    const parts = segments(pattern.toLowerCase());
    return (
      parts.length === wanted.length &&
      parts.every((part, index) => part.startsWith(":") || part === wanted[index])
    );
  });
}
