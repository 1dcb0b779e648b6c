import { isStaff, quoteFormHref, SERVICE_CATEGORIES } from "@automobi/domain";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import { usePlatformName, usePublicConfig } from "@/features/site/api/get-public-config";
import { useSessionUser } from "@/lib/auth/session";
import { cx } from "@/lib/class-names";
import { useHydrated } from "@/lib/hydrated";
import { paths } from "@/lib/paths";
import { useSignOutOnDemand } from "./sign-out-on-demand";

const serviceCategories = SERVICE_CATEGORIES.filter((category) => !category.urgent);

const siteLinks = [
  { to: paths.about, label: "About" },
  { to: paths.quoteRequest, label: "Get Quote" },
];
const signedOutLinks = [
  { to: paths.register, label: "Register" },
  { to: paths.login, label: "Sign In" },
];
const sitemapLink = { to: paths.sitemap, label: "Sitemap" };

const legalLinks = [
  { to: paths.terms, label: "Terms and Conditions" },
  { to: paths.privacy, label: "Privacy Policy" },
  { to: paths.cookies, label: "Cookie Policy" },
  { to: paths.userAgreement, label: "User Agreement" },
];

/** The focus ring is light: the page's brand-600 ring is too faint on the dark footer. */
const linkClassName =
  "rounded-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-brand-300";

/**
 * A category with one service opens the form with it ticked; for Mechanical and Bodywork
 * Repair, whose several services cannot be guessed, the form opens with none ticked.
 */
const serviceLinks = serviceCategories.map((category) => ({
  to:
    category.services.length === 1
      ? quoteFormHref(
          paths.quoteRequest,
          category.services.map((service) => service.id),
        )
      : paths.quoteRequest,
  label: category.label,
}));

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function LinkList({
  links,
  children,
}: {
  links: { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <ul className="space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}

/**
 * The company links as the header has them: Register and Sign In for a visitor; for someone
 * signed in, their area (the dashboard, or the admin area for staff) and Sign Out.
 */
function CompanyLinks() {
  const user = useSessionUser();
  const signOut = useSignOutOnDemand();
  if (!user) return <LinkList links={[...siteLinks, ...signedOutLinks, sitemapLink]} />;
  const area = isStaff(user.role ?? "customer")
    ? { to: paths.admin.dashboard, label: "Admin" }
    : { to: paths.dashboard, label: "Dashboard" };
  return (
    <LinkList links={[...siteLinks, area, sitemapLink]}>
      <li>
        <button
          type="button"
          className={cx(linkClassName, "cursor-pointer disabled:opacity-60")}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          Sign Out
        </button>
      </li>
    </LinkList>
  );
}

function SupportEmail() {
  const { data, isPending } = usePublicConfig();
  if (isPending) return <Skeleton className="h-4 w-48 bg-slate-700" />;
  if (!data) return <span>our support team</span>;
  return (
    <a href={`mailto:${data.supportEmail}`} className={linkClassName}>
      {data.supportEmail}
    </a>
  );
}

export function SiteFooter() {
  const platformName = usePlatformName();
  // The year and the name are not in the prerendered page (the build's year may be stale).
  const hydrated = useHydrated();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <FooterSection title="Services">
          <LinkList links={serviceLinks} />
        </FooterSection>
        <FooterSection title="Company">
          <CompanyLinks />
        </FooterSection>
        <FooterSection title="Legal">
          <LinkList links={legalLinks} />
        </FooterSection>
        <FooterSection title="Contact">
          <p className="text-sm leading-relaxed">
            Questions about a quote or your account? E-mail <SupportEmail /> and our team will get
            back to you.
          </p>
        </FooterSection>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          {hydrated && (
            <>
              © {new Date().getFullYear()} {platformName}. All rights reserved.
            </>
          )}
        </p>
      </div>
    </footer>
  );
}
