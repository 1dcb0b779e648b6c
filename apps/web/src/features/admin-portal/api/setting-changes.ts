import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { settingsContracts } from "@/lib/contracts";

const PAGE_SIZE = 5;

/**
 * The settings' change history, newest first: the page after `cursor`, or the first page
 * without one. Under the settings' key, so a save asks for it again.
 */
export function useSettingChanges(cursor: string | undefined, enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ["admin", "settings", "changes", cursor ?? "first", PAGE_SIZE],
    queryFn: ({ signal }) =>
      api(settingsContracts.changes, { query: { pageSize: PAGE_SIZE, cursor }, signal }),
    placeholderData: keepPreviousData,
    enabled: signedIn && enabled,
  });
}
