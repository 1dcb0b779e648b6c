import {
  foundVehicleMessage,
  LOOKUP_FAILED_MESSAGE,
  LOOKUP_FAILED_TITLE,
  normaliseMake,
  normaliseRegistration,
  REGISTRATION_REQUIRED,
  yearFromCurrentRegistration,
} from "@automobi/domain";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import type { FailureMessage } from "@/lib/error-message";
import type { VehicleLookupAnswer } from "@/lib/schemas";
import { useAction } from "@/lib/use-action";
import { lookupVehicle } from "../api/lookup-vehicle";
import type { VehicleContext } from "../quote-form";

/** The server's message is already the spec's text; a 400 names the plate field. */
function lookupFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return LOOKUP_FAILED_MESSAGE;
  return error.fields.registrationNumber ?? error.message;
}

export interface LookupResult {
  make: string;
  model: string;
  vehicle: VehicleContext;
}

/** What the form takes from an answer: catalogue makes use the picker, others manual entry. */
export function applyLookupAnswer(answer: VehicleLookupAnswer): LookupResult {
  const catalogueMake = normaliseMake(answer.make);
  return {
    make: catalogueMake ?? answer.make,
    model: answer.model ?? "",
    vehicle: {
      manualEntry: catalogueMake === null,
      manualChosen: false,
      lookedUp: {
        registration: normaliseRegistration(answer.registration),
        year: answer.year ?? yearFromCurrentRegistration(answer.registration),
      },
    },
  };
}

/** A failed Find, and the plate it was for (normalised): it is about that plate only. */
export interface LookupProblem {
  registration: string;
  failure: FailureMessage;
}

/** One lookup toast at a time: a new answer replaces the last one's toast. */
const LOOKUP_TOAST = "vehicle-lookup";

/**
 * The Find button: toasts as the spec words them, and hands a found vehicle to the form.
 * A failure is also kept as `problem`, which the form shows by the Registration field while
 * the plate is the one it was about. `onFound` answers false when the plate has changed while
 * the lookup ran: the answer belongs to a plate no longer there, so it is dropped without a toast.
 */
export function useVehicleLookup(onFound: (result: LookupResult) => boolean) {
  const [problem, setProblem] = useState<LookupProblem | null>(null);
  const fail = (registration: string, failure: FailureMessage) => {
    toast.error(failure.title, { id: LOOKUP_TOAST, description: failure.message });
    setProblem({ registration: normaliseRegistration(registration), failure });
  };
  const mutation = useAction(lookupVehicle, {
    onSuccess: (answer) => {
      if (!onFound(applyLookupAnswer(answer))) return;
      // sonner merges an update into the toast it replaces: the last failure's description
      // must not stay under 'Found …'.
      toast.success(foundVehicleMessage(answer.make, answer.model), {
        id: LOOKUP_TOAST,
        description: undefined,
      });
    },
    onError: (error, registration) => {
      fail(registration, { title: LOOKUP_FAILED_TITLE, message: lookupFailureText(error) });
    },
  });

  const find = (registration: string) => {
    setProblem(null);
    if (registration.trim() === "") {
      fail("", { title: REGISTRATION_REQUIRED.title, message: REGISTRATION_REQUIRED.message });
      return;
    }
    mutation.mutate(registration.trim());
  };

  return { find, isPending: mutation.isPending, problem };
}
