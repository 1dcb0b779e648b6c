/** The admin screens' toasts and texts (spec 001 §2, §5, §8), verbatim. */
export const ADMIN_TOASTS = {
  loadRequestsFailed: "Failed to load quote requests",
  statusFailed: "Failed to update request status",
  completeFailed: "Failed to complete request",
  createQuoteFailed: "Failed to create quote. Please try again.",
  deleteQuoteFailed: "Failed to delete quote",
  deleteRequestFailed: "Failed to delete request",
  loadMessagesFailed: "Failed to load messages",
  sendMessageFailed: "Failed to send message. Please try again.",
  loadDeletedFailed: "Failed to load deleted requests",
  restoreFailed: "Failed to restore request",
  permanentDeleteFailed: "Failed to permanently delete request",
  notAuthenticated: "Admin not authenticated",
  inProgress: "Request status updated to 'In Progress'",
  completed: "Request marked as completed and removed from active list",
  quoteCreated: "Quote has been created and sent to customer.",
  quoteDeleted: "Quote deleted successfully",
  movedToDeleted: "Quote request moved to deleted section",
  restored: "Quote request restored successfully",
  permanentlyDeleted: "Quote request permanently deleted",
  messageSent: "Message Sent!",
  messageSentDescription: "Your message has been sent to the customer.",
  missingFields: "Please fill in all required fields",
  customerRequestDeleted: "Customer request deleted successfully",
  deleteCustomerRequestFailed: "Failed to delete customer request",
  settingsSaved: "Settings Saved",
  loadCustomerServiceFailed: "Failed to load customer service data",
  /** The spec gives no success text for Mark as Quoted; this one is ours. */
  markedQuoted: "Request marked as quoted",
  /** Nor for a response that could not be sent; this one is ours too. */
  responseFailed: "Failed to send response. Please try again.",
} as const;

export const PERMANENT_DELETE_CONFIRM =
  "Are you sure you want to permanently delete this request? This action cannot be undone.";
