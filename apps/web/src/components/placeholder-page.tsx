import { Construction } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

interface PlaceholderPageProps {
  /** The screen's real heading, as the finished screen will show it. */
  title: string;
}

/** Stands in, honestly, for a screen that has not been built yet. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <Construction className="size-10 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">
        This screen is not available yet. We are still building it.
      </p>
      <Button className="mt-8" variant="outline" asChild>
        <Link to={paths.home}>Return Home</Link>
      </Button>
    </div>
  );
}
