/** How the customer may order the quotes of a request. */
export const QUOTE_ORDERS = ["newest", "price", "distance"] as const;
export type QuoteOrder = (typeof QUOTE_ORDERS)[number];

export const QUOTE_ORDER_LABELS: Readonly<Record<QuoteOrder, string>> = {
  newest: "Newest",
  price: "Price",
  distance: "Distance",
};

interface Orderable {
  pricePence: number;
  distanceMiles: number | null;
  createdAt: string | Date;
}

const time = (value: string | Date) => new Date(value).getTime();

/**
 * The quotes in the order asked for, the list as given left alone: newest first; cheapest
 * first; or nearest first, a garage of unknown distance last. Ties go to the cheaper, then
 * the newer.
 */
export function orderQuotes<Q extends Orderable>(quotes: readonly Q[], order: QuoteOrder): Q[] {
  const newest = (a: Q, b: Q) => time(b.createdAt) - time(a.createdAt);
  const cheapest = (a: Q, b: Q) => a.pricePence - b.pricePence || newest(a, b);
  const nearest = (a: Q, b: Q) => {
    if (a.distanceMiles === b.distanceMiles) return cheapest(a, b);
    if (a.distanceMiles === null) return 1;
    if (b.distanceMiles === null) return -1;
    return a.distanceMiles - b.distanceMiles || cheapest(a, b);
  };
  const compare = order === "price" ? cheapest : order === "distance" ? nearest : newest;
  return [...quotes].sort(compare);
}
