import { ArrowLeft, FileQuestion } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";

const popularLinks = [
  { to: paths.quoteRequest, label: "Get a car repair quote" },
  { to: paths.about, label: "About us" },
  { to: paths.login, label: "Sign in to your account" },
  { to: paths.register, label: "Create an account" },
];

/**
 * True when this tab has an earlier page of this site to go back to. The Navigation API
 * lists only this origin's entries, so Go Back never leaves the site; browsers without
 * it fall back to the history length.
 */
function canGoBack(): boolean {
  const { navigation } = window as { navigation?: { canGoBack: boolean } };
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

export function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = () => {
    if (canGoBack()) navigate(-1);
    else navigate(paths.home);
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <FileQuestion className="size-12 text-brand-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">
        Sorry, the page you are looking for could not be found. It may have been moved, or the
        address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button variant="secondary" asChild>
          <Link to={paths.home}>Return Home</Link>
        </Button>
        <Button asChild>
          <Link to={paths.quoteRequest}>Get Quote</Link>
        </Button>
      </div>

      <nav aria-labelledby="popular-links-heading" className="mt-12 w-full">
        <h2 id="popular-links-heading" className="text-lg font-semibold text-slate-900">
          Popular links
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {popularLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
