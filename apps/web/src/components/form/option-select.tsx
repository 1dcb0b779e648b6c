import type { Option } from "@automobi/domain";
import type { Ref } from "react";
import { FormField } from "@/components/form/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

interface OptionSelectProps {
  id: string;
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  triggerRef?: Ref<HTMLButtonElement>;
  error?: string;
  required?: boolean;
}

/** A labelled select over one of the domain's option lists. */
export function OptionSelect(props: OptionSelectProps) {
  return (
    <FormField id={props.id} label={props.label} error={props.error} required={props.required}>
      {(aria) => (
        <Select value={props.value} onValueChange={props.onChange}>
          <SelectTrigger ref={props.triggerRef} {...aria}>
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
      )}
    </FormField>
  );
}
