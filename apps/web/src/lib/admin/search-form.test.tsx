import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { adminRequestListQuery } from "@/lib/schemas";
import { SEARCH_DELAY_MS, useSearchForm } from "./search-form";

const schema = adminRequestListQuery.pick({ search: true });

/** A search box built as the list screens build theirs. */
function SearchBox({ onSearch }: { onSearch: (term: string) => void }) {
  const { form, submit, error } = useSearchForm({ schema, initial: "", onSearch });
  return (
    <form noValidate aria-label="Search" onSubmit={submit}>
      <label htmlFor="search">Search requests</label>
      <input {...fieldAria("search", error)} type="search" {...form.register("search")} />
      <FieldError id="search" message={error} />
    </form>
  );
}

/** Lets the form's checks and the React updates after them run. */
const settled = () => vi.waitFor(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe("useSearchForm", () => {
  it("searches once typing settles, not on every key", async () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search requests" });
    fireEvent.change(box, { target: { value: "AB1" } });
    fireEvent.change(box, { target: { value: "AB12" } });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 50);
    expect(onSearch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("AB12");
    // The same term is not searched again when nothing changed.
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("searches at once on Enter", async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "sarah@" } });
    fireEvent.submit(screen.getByRole("form", { name: "Search" }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith("sarah@"));
  });

  it("shows the server's own message for a term it would refuse, and does not search", async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search requests" });
    fireEvent.change(box, { target: { value: "A".repeat(101) } });
    fireEvent.submit(screen.getByRole("form", { name: "Search" }));
    await vi.waitFor(() =>
      expect(screen.getByText("Please use no more than 100 characters")).toBeTruthy(),
    );
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("search-error");
    expect(document.activeElement).toBe(box);
    await settled();
    expect(onSearch).not.toHaveBeenCalled();
    // A term within the limit clears the message as it is typed.
    fireEvent.change(box, { target: { value: "A".repeat(100) } });
    await vi.waitFor(() =>
      expect(screen.queryByText("Please use no more than 100 characters")).toBeNull(),
    );
  });
});
