import type { auditListResponse } from "@automobi/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

export const auditKey = ["admin", "audit"] as const;

export function useAuditLog(params: { page: number; pageSize?: number }) {
  const pageSize = params.pageSize ?? 20;
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...auditKey, params.page, pageSize],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), pageSize: String(pageSize) });
      return apiFetch<typeof auditListResponse>(`${apiPaths.admin.audit}?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}
