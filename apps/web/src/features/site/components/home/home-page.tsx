import { ClosingCta } from "./closing-cta";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { RewardsBanner } from "./rewards-banner";
import { WhyUs } from "./why-us";

interface HomePageProps {
  platformName: string;
  signedIn: boolean;
}

export function HomePage({ platformName, signedIn }: HomePageProps) {
  return (
    <>
      <Hero />
      <HowItWorks />
      <RewardsBanner />
      <WhyUs platformName={platformName} />
      <ClosingCta signedIn={signedIn} />
    </>
  );
}
