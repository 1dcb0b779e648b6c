import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { auditKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { staffContracts } from "@/lib/contracts";
import type { StaffPromoteBody } from "@/lib/schemas";

export const staffKey = ["admin", "staff"] as const;

export function useStaff() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => api(staffContracts.list, { signal }),
    enabled: signedIn,
  });
}

/** Role changes are audited: the audit log is refreshed with the staff list. */
function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => {
    // Not awaited: the list changes after the change's own toast has shown.
    void queryClient.invalidateQueries({ queryKey: staffKey });
    void queryClient.invalidateQueries({ queryKey: auditKey });
  };
}

export function usePromoteStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: StaffPromoteBody) => api(staffContracts.promote, { body }),
    onSettled: refresh,
  });
}

export function useDemoteStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: string) => api(staffContracts.demote, { params: { id }, body: {} }),
    onSettled: refresh,
  });
}
