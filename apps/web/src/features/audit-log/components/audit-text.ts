import { formatGBP } from "@automobi/domain";

/** What each recorded action means, in the words the admin screens use. */
const ACTIONS: Readonly<Record<string, string>> = {
  "quote_request.start_review": "Review started",
  "quote_request.mark_complete": "Marked complete",
  "quote_request.mark_quoted": "Marked as quoted",
  "quote_request.soft_delete": "Request deleted",
  "quote_request.restore": "Request restored",
  "quote_request.permanent_delete": "Request permanently deleted",
  "quote_request.purge": "Request removed in Customer Management",
  "quote.create": "Quote added",
  "quote.delete": "Quote deleted",
  "payment.refund_due": "Refund due: a payment arrived for a quote no longer accepted",
  "garage.update": "Garage edited",
  "garage.invite": "Invited to the garage portal",
  "garage.suspend": "Garage suspended",
  "garage.reinstate": "Garage reinstated",
  "settings.update": "System Settings changed",
  "user.promote": "Promoted to admin",
  "user.demote": "Demoted to customer",
  "user.role_change": "Role changed",
  "user.create_staff": "Staff account created",
  "email.resend": "E-mail resent",
  "admin_message.send": "Message sent",
  "support_ticket.respond": "Ticket answered",
  "review.hide": "Review hidden",
};

const TARGET_TYPES: Readonly<Record<string, string>> = {
  quote_request: "Request",
  quote: "Quote",
  garage: "Garage",
  user: "Account",
  settings: "Settings",
  email_outbox: "E-mail",
  admin_message: "Message",
  support_ticket: "Ticket",
};

/** `contactPerson` → `Contact person`; `price_pence` → `Price pence`. */
function words(key: string): string {
  const text = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const actionText = (action: string) => ACTIONS[action] ?? words(action);
export const targetTypeText = (type: string) => TARGET_TYPES[type] ?? words(type);

/** An amount in pence, kept under a key that says so (`pricePence`, `paymentFeePence`). */
export const isMoneyKey = (key: string) => /pence$/i.test(key);

/** The term of a detail: a money key loses its unit ('Price', not 'Price pence'). */
export function termOf(key: string): string {
  return words(isMoneyKey(key) ? key.replace(/_?pence$/i, "") : key);
}

/** Ids the entry's target already names by name (its request, garage or response). */
export const isIdKey = (key: string) => /(^id|Id)$/.test(key);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return isRecord(value) && Object.keys(value).length === 2 && "from" in value && "to" in value;
}

/** A stored value as a person reads it: money in pounds, statuses without underscores. */
export function valueText(value: unknown, money = false): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (money && typeof value === "number") return formatGBP(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    return value.length === 0 ? "(none)" : value.map((item) => valueText(item, money)).join(", ");
  }
  if (isRecord(value)) return JSON.stringify(value);
  if (typeof value === "string" && /^[a-z]+(_[a-z]+)+$/.test(value)) {
    return value.replaceAll("_", " ");
  }
  return String(value);
}

/** A change as one line: 'quoted → accepted', or 'quoted (unchanged)'. */
export function changeText(change: { from: unknown; to: unknown }, money = false): string {
  const from = valueText(change.from, money);
  const to = valueText(change.to, money);
  return from === to ? `${to} (unchanged)` : `${from} → ${to}`;
}

export { isRecord };
