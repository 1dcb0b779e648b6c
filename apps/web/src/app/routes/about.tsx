import { AboutPage } from "@/features/site/components/about-page";

export function Component() {
  return <AboutPage />;
}
