import type { Ref } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { SelectControlProps } from "./select-control-props";

/**
 * The listbox behind SelectControl: Radix's Select, loaded with the first use of a select on
 * the page (docs/decisions/025).
 */
export function RadixSelectControl({
  triggerRef,
  defaultOpen,
  ...props
}: SelectControlProps & { triggerRef: Ref<HTMLButtonElement>; defaultOpen: boolean }) {
  return (
    <Select value={props.value} onValueChange={props.onChange} defaultOpen={defaultOpen}>
      <SelectTrigger ref={triggerRef} {...props.aria}>
        <SelectValue placeholder={props.placeholder} />
      </SelectTrigger>
      <SelectContent>
        {props.options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
