import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ApiAnswer, apiError, serveApi } from "@test/api-server";
import { settledToasts, shownToasts } from "@test/toasts";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { adminRequestActionContracts } from "@/lib/contracts";
import { ADMIN_TOASTS } from "./admin-toasts";
import { adminRequestsKey } from "./query-keys";
import { useRequestTransition } from "./use-request-transition";

const REQUEST_ID = "7d1f5a4e-3c2b-4a19-9e8d-0f6b5c4a3b21";

function renderTransition() {
  const queryClient = new QueryClient();
  queryClient.setQueryData([...adminRequestsKey, "dashboard"], { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRequestTransition(REQUEST_ID), { wrapper });
  return { result, queryClient };
}

const moved = (status: "in_progress" | "completed") => ({
  status: 200,
  body: {
    id: REQUEST_ID,
    status,
    completedAt: status === "completed" ? "2026-03-14T14:00:00.000Z" : null,
    deletedAt: null,
    updatedAt: "2026-03-14T14:00:00.000Z",
  },
});

describe("useRequestTransition", () => {
  it("runs the action on this request, shows the screen's success text and refreshes the lists", async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    const api = await serveApi({
      contract: adminRequestActionContracts["start-review"],
      answer: () => new Promise((resolve) => (answer = resolve)),
    });
    const { result, queryClient } = renderTransition();

    act(() =>
      result.current.run("start-review", ADMIN_TOASTS.inProgress, ADMIN_TOASTS.statusFailed),
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(result.current.isPending).toBe(true);
    expect(api.calls[0]?.params.id).toBe(REQUEST_ID);

    answer(moved("in_progress"));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(await settledToasts()).toEqual([
      { type: "success", title: ADMIN_TOASTS.inProgress, description: undefined },
    ]);
    expect(queryClient.getQueryState([...adminRequestsKey, "dashboard"])?.isInvalidated).toBe(true);
  });

  it("says why when the server refuses the change (409)", async () => {
    const why = "Only an outstanding (pending) request can be put in review.";
    await serveApi({
      contract: adminRequestActionContracts["start-review"],
      answer: () => ({ status: 409, body: apiError("INVALID_TRANSITION", why) }),
    });
    const { result } = renderTransition();

    act(() =>
      result.current.run("start-review", ADMIN_TOASTS.inProgress, ADMIN_TOASTS.statusFailed),
    );

    await waitFor(() =>
      expect(shownToasts()).toEqual([{ type: "error", title: "Error", description: why }]),
    );
  });

  it("shows the screen's own failure text when the server fails", async () => {
    await serveApi({
      contract: adminRequestActionContracts["mark-complete"],
      answer: () => ({ status: 500, body: apiError("INTERNAL", "Something went wrong") }),
    });
    const { result } = renderTransition();

    act(() =>
      result.current.run("mark-complete", ADMIN_TOASTS.completed, ADMIN_TOASTS.completeFailed),
    );

    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { type: "error", title: "Error", description: ADMIN_TOASTS.completeFailed },
      ]),
    );
  });
});
