import { type ApiAnswer, apiError, requestsSettled, serveApi } from "@test/api-server";
import { settledToasts, shownToasts } from "@test/toasts";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { vehicleContracts } from "@/lib/contracts";
import { applyLookupAnswer, type LookupResult, useVehicleLookup } from "./use-vehicle-lookup";

const focus = {
  registration: "AB12CDE",
  make: "Ford",
  model: "Focus",
  year: 2012,
  fuelType: "PETROL",
  colour: "BLUE",
  motDueDate: "2026-09-01",
};

function serveLookup(answer: () => ApiAnswer) {
  return serveApi({ contract: vehicleContracts.lookup, answer });
}

function renderLookup(accept = true) {
  const found: LookupResult[] = [];
  const { result } = renderHook(() =>
    useVehicleLookup((lookup) => {
      found.push(lookup);
      return accept;
    }),
  );
  return { result, found };
}

describe("applyLookupAnswer", () => {
  it("takes a catalogue make in the catalogue's spelling, for the picker", () => {
    expect(applyLookupAnswer(focus)).toEqual({
      make: "FORD",
      model: "Focus",
      vehicle: {
        manualEntry: false,
        manualChosen: false,
        lookedUp: { registration: "AB12CDE", year: 2012 },
      },
    });
  });

  it("takes a make the catalogue lacks as typed text, and the year from the plate when none is given", () => {
    const answer = { ...focus, make: "ZENOS", model: null, year: null };
    expect(applyLookupAnswer(answer)).toEqual({
      make: "ZENOS",
      model: "",
      vehicle: {
        manualEntry: true,
        manualChosen: false,
        lookedUp: { registration: "AB12CDE", year: 2012 },
      },
    });
  });
});

describe("useVehicleLookup", () => {
  it("looks the plate up and hands the vehicle to the form, saying what it found", async () => {
    const api = await serveLookup(() => ({ status: 200, body: focus }));
    const { result, found } = renderLookup();

    act(() => result.current.find("  AB12 CDE "));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(found).toHaveLength(1));

    expect(api.calls[0]?.body).toEqual({ registrationNumber: "AB12 CDE" });
    expect(found[0]).toEqual(applyLookupAnswer(focus));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(await settledToasts()).toEqual([
      { type: "success", title: "Found Ford Focus.", description: undefined },
    ]);
    expect(result.current.problem).toBeNull();
  });

  it("says nothing of an answer for a plate no longer in the form", async () => {
    await serveLookup(() => ({ status: 200, body: focus }));
    const { result, found } = renderLookup(false);

    act(() => result.current.find("AB12CDE"));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(found).toHaveLength(1);
    expect(await settledToasts()).toEqual([]);
  });

  it("asks for a plate before looking anything up", async () => {
    const api = await serveLookup(() => ({ status: 200, body: focus }));
    const { result } = renderLookup();

    act(() => result.current.find("   "));
    await requestsSettled();
    expect(api.calls).toHaveLength(0);
    const failure = {
      title: "Registration Required",
      message: "Please enter a vehicle registration number.",
    };
    expect(result.current.problem).toEqual({ registration: "", failure });
    expect(await settledToasts()).toEqual([
      { type: "error", title: failure.title, description: failure.message },
    ]);
  });

  it("shows the server's words for a plate it refuses, kept with that plate", async () => {
    const incorrect =
      "Number plate is incorrect or doesn't exist. Please check the registration number or enter vehicle details manually.";
    await serveLookup(() => ({ status: 404, body: apiError("VEHICLE_NOT_FOUND", incorrect) }));
    const { result } = renderLookup();

    act(() => result.current.find("zz99 zzz"));
    await waitFor(() => expect(result.current.problem).not.toBeNull());
    const failure = { title: "Lookup Failed", message: incorrect };
    expect(result.current.problem).toEqual({ registration: "ZZ99ZZZ", failure });
    expect(await settledToasts()).toEqual([
      { type: "error", title: "Lookup Failed", description: incorrect },
    ]);
  });

  it("shows a malformed plate's field message", async () => {
    const api = await serveLookup(() => ({ status: 200, body: focus }));
    const { result } = renderLookup();

    act(() => result.current.find("A"));
    await waitFor(() =>
      expect(result.current.problem?.failure.message).toBe(
        "Number plate is incorrect or doesn't exist. Please check the registration number or enter vehicle details manually.",
      ),
    );
    expect(api.calls).toHaveLength(1);
  });

  it("asks for manual entry when the lookup cannot be reached", async () => {
    const { result } = renderLookup();
    // No server listens on the discard port: the request fails as a dropped connection does.
    const before = window.location.href;
    window.happyDOM.setURL("http://127.0.0.1:9/");
    try {
      act(() => result.current.find("AB12CDE"));
      await waitFor(() => expect(result.current.problem).not.toBeNull());
    } finally {
      window.happyDOM.setURL(before);
    }
    expect(result.current.problem?.failure).toEqual({
      title: "Lookup Failed",
      message: "Could not find vehicle details. Please enter manually.",
    });
  });

  it("clears the last failure when the plate is looked up again", async () => {
    let answer: ApiAnswer = { status: 404, body: apiError("VEHICLE_NOT_FOUND", "Not found") };
    await serveLookup(() => answer);
    const { result } = renderLookup();
    act(() => result.current.find("AB12CDE"));
    await waitFor(() => expect(result.current.problem).not.toBeNull());

    answer = { status: 200, body: focus };
    act(() => result.current.find("AB12CDE"));
    expect(result.current.problem).toBeNull();
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { type: "success", title: "Found Ford Focus.", description: undefined },
      ]),
    );
  });
});
