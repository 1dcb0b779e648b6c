import { useSession } from "@/features/auth/api/get-session";
import { usePlatformName } from "@/features/site/api/get-public-config";
import { HomePage } from "@/features/site/components/home/home-page";

export function Component() {
  const { user } = useSession();
  return <HomePage platformName={usePlatformName()} signedIn={Boolean(user)} />;
}
