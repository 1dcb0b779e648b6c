import { REVIEW_STARS } from "@automobi/domain";

/** "★★★★☆", read out as "4 out of 5 stars". */
export function Stars({ stars }: { stars: number }) {
  return (
    <span role="img" aria-label={`${stars} out of ${REVIEW_STARS.max} stars`}>
      <span aria-hidden="true" className="tracking-wider text-amber-500">
        {"★".repeat(stars)}
        <span className="text-slate-300">{"★".repeat(REVIEW_STARS.max - stars)}</span>
      </span>
    </span>
  );
}
