import { Search } from "lucide-react";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { Checkbox } from "@/components/ui/checkbox";
import { InputWithIcon } from "@/components/ui/input-with-icon";
import { Label } from "@/components/ui/label";
import { useSearchForm } from "@/lib/admin/search-form";
import type { ProcessingOrder } from "@/lib/schemas";
import { adminRequestListQuery } from "@/lib/schemas";

const searchSchema = adminRequestListQuery.pick({ search: true });

export interface ProcessingChoices {
  search: string;
  order: ProcessingOrder;
  completed: boolean;
}

const ORDERS: readonly { value: ProcessingOrder; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];

/**
 * Quote Processing's search, order and completed toggle. New work comes first: newest first,
 * completed requests hidden until asked for; the oldest-first order is one choice away.
 */
export function ProcessingFilters({
  choices,
  onChange,
}: {
  choices: ProcessingChoices;
  onChange: (choices: ProcessingChoices) => void;
}) {
  const { form, submit, error } = useSearchForm({
    schema: searchSchema,
    initial: choices.search,
    onSearch: (search) => onChange({ ...choices, search }),
  });

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto]">
      <form noValidate className="flex flex-col gap-1.5" onSubmit={submit}>
        <Label htmlFor="processing-search">Search requests</Label>
        <InputWithIcon
          icon={Search}
          {...fieldAria("processing-search", error)}
          type="search"
          placeholder="Registration, e-mail or ID"
          {...form.register("search")}
        />
        <FieldError id="processing-search" message={error} />
      </form>
      <div className="sm:w-40">
        <OptionSelect
          id="processing-order"
          label="Order"
          placeholder="Order"
          options={ORDERS}
          value={choices.order}
          onChange={(value) => onChange({ ...choices, order: value as ProcessingOrder })}
        />
      </div>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox
          id="processing-completed"
          checked={choices.completed}
          onCheckedChange={(completed) => onChange({ ...choices, completed })}
        />
        <Label htmlFor="processing-completed">Show completed requests</Label>
      </div>
    </search>
  );
}
