import type { auditListResponse } from "@automobi/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { auditKey } from "@/lib/admin/query-keys";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

/** The audit log, newest first: the page after `cursor`, or the first page without one. */
export function useAuditLog(params: { cursor: string | undefined; pageSize?: number }) {
  const pageSize = params.pageSize ?? 20;
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...auditKey, params.cursor ?? "first", pageSize],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: String(pageSize) });
      if (params.cursor) query.set("cursor", params.cursor);
      return apiFetch<typeof auditListResponse>(`${apiPaths.admin.audit}?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}
