/**
 * The one password policy (spec README item 13): every new password — at
 * registration, reset, profile or settings — meets the registration rule.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Bounds the work of hashing; far above any password a person types. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_POLICY_MESSAGE = "Password does not meet security requirements";

export const PASSWORD_TOO_LONG_MESSAGE = `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`;

export type PasswordRuleId = "length" | "uppercase" | "lowercase" | "number" | "special";

export interface PasswordRule {
  readonly id: PasswordRuleId;
  readonly label: string;
  readonly test: (password: string) => boolean;
}

/** The live checklist shown under the password field, in display order. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: "length", label: "At least 8 characters", test: (pw) => pw.length >= PASSWORD_MIN_LENGTH },
  { id: "uppercase", label: "One uppercase letter", test: (pw) => /[A-Z]/.test(pw) },
  { id: "lowercase", label: "One lowercase letter", test: (pw) => /[a-z]/.test(pw) },
  { id: "number", label: "One number", test: (pw) => /\d/.test(pw) },
  // Anything that is not a letter, digit or space counts as special.
  { id: "special", label: "One special character", test: (pw) => /[^A-Za-z0-9\s]/.test(pw) },
];

export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
