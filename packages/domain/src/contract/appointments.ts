import {
  adminAppointmentListQuery,
  adminAppointmentListResponse,
  appointmentCalendarResponse,
  appointmentCreateRequest,
  appointmentListQuery,
  appointmentListResponse,
  appointmentParams,
  appointmentView,
} from "../api/appointments.ts";
import { emptyBody, errorResponses } from "../api/common.ts";
import { defineRoute } from "../route-contract.ts";

export const appointmentContracts = {
  book: defineRoute({
    operationId: "bookAppointment",
    summary: "Book a service appointment for one of one's vehicles",
    method: "POST",
    path: "/api/appointments",
    access: "customer",
    body: appointmentCreateRequest,
    responses: { 201: appointmentView, ...errorResponses(401, 404, 409, 429) },
  }),
  list: defineRoute({
    operationId: "listAppointments",
    summary: "One's own appointments, upcoming or all, a page at a time",
    method: "GET",
    path: "/api/appointments",
    access: "customer",
    query: appointmentListQuery,
    responses: { 200: appointmentListResponse, ...errorResponses(401) },
  }),
  cancel: defineRoute({
    operationId: "cancelAppointment",
    summary: "Cancel one of one's own appointments",
    method: "POST",
    path: "/api/appointments/:id/cancel",
    access: "customer",
    params: appointmentParams,
    body: emptyBody,
    responses: { 200: appointmentView, ...errorResponses(401, 404, 409) },
  }),
  calendar: defineRoute({
    operationId: "getAppointmentCalendar",
    summary: "An appointment as a calendar file (.ics) to add to a calendar",
    method: "GET",
    path: "/api/appointments/:id/calendar",
    access: "customer",
    params: appointmentParams,
    mediaType: "text/calendar",
    responses: { 200: appointmentCalendarResponse, ...errorResponses(401, 404) },
  }),
  staffList: defineRoute({
    operationId: "listAllAppointments",
    summary: "Every booking, for staff, a page at a time",
    method: "GET",
    path: "/api/admin/appointments",
    access: "staff",
    query: adminAppointmentListQuery,
    responses: { 200: adminAppointmentListResponse, ...errorResponses(401, 403) },
  }),
};
