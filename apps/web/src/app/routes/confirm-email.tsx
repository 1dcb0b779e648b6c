import { ConfirmEmailPage } from "@/features/auth/components/confirm-email-page";

export function Component() {
  return <ConfirmEmailPage />;
}
