import { act, render, screen } from "@testing-library/react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { applyFieldErrors } from "./field-errors";

interface Details {
  firstName: string;
  lastName: string;
  email: string;
}
const ORDER = ["firstName", "lastName", "email"] as const;

/** A form of three boxes, each showing its error; hands the form to the test. */
function DetailsForm({ onForm }: { onForm: (form: UseFormReturn<Details>) => void }) {
  const form = useForm<Details>({ defaultValues: { firstName: "", lastName: "", email: "" } });
  onForm(form);
  const { errors } = form.formState;
  return (
    <form>
      {ORDER.map((name) => (
        <label key={name}>
          {name}
          <input {...form.register(name)} />
          {errors[name] && <span role="alert">{errors[name].message}</span>}
        </label>
      ))}
    </form>
  );
}

function renderForm() {
  let form: UseFormReturn<Details> | undefined;
  render(<DetailsForm onForm={(f) => (form = f)} />);
  if (!form) throw new Error("The form did not render");
  return form;
}

const refusal = (status: number, fields: Record<string, string>) =>
  new ApiError(status, "VALIDATION_ERROR", "Please check the form", fields);

describe("applyFieldErrors", () => {
  it("puts a 400's field messages on the form's fields and focuses the first on screen", () => {
    const form = renderForm();
    let applied = false;
    act(() => {
      applied = applyFieldErrors(
        refusal(400, { email: "Email is already registered", firstName: "First name is required" }),
        form.setError,
        ORDER,
      );
    });

    expect(applied).toBe(true);
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "First name is required",
      "Email is already registered",
    ]);
    expect(document.activeElement?.getAttribute("name")).toBe("firstName");
  });

  it("answers false and marks nothing when no message belongs to the form", () => {
    const form = renderForm();
    let applied = true;
    act(() => {
      applied = applyFieldErrors(refusal(400, { password: "Too short" }), form.setError, ORDER);
    });

    expect(applied).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("leaves other failures to the caller: a refusal that is not a 400, or no answer at all", () => {
    const form = renderForm();
    const results: boolean[] = [];
    act(() => {
      results.push(applyFieldErrors(refusal(409, { email: "Taken" }), form.setError, ORDER));
      results.push(applyFieldErrors(new TypeError("Failed to fetch"), form.setError, ORDER));
    });

    expect(results).toEqual([false, false]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
