import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrors } from "../errors.ts";
import { forgotPasswordSchema, loginSchema, registerBodySchema, registerSchema } from "./auth.ts";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const validRegistration = {
  firstName: " Jane ",
  lastName: "Smith",
  email: " Jane@Example.com ",
  phone: "07700 900123",
  postcode: "sw1a1aa",
  password: "Secret1!",
  confirmPassword: "Secret1!",
  acceptTerms: true,
};

describe("loginSchema", () => {
  it("asks for the email and password when blank", () => {
    expect(errorsOf(loginSchema, { email: "  ", password: "" })).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(errorsOf(loginSchema, {})).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("rejects an address that does not look like one", () => {
    expect(errorsOf(loginSchema, { email: "jane", password: "x" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("lower-cases the email and defaults remember-me to off", () => {
    expect(loginSchema.parse({ email: " Jane@Example.com", password: " pw " })).toEqual({
      email: "jane@example.com",
      password: " pw ",
      rememberMe: false,
    });
  });
});

describe("registerSchema", () => {
  it("gives each blank field the spec's required message", () => {
    expect(errorsOf(registerSchema, { acceptTerms: true })).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone number is required",
      postcode: "Postcode is required",
      password: "Password does not meet security requirements",
    });
  });

  it("checks the phone, postcode and password formats", () => {
    const errors = errorsOf(registerSchema, {
      ...validRegistration,
      phone: "12345",
      postcode: "NOWHERE",
      password: "password",
      confirmPassword: "password",
    });
    expect(errors).toEqual({
      phone: "Please enter a valid UK phone number",
      postcode: "Please enter a valid UK postcode",
      password: "Password does not meet security requirements",
    });
  });

  it("reports a confirmation that does not match on the confirmation field", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, confirmPassword: "Secret2!" })).toEqual(
      {
        confirmPassword: "Passwords do not match",
      },
    );
  });

  it("requires the terms to be accepted", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, acceptTerms: false })).toEqual({
      acceptTerms: "You must agree to the terms and privacy policy",
    });
  });

  it("normalises and sanitises what it accepts", () => {
    expect(
      registerSchema.parse({ ...validRegistration, lastName: "Smith<script>x</script>" }),
    ).toMatchObject({
      firstName: "Jane",
      lastName: "Smith",
      email: "jane@example.com",
      phone: "07700900123",
      postcode: "SW1A 1AA",
      password: "Secret1!",
    });
  });

  it("has a server body without the confirmation or terms box", () => {
    const { confirmPassword: _c, acceptTerms: _a, ...body } = validRegistration;
    expect(Object.keys(registerBodySchema.parse(body)).sort()).toEqual(
      ["email", "firstName", "lastName", "password", "phone", "postcode"].sort(),
    );
  });
});

describe("forgotPasswordSchema", () => {
  it("asks for the email address when blank", () => {
    expect(errorsOf(forgotPasswordSchema, { email: "" })).toEqual({
      email: "Please enter your email address",
    });
    expect(errorsOf(forgotPasswordSchema, { email: "nope" })).toEqual({
      email: "Please enter a valid email address",
    });
    expect(forgotPasswordSchema.parse({ email: "A@B.co" })).toEqual({ email: "a@b.co" });
  });
});
