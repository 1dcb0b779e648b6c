import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRemoteValue, useRemoteSelection, useRemoteValue } from "./remote-value";

/** A load the test answers when it chooses, recording the signal each call was given. */
function controlledLoad<T>() {
  const calls: {
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { load, calls };
}

/** Waits for the state a load's answer leads to (checked at once, then every millisecond). */
const until = (check: () => void) => vi.waitFor(check, { interval: 1 });

/** Lets every answer already given run to its end (one task later). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("createRemoteValue", () => {
  it("starts pending with nothing loaded, and holds the value once loaded", async () => {
    const { load, calls } = controlledLoad<string>();
    const settings = createRemoteValue({ load, staleTime: 60_000 });

    expect(settings.getState()).toEqual({
      data: undefined,
      error: null,
      status: "pending",
      isFetching: false,
      updatedAt: 0,
    });
    settings.ensure();
    expect(settings.getState()).toMatchObject({ status: "pending", isFetching: true });

    calls[0]?.resolve("Automobi");
    await until(() => expect(settings.getState().status).toBe("success"));
    expect(settings.getState()).toMatchObject({ data: "Automobi", isFetching: false, error: null });
    expect(settings.getState().updatedAt).toBeGreaterThan(0);
    expect(settings.getInitialState().status).toBe("pending");
  });

  it("loads once for calls made while a load is under way, and not again while fresh", async () => {
    const { load, calls } = controlledLoad<number>();
    const remote = createRemoteValue({ load, staleTime: 60_000 });

    remote.ensure();
    remote.ensure();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(1);
    await until(() => expect(remote.getState().data).toBe(1));

    remote.ensure();
    expect(calls).toHaveLength(1);
  });

  it("loads a stale value again, keeping the old data while it loads", async () => {
    const { load, calls } = controlledLoad<number>();
    const remote = createRemoteValue({ load, staleTime: 0 });

    remote.ensure();
    calls[0]?.resolve(1);
    await until(() => expect(remote.getState().data).toBe(1));

    remote.ensure();
    expect(calls).toHaveLength(2);
    expect(remote.getState()).toMatchObject({ data: 1, status: "success", isFetching: true });
    calls[1]?.resolve(2);
    await until(() => expect(remote.getState().data).toBe(2));
  });

  it("reports a failed load and keeps the data loaded before", async () => {
    const { load, calls } = controlledLoad<number>();
    const remote = createRemoteValue({ load, staleTime: 0 });
    remote.ensure();
    calls[0]?.resolve(1);
    await until(() => expect(remote.getState().data).toBe(1));

    const failure = new TypeError("Failed to fetch");
    remote.ensure();
    calls[1]?.reject(failure);
    await until(() => expect(remote.getState().status).toBe("error"));
    expect(remote.getState()).toMatchObject({ data: 1, error: failure, isFetching: false });
  });

  it("tries a failed load again after a second when retry says so", async () => {
    vi.useFakeTimers();
    const { load, calls } = controlledLoad<string>();
    const remote = createRemoteValue({ load, staleTime: 0, retry: () => true });

    remote.ensure();
    calls[0]?.reject(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    expect(remote.getState()).toMatchObject({ status: "pending", isFetching: true });

    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve("second try");
    await vi.waitFor(() => expect(remote.getState().data).toBe("second try"));
  });

  it("tries once again only, and not at all when retry refuses", async () => {
    vi.useFakeTimers();
    const { load, calls } = controlledLoad<string>();
    const refused = new Error("401");
    const remote = createRemoteValue({
      load,
      staleTime: 0,
      retry: (error) => error !== refused,
    });

    remote.ensure();
    calls[0]?.reject(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(1_000);
    calls[1]?.reject(new TypeError("Failed to fetch again"));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(2);
    expect(remote.getState().status).toBe("error");

    remote.ensure();
    calls[2]?.reject(refused);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(3);
    expect(remote.getState()).toMatchObject({ status: "error", error: refused });
  });

  it("refetch drops the load under way: its late answer is ignored", async () => {
    const { load, calls } = controlledLoad<string>();
    const session = createRemoteValue({ load, staleTime: 60_000 });

    session.ensure();
    const done = session.refetch();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.resolve("signed in");
    await done;
    expect(session.getState().data).toBe("signed in");

    calls[0]?.resolve("signed out");
    await settled();
    expect(session.getState()).toMatchObject({ data: "signed in", isFetching: false });
  });

  it("set holds the value as loaded now and drops a load under way", async () => {
    const { load, calls } = controlledLoad<string | null>();
    const session = createRemoteValue({ load, staleTime: 60_000 });

    session.ensure();
    session.set(null);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(session.getState()).toMatchObject({ data: null, status: "success", isFetching: false });

    calls[0]?.resolve("stale answer");
    await settled();
    expect(session.getState().data).toBeNull();
    session.ensure();
    expect(calls).toHaveLength(1);
  });

  it("tells its subscribers of each change until they unsubscribe", async () => {
    const { load, calls } = controlledLoad<number>();
    const remote = createRemoteValue({ load, staleTime: 0 });
    const seen: boolean[] = [];
    const unsubscribe = remote.subscribe(() => seen.push(remote.getState().isFetching));

    remote.ensure();
    calls[0]?.resolve(1);
    await until(() => expect(seen).toEqual([true, false]));

    unsubscribe();
    remote.set(2);
    expect(seen).toEqual([true, false]);
  });
});

describe("loading again when the tab is shown", () => {
  const showTab = () => document.dispatchEvent(new Event("visibilitychange"));

  it("loads a stale value again while something shows it", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    const { load, calls } = controlledLoad<number>();
    const remote = createRemoteValue({ load, staleTime: 0, refetchOnWindowFocus: true });
    const unsubscribe = remote.subscribe(() => {});
    remote.ensure();
    calls[0]?.resolve(1);
    await until(() => expect(remote.getState().data).toBe(1));

    showTab();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(2);
    await until(() => expect(remote.getState().data).toBe(2));

    unsubscribe();
    showTab();
    expect(calls).toHaveLength(2);
  });

  it("does not load a fresh value, nor when the tab is hidden, nor unless asked", async () => {
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    const fresh = controlledLoad<number>();
    const freshValue = createRemoteValue({
      load: fresh.load,
      staleTime: 60_000,
      refetchOnWindowFocus: true,
    });
    const notAsked = controlledLoad<number>();
    const notAskedValue = createRemoteValue({ load: notAsked.load, staleTime: 0 });
    const stopFresh = freshValue.subscribe(() => {});
    const stopNotAsked = notAskedValue.subscribe(() => {});
    freshValue.ensure();
    notAskedValue.ensure();
    fresh.calls[0]?.resolve(1);
    notAsked.calls[0]?.resolve(1);
    await until(() => expect(freshValue.getState().data).toBe(1));
    await until(() => expect(notAskedValue.getState().data).toBe(1));

    showTab();
    visibility.mockReturnValue("hidden");
    showTab();
    expect(fresh.calls).toHaveLength(1);
    expect(notAsked.calls).toHaveLength(1);
    stopFresh();
    stopNotAsked();
  });
});

describe("useRemoteValue", () => {
  it("loads the value when a component first shows it and draws it once loaded", async () => {
    const { load, calls } = controlledLoad<string>();
    const platform = createRemoteValue({ load, staleTime: 60_000 });

    const { result } = renderHook(() => useRemoteValue(platform));
    expect(result.current.status).toBe("pending");
    expect(calls).toHaveLength(1);

    act(() => calls[0]?.resolve("Automobi"));
    await waitFor(() => expect(result.current.data).toBe("Automobi"));
  });
});

describe("useRemoteSelection", () => {
  it("draws the component again only when the selected part changes", async () => {
    const { load, calls } = controlledLoad<{ name: string }>();
    const platform = createRemoteValue({ load, staleTime: 0 });
    let renders = 0;
    function PlatformName() {
      renders += 1;
      const name = useRemoteSelection(platform, (state) => state.data?.name);
      return <p>{name ?? "…"}</p>;
    }

    render(<PlatformName />);
    act(() => calls[0]?.resolve({ name: "Automobi" }));
    await screen.findByText("Automobi");
    const afterFirstLoad = renders;

    // Loaded again with the same name: a load starting and ending draws nothing.
    await act(() => {
      const done = platform.refetch();
      calls[1]?.resolve({ name: "Automobi" });
      return done;
    });
    expect(renders).toBe(afterFirstLoad);

    await act(() => {
      const done = platform.refetch();
      calls[2]?.resolve({ name: "Automobi UK" });
      return done;
    });
    expect(screen.getByText("Automobi UK")).toBeTruthy();
    expect(renders).toBe(afterFirstLoad + 1);
  });
});
