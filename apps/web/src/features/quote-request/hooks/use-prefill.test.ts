import type { QuoteRequestForm } from "@automobi/domain";
import { type ApiAnswer, apiError, requestsSettled, serveApi } from "@test/api-server";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePublicForm } from "@/components/form/public-form";
import type { SessionUser } from "@/lib/auth/session";
import { accountContracts } from "@/lib/contracts";
import { EMPTY_QUOTE_FORM } from "../quote-form";
import { usePrefill } from "./use-prefill";

const sarah: SessionUser = {
  id: "user-sarah",
  email: "customer@example.com",
  name: "Sarah Thompson",
  emailVerified: true,
};

const profile = {
  status: 200,
  body: {
    email: "customer@example.com",
    fullName: "Sarah Thompson",
    firstName: "Sarah",
    lastName: "Thompson",
    phone: "+447700900123",
    postcode: "SW1A 1AA",
    address: null,
  },
};

function serveProfile(answer: () => ApiAnswer | Promise<ApiAnswer> = () => profile) {
  return serveApi({ contract: accountContracts.profile, answer });
}

const newForm = (values: Partial<QuoteRequestForm> = {}) =>
  renderHook(() =>
    usePublicForm<QuoteRequestForm>({ defaultValues: { ...EMPTY_QUOTE_FORM, ...values } }),
  ).result.current;

describe("usePrefill", () => {
  it("fills the empty name, postcode and mobile from the profile, never what was typed", async () => {
    await serveProfile();
    const form = newForm({ firstName: "Sally" });
    renderHook(() => usePrefill(form, sarah));

    await waitFor(() => expect(form.getValues("postcode")).toBe("SW1A 1AA"));
    expect(form.getValues()).toEqual({
      ...EMPTY_QUOTE_FORM,
      firstName: "Sally",
      lastName: "Thompson",
      postcode: "SW1A 1AA",
      mobile: "07700 900123",
    });
  });

  it("fills the names from the account when the profile cannot be had", async () => {
    await serveProfile(() => ({ status: 500, body: apiError("INTERNAL", "Something went wrong") }));
    const form = newForm();
    renderHook(() => usePrefill(form, sarah));

    await waitFor(() => expect(form.getValues("firstName")).toBe("Sarah"));
    expect(form.getValues()).toEqual({
      ...EMPTY_QUOTE_FORM,
      firstName: "Sarah",
      lastName: "Thompson",
    });
  });

  it("asks for nothing while signed out", async () => {
    const api = await serveProfile();
    const form = newForm();
    renderHook(() => usePrefill(form, null));
    await requestsSettled();
    expect(api.calls).toHaveLength(0);
    expect(form.getValues()).toEqual(EMPTY_QUOTE_FORM);
  });

  it("fills once per account: a cleared form stays cleared, another account fills it again", async () => {
    const api = await serveProfile();
    const form = newForm();
    const { rerender } = renderHook(({ user }) => usePrefill(form, user), {
      initialProps: { user: sarah },
    });
    await waitFor(() => expect(form.getValues("firstName")).toBe("Sarah"));

    form.reset(EMPTY_QUOTE_FORM);
    rerender({ user: { ...sarah } });
    await requestsSettled();
    expect(api.calls).toHaveLength(1);
    expect(form.getValues()).toEqual(EMPTY_QUOTE_FORM);

    rerender({ user: { ...sarah, id: "user-david", name: "David Patel" } });
    await waitFor(() => expect(form.getValues("firstName")).toBe("Sarah"));
    expect(api.calls).toHaveLength(2);
  });

  it("fills nothing once stopped (a request was sent), even from an answer on its way", async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    const api = await serveProfile(() => new Promise((resolve) => (answer = resolve)));
    const form = newForm();
    const { result } = renderHook(() => usePrefill(form, sarah));
    await waitFor(() => expect(api.calls).toHaveLength(1));

    result.current.stop();
    answer(profile);
    await requestsSettled();
    expect(form.getValues()).toEqual(EMPTY_QUOTE_FORM);
  });
});
