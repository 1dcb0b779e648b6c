import { usePlatformName } from "@/features/site/api/get-public-config";
import { HomePage } from "@/features/site/components/home/home-page";
import { useSessionUser } from "@/lib/auth/session";

export function Component() {
  const user = useSessionUser();
  return <HomePage platformName={usePlatformName()} signedIn={Boolean(user)} />;
}
