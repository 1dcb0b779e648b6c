/** The colour family of a status or priority badge; the web maps it to classes. */
export type BadgeTone = "neutral" | "info" | "warning" | "success" | "danger";
