import type { ProcessingOrder } from "@automobi/domain";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { OptionSelect } from "@/components/form/option-select";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Typing settles for this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

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
  const [typed, setTyped] = useState(choices.search);

  useEffect(() => {
    if (typed === choices.search) return;
    const timer = setTimeout(() => onChange({ ...choices, search: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, choices, onChange]);

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto]">
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...choices, search: typed });
        }}
      >
        <Label htmlFor="processing-search">Search requests</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="processing-search"
            type="search"
            className="pl-9"
            placeholder="Registration, e-mail or ID"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
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
