import { type ComponentProps, lazy, Suspense } from "react";

const CodeForm = lazy(() =>
  import("./two-factor-code-form").then((module) => ({ default: module.TwoFactorCodeForm })),
);

/**
 * The sign-in's code step, loaded when a sign-in asks for it: few accounts have two-step
 * verification on, so the public pages' first load does not carry its form and checks.
 */
export function LazyTwoFactorCodeForm(props: ComponentProps<typeof CodeForm>) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      }
    >
      <CodeForm {...props} />
    </Suspense>
  );
}
