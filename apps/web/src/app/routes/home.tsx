import { usePlatformName } from "@/features/site/api/get-public-config";
import { HomePage } from "@/features/site/components/home/home-page";
import { useSession } from "@/lib/auth/session";

export function Component() {
  const { user } = useSession();
  return <HomePage platformName={usePlatformName()} signedIn={Boolean(user)} />;
}
