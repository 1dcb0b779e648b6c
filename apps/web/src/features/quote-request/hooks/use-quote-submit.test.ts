import type { QuoteRequestForm } from "@automobi/domain";
import { type ApiAnswer, apiError, requestsSettled, serveApi } from "@test/api-server";
import { settledToasts, shownToasts } from "@test/toasts";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type PublicForm, usePublicForm } from "@/components/form/public-form";
import { quoteRequestContracts } from "@/lib/contracts";
import { queryClient } from "@/lib/query-client";
import { EMPTY_QUOTE_FORM } from "../quote-form";
import { useQuoteSubmit } from "./use-quote-submit";

const complete: QuoteRequestForm = {
  registration: "AB12 CDE",
  make: "Ford",
  model: "Focus",
  services: ["oil-service"],
  firstName: "Sarah",
  lastName: "Thompson",
  description: "A grinding noise when braking.",
  postcode: "SW1A 1AA",
  mobile: "07700 900123",
  travelDistance: "10-miles",
  timeframe: "this-week",
  budgetRange: "100-300",
  partsPreference: "",
};

const created: ApiAnswer = {
  status: 201,
  body: {
    id: "0b7e6c1a-52f4-4d3e-9a8b-1c2d3e4f5a6b",
    customerEmail: "customer@example.com",
    vehicleRegistration: "AB12CDE",
    vehicleMake: "Ford",
    vehicleModel: "Focus",
    vehicleId: null,
    services: ["oil-service"],
    description: "A grinding noise when braking.",
    damageType: null,
    budgetRange: "100-300",
    partsPreference: "no-preference",
    postcode: "SW1A 1AA",
    mobile: "07700900123",
    phoneNumber: null,
    travelDistance: "10-miles",
    timeframe: "this-week",
    availability: null,
    status: "pending",
    isEditable: true,
    firstQuotedAt: null,
    completedAt: null,
    deletedAt: null,
    createdAt: "2026-03-14T14:00:00.000Z",
    updatedAt: "2026-03-14T14:00:00.000Z",
  },
};

const SUBMIT_FAILED = {
  type: "error",
  title: "Error",
  description: "Failed to submit quote request. Please try again.",
};

function serveCreate(answer: () => ApiAnswer | Promise<ApiAnswer>) {
  return serveApi({ contract: quoteRequestContracts.create, answer });
}

/** The hook on the page's public form, recording what it asks of the page. */
function renderSubmit(values: QuoteRequestForm, lookedUp: string | null = null) {
  const needsSignIn: number[] = [];
  const submitted: PublicForm<QuoteRequestForm>[] = [];
  const hook = renderHook(() => {
    const form = usePublicForm<QuoteRequestForm>({ defaultValues: values });
    const submit = useQuoteSubmit({
      form,
      lookedUpRegistration: () => lookedUp,
      onNeedsSignIn: () => needsSignIn.push(1),
      onSubmitted: () => submitted.push(form),
    });
    return { form, ...submit };
  });
  const errorOf = (field: keyof QuoteRequestForm) =>
    hook.result.current.form.getState().errors[field];
  return { ...hook, needsSignIn, submitted, errorOf };
}

afterEach(() => {
  queryClient.clear();
});

describe("useQuoteSubmit", () => {
  it("shows the first failing check as a toast, marks every field that needs attention and sends nothing", async () => {
    const api = await serveCreate(() => created);
    const { result, errorOf } = renderSubmit({ ...EMPTY_QUOTE_FORM, registration: "AB12CDE" });

    act(() => result.current.submit(true));
    await waitFor(() => expect(shownToasts()).toHaveLength(1));

    expect(await settledToasts()).toEqual([
      {
        type: "error",
        title: "Missing Fields",
        description: "Please fill in all required fields and select at least one service.",
      },
    ]);
    expect(errorOf("registration")).toBeUndefined();
    expect(errorOf("make")).toBe("Please choose the make, or enter it manually.");
    expect(errorOf("services")).toBe("Please select at least one service.");
    expect(errorOf("budgetRange")).toBe("Please select your budget range.");
    await requestsSettled();
    expect(api.calls).toHaveLength(0);
  });

  it("marks a filled field the shared schema refuses, with no toast", async () => {
    const api = await serveCreate(() => created);
    const { result, errorOf } = renderSubmit({ ...complete, postcode: "NOT A POSTCODE" });

    act(() => result.current.submit(true));
    await waitFor(() => expect(errorOf("postcode")).toBe("Please enter a valid UK postcode"));
    expect(await settledToasts()).toEqual([]);
    await requestsSettled();
    expect(api.calls).toHaveLength(0);
  });

  it("asks a signed-out customer to sign in before sending", async () => {
    const api = await serveCreate(() => created);
    const { result, needsSignIn } = renderSubmit(complete);

    act(() => result.current.submit(false));
    await waitFor(() => expect(needsSignIn).toHaveLength(1));
    await requestsSettled();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the request, says so, refreshes the dashboard's lists and hands the form back to clear", async () => {
    queryClient.setQueryData(["quote-requests", "active"], { items: [] });
    const api = await serveCreate(() => created);
    const { result, submitted } = renderSubmit(complete, "AB12CDE");

    act(() => result.current.submit(true));
    await waitFor(() => expect(submitted).toHaveLength(1));

    expect(api.calls[0]?.body).toEqual({ ...complete, lookedUpRegistration: "AB12CDE" });
    expect(api.calls[0]?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(submitted[0]).toBe(result.current.form);
    expect(await settledToasts()).toEqual([
      { type: "success", title: "Success", description: "Your quote request has been submitted." },
    ]);
    expect(queryClient.getQueryState(["quote-requests", "active"])?.isInvalidated).toBe(true);
    expect(result.current.failure).toBeNull();
  });

  it("is submitting until the answer comes, and a second press meanwhile sends nothing", async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    const api = await serveCreate(() => new Promise((resolve) => (answer = resolve)));
    const { result, submitted } = renderSubmit(complete);

    act(() => result.current.submit(true));
    await waitFor(() => expect(result.current.isSubmitting).toBe(true));
    act(() => result.current.submit(true));
    await waitFor(() => expect(api.calls).toHaveLength(1));

    answer(created);
    await waitFor(() => expect(result.current.isSubmitting).toBe(false));
    expect(api.calls).toHaveLength(1);
    expect(submitted).toHaveLength(1);
  });

  it("shows the failure, and retries the same values with the same key until they change", async () => {
    const api = await serveCreate(() => ({
      status: 500,
      body: apiError("INTERNAL", "Something went wrong"),
    }));
    const { result } = renderSubmit(complete);

    act(() => result.current.submit(true));
    await waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(result.current.failure).toEqual({
      title: SUBMIT_FAILED.title,
      message: SUBMIT_FAILED.description,
    });
    expect(await settledToasts()).toEqual([SUBMIT_FAILED]);

    act(() => result.current.submit(true));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    act(() => result.current.form.setValue("description", "A squeal when braking."));
    await waitFor(() => expect(result.current.isSubmitting).toBe(false));
    act(() => result.current.submit(true));
    await waitFor(() => expect(api.calls).toHaveLength(3));

    const keys = api.calls.map((call) => call.headers["idempotency-key"]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("asks to sign in again when the session has ended (401), without a failure", async () => {
    await serveCreate(() => ({
      status: 401,
      body: apiError("UNAUTHENTICATED", "Please sign in"),
    }));
    const { result, needsSignIn } = renderSubmit(complete);

    act(() => result.current.submit(true));
    await waitFor(() => expect(needsSignIn).toHaveLength(1));
    await waitFor(() => expect(result.current.isSubmitting).toBe(false));
    expect(result.current.failure).toBeNull();
    expect(await settledToasts()).toEqual([]);
  });

  it("puts the server's field messages on the form as well as the failure", async () => {
    const message =
      "These details were found for a different registration. Press Find again, or choose the make and model.";
    const { result, errorOf } = renderSubmit(complete, "XY99ZZZ");
    await serveCreate(() => created);

    act(() => result.current.submit(true));
    await waitFor(() => expect(errorOf("make")).toBe(message));
    expect(errorOf("model")).toBe(message);
    expect(await settledToasts()).toEqual([SUBMIT_FAILED]);
  });
});
