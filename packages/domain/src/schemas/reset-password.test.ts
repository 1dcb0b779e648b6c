import { describe, expect, it } from "vitest";
import { resetPasswordProblem } from "../reset-password.ts";
import { resetPasswordSchema } from "./reset-password.ts";

describe("resetPasswordProblem", () => {
  it("checks in the spec's order, then the one password policy", () => {
    expect(resetPasswordProblem("", "")).toBe("Please fill in all fields");
    expect(resetPasswordProblem("abc", "")).toBe("Please fill in all fields");
    expect(resetPasswordProblem("abc", "abd")).toBe("Passwords do not match");
    expect(resetPasswordProblem("abc", "abc")).toBe("Password does not meet security requirements");
    expect(resetPasswordProblem("abcdef", "abcdef")).toBe(
      "Password does not meet security requirements",
    );
    expect(resetPasswordProblem("Abcde1!", "Abcde1!")).toBe(
      "Password does not meet security requirements",
    );
    expect(resetPasswordProblem("Abcdef1!", "Abcdef1!")).toBeNull();
  });
});

describe("resetPasswordSchema", () => {
  it("puts a mismatch on the confirmation and other problems on the password", () => {
    const mismatch = resetPasswordSchema.safeParse({ password: "Abcdef1!", confirmPassword: "x" });
    expect(mismatch.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["confirmPassword", "Passwords do not match"],
    ]);
    const short = resetPasswordSchema.safeParse({ password: "abc", confirmPassword: "abc" });
    expect(short.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["password", "Password does not meet security requirements"],
    ]);
    const empty = resetPasswordSchema.safeParse({});
    expect(empty.error?.issues[0]?.message).toBe("Please fill in all fields");
  });

  it("accepts a password meeting the policy", () => {
    expect(
      resetPasswordSchema.parse({ password: "Abcdef1!", confirmPassword: "Abcdef1!" }),
    ).toEqual({
      password: "Abcdef1!",
      confirmPassword: "Abcdef1!",
    });
  });
});
