import type { suggestModels } from "@automobi/domain";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import { loadOnce } from "@/lib/load-once";

type SuggestModels = typeof suggestModels;

/** The catalogue's chunk, loaded once; a failed load is tried again on the next call. */
const catalogue = loadOnce(() => import("../model-catalogue"));

/**
 * The catalogue's suggestion function once `wanted` (a make is chosen, or the field has been
 * used): null until its chunk has arrived, and meanwhile the field is a plain text box. A
 * failed load leaves it so, and the next focus tries again.
 */
function useSuggestModels(wanted: boolean, attempt: number): SuggestModels | null {
  const [suggest, setSuggest] = useState<SuggestModels | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new try
  useEffect(() => {
    if (!wanted || suggest) return;
    let live = true;
    catalogue.load().then(
      (loaded) => {
        if (live) setSuggest(() => loaded.suggestModels);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, suggest, attempt]);
  return suggest;
}

interface ModelComboboxProps {
  id: string;
  make: string;
  /** The vehicle's year when a lookup gave one: models not on sale then are left out. */
  year: number | null;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  ariaProps: {
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    "aria-required"?: true;
  };
}

/**
 * The model field with catalogue suggestions: an editable combobox (WAI-ARIA APG pattern,
 * list autocomplete) whose listbox holds the models and "model variant" entries containing
 * the typed text. Arrow keys move through the list, Enter picks, Escape closes; focus stays
 * in the text box and the active option is named by aria-activedescendant.
 */
export function ModelCombobox({
  id,
  make,
  year,
  value,
  onChange,
  disabled,
  ariaProps,
}: ModelComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focuses, setFocuses] = useState(0);
  const suggest = useSuggestModels(make !== "" || focuses > 0, focuses);
  const listId = `${id}-listbox`;
  const options = useMemo(
    () => (suggest ? suggest({ make, year, query: value }) : []),
    [suggest, make, year, value],
  );
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChange(option.label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActive((index) => (!expanded || index >= last ? 0 : index + 1));
        return;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive((index) => (!expanded || index <= 0 ? last : index - 1));
        return;
      case "Enter":
        if (!expanded) return;
        // Picking from the open list must not submit the form.
        event.preventDefault();
        if (active >= 0) choose(active);
        else setOpen(false);
        return;
      case "Escape":
        if (!expanded) return;
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        return;
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onFocus={() => setFocuses((count) => count + 1)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        {...ariaProps}
      />
      {expanded && (
        <div
          id={listId}
          role="listbox"
          aria-label="Model suggestions"
          className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {options.map((option, index) => (
            // Keys are handled by the text box, which keeps focus (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
            <div
              key={option.label}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={cx(
                "cursor-pointer rounded-md px-2 py-2 text-sm",
                index === active ? "bg-brand-50 text-brand-900" : "text-slate-900",
                option.variant ? "pl-5" : "font-medium",
              )}
              // Keeps focus (and the list) in the text box until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseMove={() => setActive(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
