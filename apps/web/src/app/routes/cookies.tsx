import { CookiesPage } from "@/features/site/components/legal/cookies-page";

export function Component() {
  return <CookiesPage />;
}
