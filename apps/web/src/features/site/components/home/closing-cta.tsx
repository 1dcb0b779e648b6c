import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";

export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="closing-cta-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Ready to get your car sorted?
        </h2>
        <p className="mt-3 text-lg text-slate-700">
          {signedIn
            ? "Start a new request and we will get to work on your quotes today."
            : "Start a request now, or create a free account to keep track of your quotes, vehicles and reward points."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" asChild>
            <Link to={paths.quoteRequest}>Get Quote</Link>
          </Button>
          {!signedIn && (
            <Button size="lg" variant="outline" asChild>
              <Link to={paths.register}>Register</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
