import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** The columns the rule reads: an admin_messages row's, or the same under an alias. */
export interface FeedbackColumns {
  kind: SQLWrapper;
  subject: SQLWrapper;
  message: SQLWrapper;
}

/**
 * The spec's rejection feedback (001 §3 derived admin fields): a message stored as the
 * customer's rejection feedback, or one whose subject or text mentions reject or decline. One
 * rule for the admin lists and the portal.
 */
export function isRejectionFeedback(m: FeedbackColumns): SQL {
  return sql`(${m.kind} = 'rejection_feedback' OR ${m.subject} ILIKE '%reject%' OR ${m.subject} ILIKE '%decline%' OR ${m.message} ILIKE '%reject%' OR ${m.message} ILIKE '%decline%')`;
}

/** The rule on an `admin_messages` row aliased as `alias` in hand-written SQL. */
export function isRejectionFeedbackAs(alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return isRejectionFeedback({
    kind: column("kind"),
    subject: column("subject"),
    message: column("message"),
  });
}

/**
 * A rejected quote or rejection feedback exists for the request: the count the database keeps
 * on its row (`rejection_signals`, migration 0013, by the rule above), so no list or figure
 * looks for them row by row.
 */
export function hasRejection(rejectionSignals: SQLWrapper): SQL {
  return sql`${rejectionSignals} > 0`;
}
