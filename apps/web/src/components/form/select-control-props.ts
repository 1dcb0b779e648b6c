import type { Option } from "@automobi/domain";
import type { Ref } from "react";
import type { FieldControlProps } from "./form-field";

/** What a select list takes: the eager button and Radix's list, loaded on first use, alike. */
export interface SelectControlProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: readonly Option[];
  /** The field's id and ARIA attributes (FormField's). */
  aria: FieldControlProps;
  /** The trigger, which a form focuses when the field has an error. */
  triggerRef?: Ref<HTMLButtonElement>;
}
