import { GaragePortalPage } from "@/features/garage-portal/components/portal-page";

export function Component() {
  return <GaragePortalPage />;
}
