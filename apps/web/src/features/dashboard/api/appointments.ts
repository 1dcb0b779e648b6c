import { fillPath } from "@automobi/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { appointmentContracts } from "@/lib/contracts";
import type { AppointmentCreateBody } from "@/lib/schemas";

export const appointmentsKey = ["appointments"] as const;

/** The appointment's .ics file ("Add to calendar"), served to its customer only. */
export const appointmentCalendarUrl = (id: string) =>
  fillPath(appointmentContracts.calendar.path, { id });

/** The customer's upcoming appointments, soonest first. */
export function useUpcomingAppointments() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...appointmentsKey, "upcoming"],
    queryFn: ({ signal }) =>
      api(appointmentContracts.list, { query: { scope: "upcoming", pageSize: 20 }, signal }),
    enabled: signedIn,
  });
}

function useInvalidateAfterBooking() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentsKey }),
      queryClient.invalidateQueries({ queryKey: ["notifications"] }),
      queryClient.invalidateQueries({ queryKey: ["vehicles"] }),
    ]);
}

export function useBookAppointment() {
  const invalidate = useInvalidateAfterBooking();
  return useMutation({
    mutationFn: (body: AppointmentCreateBody) => api(appointmentContracts.book, { body }),
    onSuccess: invalidate,
  });
}

export function useCancelAppointment() {
  const invalidate = useInvalidateAfterBooking();
  return useMutation({
    mutationFn: (id: string) => api(appointmentContracts.cancel, { params: { id }, body: {} }),
    // Not awaited: the appointment leaves the list on the refetch, after its toast has shown.
    onSuccess: () => void invalidate(),
  });
}
