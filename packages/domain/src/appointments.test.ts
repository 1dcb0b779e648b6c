import { describe, expect, it } from "vitest";
import {
  APPOINTMENT_PHASE_LABELS,
  appointmentDay,
  appointmentPhase,
  appointmentTime,
  isUpcomingAppointment,
  SCHEDULE_SERVICE_MESSAGES as M,
  slotProblem,
} from "./appointments.ts";
import { addCalendarDays, londonDateAndHour } from "./london-time.ts";

// 10:30 in London on Tuesday 10 March 2026 (GMT)
const NOW = new Date("2026-03-10T10:30:00Z");

describe("slotProblem", () => {
  it("takes later hours today, any hour of a later day", () => {
    expect(slotProblem({ date: "2026-03-10", hour: 11 }, NOW)).toBeNull();
    expect(slotProblem({ date: "2026-03-11", hour: 9 }, NOW)).toBeNull();
  });

  it("refuses a day before today and an hour of today that has started", () => {
    expect(slotProblem({ date: "2026-03-09", hour: 17 }, NOW)).toEqual({
      field: "date",
      message: M.pastDate,
    });
    expect(slotProblem({ date: "2026-03-10", hour: 10 }, NOW)).toEqual({
      field: "hour",
      message: M.pastTime,
    });
  });

  it("reads the London day, not the UTC one", () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London
    const lateNight = new Date("2026-07-01T23:30:00Z");
    expect(slotProblem({ date: "2026-07-01", hour: 17 }, lateNight)?.message).toBe(M.pastDate);
    expect(slotProblem({ date: "2026-07-02", hour: 9 }, lateNight)).toBeNull();
  });

  it("refuses more than a year ahead", () => {
    expect(slotProblem({ date: "2027-03-10", hour: 9 }, NOW)).toBeNull();
    expect(slotProblem({ date: "2027-03-11", hour: 9 }, NOW)?.message).toBe(M.tooFarAhead);
  });
});

describe("isUpcomingAppointment", () => {
  it("is true for a scheduled slot that has not started", () => {
    expect(isUpcomingAppointment({ status: "scheduled", date: "2026-03-10", hour: 11 }, NOW)).toBe(
      true,
    );
    expect(isUpcomingAppointment({ status: "scheduled", date: "2026-03-10", hour: 10 }, NOW)).toBe(
      false,
    );
    expect(isUpcomingAppointment({ status: "cancelled", date: "2026-04-01", hour: 9 }, NOW)).toBe(
      false,
    );
  });
});

describe("appointmentPhase", () => {
  it("is past from the start of the slot's hour, in London time, and cancelled whenever cancelled", () => {
    const slot = { status: "scheduled", date: "2026-07-01", hour: 14 } as const;
    // 13:59 and 14:00 BST are 12:59 and 13:00 UTC
    expect(appointmentPhase(slot, new Date("2026-07-01T12:59:59Z"))).toBe("upcoming");
    expect(appointmentPhase(slot, new Date("2026-07-01T13:00:00Z"))).toBe("past");
    expect(appointmentPhase({ ...slot, status: "completed" }, NOW)).toBe("past");
    expect(appointmentPhase({ ...slot, status: "cancelled" }, NOW)).toBe("cancelled");
    expect(APPOINTMENT_PHASE_LABELS.past).toBe("Past");
  });
});

describe("appointment texts", () => {
  it("writes the day and the time as people do", () => {
    expect(appointmentDay("2026-03-10")).toBe("Tuesday 10 March 2026");
    expect(appointmentTime(9)).toBe("09:00");
    expect(appointmentTime(17)).toBe("17:00");
  });
});

describe("calendar days", () => {
  it("adds days across months and leap years", () => {
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("gives the London date and hour", () => {
    expect(londonDateAndHour(new Date("2026-07-01T08:30:00Z"))).toEqual({
      date: "2026-07-01",
      hour: 9,
    });
    expect(londonDateAndHour(NOW)).toEqual({ date: "2026-03-10", hour: 10 });
  });
});
