import type { ReactNode, Ref } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

interface AuthPageProps {
  title: string;
  description?: ReactNode;
  /** Lets a page move focus to its heading when its content changes in place. */
  headingRef?: Ref<HTMLHeadingElement>;
  width?: "narrow" | "wide";
  children: ReactNode;
}

/** The centred card that the sign-in, registration and password pages sit in. */
export function AuthPage({
  title,
  description,
  headingRef,
  width = "narrow",
  children,
}: AuthPageProps) {
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-16">
      <Card className={width === "wide" ? "mx-auto max-w-2xl" : "mx-auto max-w-md"}>
        <CardHeader>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            {title}
          </h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
