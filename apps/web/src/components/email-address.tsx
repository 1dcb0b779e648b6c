import { Fragment } from "react";
import { cx } from "@/lib/class-names";

/** After the @ and before each dot: where people break an address across lines. */
const BREAK_POINTS = /(?<=@)|(?=\.)/;

/**
 * An e-mail address that a narrow screen wraps where people would break it, after the @ and
 * before a dot (`<wbr>`: nothing is added to what is copied or read aloud). A part still too
 * long for the line breaks anywhere rather than push the page sideways.
 */
export function EmailAddress({
  email,
  className,
  title,
}: {
  email: string;
  className?: string;
  /** For a place that cuts the address short (`truncate`): the whole address on hover. */
  title?: string;
}) {
  let offset = 0;
  const parts = email.split(BREAK_POINTS).map((text) => {
    const part = { text, offset };
    offset += text.length;
    return part;
  });
  return (
    <span className={cx("wrap-anywhere", className)} title={title}>
      {parts.map(({ text, offset: at }) => (
        <Fragment key={at}>
          {at > 0 && <wbr />}
          {text}
        </Fragment>
      ))}
    </span>
  );
}
