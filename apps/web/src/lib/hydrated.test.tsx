import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { finishHydrating, isHydrating, startHydrating, useHydrated } from "./hydrated";

/** Records each value of useHydrated a render saw, and shows the latest. */
function Recorder({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? "hydrated" : "prerendered"}</p>;
}

describe("useHydrated", () => {
  it("is false in the prerendered markup and while hydrating it, true from the render after", () => {
    const prerendered: boolean[] = [];
    const html = renderToString(<Recorder seen={prerendered} />);
    expect(prerendered).toEqual([false]);
    expect(html).toContain("prerendered");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const seen: boolean[] = [];
    render(<Recorder seen={seen} />, { container, hydrate: true });

    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe("hydrated");
    container.remove();
  });

  it("is true at once when the app is drawn without prerendered markup", () => {
    const seen: boolean[] = [];
    const { container } = render(<Recorder seen={seen} />);
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe("hydrated");
  });
});

describe("isHydrating", () => {
  it("is true from startHydrating until finishHydrating, in the browser", () => {
    expect(isHydrating()).toBe(false);
    startHydrating();
    expect(isHydrating()).toBe(true);
    finishHydrating();
    expect(isHydrating()).toBe(false);
  });
});
