import { UndoEmailChangePage } from "@/features/auth/components/undo-email-change-page";

export function Component() {
  return <UndoEmailChangePage />;
}
