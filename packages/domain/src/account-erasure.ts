// A customer's right to erasure (issue 32): what the account and its records keep, and the
// words of Settings' "Delete my account" and of staff's erase in Customer Management.

/** What the customer types to confirm, so a slip of the finger deletes nothing. */
export const DELETE_ACCOUNT_WORD = "DELETE";

/** The name an erased account keeps, where a record still names its customer. */
export const ERASED_CUSTOMER_NAME = "Deleted customer";

/** The reserved domain of an erased account's address: never deliverable. */
const ERASED_EMAIL_DOMAIN = "erased.invalid";

/** What stands where the customer's own words were. */
export const ERASED_TEXT = "Erased at the customer's request.";

/**
 * The e-mail address an erased account keeps: never deliverable (`.invalid` is reserved), unique
 * per account, and freeing the real address to register again.
 */
export function erasedEmail(userId: string): string {
  return `erased-${userId.replace(/[^A-Za-z0-9]/g, "")}@${ERASED_EMAIL_DOMAIN}`;
}

/** Whether an address is an erased account's placeholder. */
export function isErasedEmail(email: string): boolean {
  return email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);
}

export const ACCOUNT_ERASURE_MESSAGES = {
  confirm: `Please type ${DELETE_ACCOUNT_WORD} to confirm`,
  deleted: "Your account is deleted",
  deletedDetail:
    "Your personal details are erased. Payments stay on record, without your name, as UK tax rules require.",
  notCustomer: "Only a customer's account can be deleted this way.",
  notFound: "Customer not found",
  erasedByStaff: "Customer erased",
} as const;
