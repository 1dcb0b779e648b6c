import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { auditKey } from "@/lib/admin/query-keys";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { auditLogContracts } from "@/lib/contracts";

/** The audit log, newest first: the page after `cursor`, or the first page without one. */
export function useAuditLog(params: { cursor: string | undefined; pageSize?: number }) {
  const pageSize = params.pageSize ?? 20;
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...auditKey, params.cursor ?? "first", pageSize],
    queryFn: ({ signal }) =>
      api(auditLogContracts.list, { query: { pageSize, cursor: params.cursor }, signal }),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}
