import type { Option } from "@automobi/domain";
import type { Ref } from "react";
import { FormField } from "@/components/form/form-field";
import { SelectControl } from "@/components/form/select-control";

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
        <SelectControl
          value={props.value}
          onChange={props.onChange}
          placeholder={props.placeholder}
          options={props.options}
          aria={aria}
          triggerRef={props.triggerRef}
        />
      )}
    </FormField>
  );
}
