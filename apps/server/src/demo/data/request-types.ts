import type {
  BudgetRange,
  PartsPreference,
  QuoteStatus,
  RequestStatus,
  ServiceId,
  Timeframe,
  TravelDistance,
} from "@automobi/domain";
import type { CustomerKey } from "./accounts.ts";
import type { GarageKey } from "./garages.ts";

export interface DemoQuote {
  readonly garage: GarageKey;
  readonly pricePence: number;
  readonly description: string;
  readonly estimatedDuration: string;
  readonly warrantyInfo?: string;
  readonly status: QuoteStatus;
  readonly hoursAgo: number;
  /** When the customer accepted or rejected it. */
  readonly decidedHoursAgo?: number;
  readonly rejectionReason?: string;
}

export interface DemoMessage {
  readonly subject: string;
  readonly message: string;
  readonly hoursAgo: number;
  readonly replies?: readonly { readonly message: string; readonly hoursAgo: number }[];
}

export interface DemoRequest {
  /** A stable name other fixtures refer to. */
  readonly ref: string;
  readonly customer: CustomerKey;
  /** Must be one of the customer's vehicles. */
  readonly registration: string;
  readonly services: readonly ServiceId[];
  readonly description: string;
  readonly damageType?: string;
  readonly budgetRange: BudgetRange;
  readonly partsPreference: PartsPreference;
  readonly travelDistance: TravelDistance;
  readonly timeframe: Timeframe;
  readonly availability?: string;
  readonly status: RequestStatus;
  readonly hoursAgo: number;
  /** When it reached its status (completed_at, deleted_at, and the last update). */
  readonly statusHoursAgo?: number;
  readonly quotes?: readonly DemoQuote[];
  readonly messages?: readonly DemoMessage[];
  /** The customer's reason, sent to the support inbox when a quote was rejected. */
  readonly rejectionFeedback?: { readonly reason: string; readonly hoursAgo: number };
  /** A completed £3 fee payment for the accepted quote. */
  readonly paidHoursAgo?: number;
}
