import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("shares one download between every call and gives the module without waiting once it arrived", async () => {
    let downloads = 0;
    const module = { name: "dialog" };
    const dialog = loadOnce(async () => {
      downloads += 1;
      return module;
    });

    expect(dialog.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([dialog.load(), dialog.load()]);
    await dialog.load();

    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(dialog.loaded()).toBe(module);
    expect(downloads).toBe(1);
  });

  it("tries a failed download again on the next call", async () => {
    let downloads = 0;
    const dialog = loadOnce(async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return "module";
    });

    await expect(dialog.load()).rejects.toThrow("Failed to fetch");
    expect(dialog.loaded()).toBeUndefined();
    await expect(dialog.load()).resolves.toBe("module");
    expect(dialog.loaded()).toBe("module");
    expect(downloads).toBe(2);
  });
});
