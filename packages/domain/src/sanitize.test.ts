import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, sanitizeText } from "./sanitize.ts";
import { plainText, requiredText } from "./schemas/text.ts";

describe("sanitizeText", () => {
  it("leaves ordinary text as typed apart from trimming", () => {
    expect(sanitizeText("  Brakes squeal when cold & the ABS light is on.  ")).toBe(
      "Brakes squeal when cold & the ABS light is on.",
    );
    expect(sanitizeText("Quote one = £100, condition = good, 3 < 5")).toBe(
      "Quote one = £100, condition = good, 3 < 5",
    );
  });

  it("removes script blocks and stray script tags", () => {
    expect(sanitizeText("Hello <script>alert('x')</script>world")).toBe("Hello world");
    expect(sanitizeText("<SCRIPT src=//evil.example></SCRIPT>ok")).toBe("ok");
    expect(sanitizeText("a <script>alert(1)")).toBe("a alert(1)");
  });

  it("removes iframes", () => {
    expect(sanitizeText('see <iframe src="https://evil.example"></iframe>here')).toBe("see here");
  });

  it("removes javascript: in any case", () => {
    expect(sanitizeText('<a href="JavaScript:alert(1)">x</a>')).toBe('<a href="alert(1)">x</a>');
  });

  it("removes inline event handlers inside tags and bare ones", () => {
    expect(sanitizeText('<img src="x" onerror="alert(1)">')).toBe('<img src="x">');
    expect(sanitizeText("<b onmouseover=alert(1)>hi</b>")).toBe("<b>hi</b>");
    expect(sanitizeText("onclick=alert(1) done")).toBe("done");
  });

  it("does not let removals rebuild a script tag", () => {
    expect(sanitizeText("<scr<script></script>ipt>alert(1)</script>")).not.toMatch(/<script/i);
  });
});

describe("plainText", () => {
  it("trims, limits and sanitises", () => {
    const schema = plainText(20);
    expect(schema.parse("  hi <b onclick=x>  ")).toBe("hi <b>");
    expect(schema.safeParse("x".repeat(21)).error?.issues[0]?.message).toBe(
      "Please use no more than 20 characters",
    );
  });

  it("counts the limit after trimming", () => {
    expect(plainText(3).parse("  abc  ")).toBe("abc");
  });
});

describe("requiredText", () => {
  it("refuses blank text and text that is blank once sanitised", () => {
    const schema = requiredText(50, "Name needed");
    expect(schema.parse(" Jo ")).toBe("Jo");
    expect(schema.safeParse("   ").error?.issues[0]?.message).toBe("Name needed");
    expect(schema.safeParse("<script>x</script>").error?.issues[0]?.message).toBe("Name needed");
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("Name needed");
  });
});

describe("control characters", () => {
  it("refuses NUL and the other C0 controls in plain and required text, with the field's message", () => {
    for (const schema of [plainText(50), requiredText(50, "Name needed")]) {
      for (const bad of ["Jo\u0000", "a\u0001b", "\u001bx", "del\u007f"]) {
        expect(schema.safeParse(bad).error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
      }
    }
  });

  it("refuses a lone UTF-16 surrogate and keeps a whole pair", () => {
    for (const schema of [plainText(50), requiredText(50, "Name needed")]) {
      for (const bad of ["\ud800", "a\udfffb", "end\ud83d", "\ude97start", "\ude97\ud83d"]) {
        expect(schema.safeParse(bad).error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
      }
      expect(schema.parse("Car \ud83d\ude97 ok")).toBe("Car \ud83d\ude97 ok");
    }
  });

  it("keeps tab and newlines, which multi-line text needs", () => {
    expect(plainText(50).parse("line one\r\nline\ttwo")).toBe("line one\r\nline\ttwo");
    expect(hasControlCharacter("line one\nline\ttwo\r")).toBe(false);
  });
});
