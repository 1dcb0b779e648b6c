import { aboutMiles, beyondReachLabel, outwardCode, withinTravelDistance } from "@automobi/domain";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { InputWithIcon } from "@/components/ui/input-with-icon";
import { Label } from "@/components/ui/label";
import type { AdminQuoteRequest, GarageChoice } from "@/lib/schemas";
import { useGarageSuggestions, useNearestGarages } from "../api/garage-suggestions";

/** Typing settles for this long before the directory is asked. */
const SEARCH_DELAY_MS = 250;

type PickerRequest = Pick<AdminQuoteRequest, "id" | "postcode" | "travelDistance">;

/** "About 8.1 miles", and whether it is beyond the customer's travel distance. */
export function GarageDistance({
  miles,
  travelDistance,
}: {
  miles: number | null;
  travelDistance: string;
}) {
  if (miles === null) return null;
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-slate-600">
      {aboutMiles(miles)}
      {!withinTravelDistance(miles, travelDistance) && (
        <Badge tone="warning">{beyondReachLabel(travelDistance)}</Badge>
      )}
    </span>
  );
}

/**
 * The quote form's garage finder (a WAI-ARIA combobox). Before anything is typed it offers the
 * directory's garages nearest the request; typing part of a garage's name or e-mail searches
 * the directory, nearest first. Each shows its distance, marked when it is beyond the
 * customer's travel distance (the server asks to confirm such a quote). Pick one with the
 * arrows and Enter or a tap, and its details fill the form; a garage not in the directory is
 * still typed into the fields below.
 */
export function GaragePicker({
  request,
  onPick,
}: {
  request: PickerRequest;
  onPick: (garage: GarageChoice) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState("");
  const searching = search.trim().length >= 2;
  const suggestions = useGarageSuggestions(search, request.postcode);
  const nearest = useNearestGarages(request.id, open && !searching);
  const options: GarageChoice[] = searching
    ? (suggestions.data?.items ?? [])
    : typed.trim()
      ? []
      : (nearest.data?.items ?? []);
  const expanded = open && options.length > 0;
  const district = outwardCode(request.postcode) ?? request.postcode;

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const pick = (garage: GarageChoice) => {
    onPick(garage);
    setPicked(`Filled in the details of ${garage.name}.`);
    setTyped("");
    setSearch("");
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (options.length ? (index + step + options.length) % options.length : 0));
    } else if (event.key === "Enter") {
      // Enter picks the highlighted garage; in the finder it never sends the quote.
      event.preventDefault();
      const garage = expanded ? options[active] : undefined;
      if (garage) pick(garage);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative flex flex-col gap-1.5">
      <Label htmlFor={`${id}-input`}>Find a garage in the directory</Label>
      <InputWithIcon
        icon={Search}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Name or e-mail"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {nearest.data?.from.located === false
          ? "The request's postcode could not be placed: search the directory by name."
          : `Nearest first from ${district}.`}{" "}
        A new garage? Fill in its details below.
      </p>
      {expanded && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={searching ? "Garages" : `Garages nearest ${district}`}
          className="absolute top-[4.75rem] right-0 left-0 z-20 max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {options.map((garage, index) => (
            // Keys are handled by the text box, which keeps focus (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
            <div
              key={garage.id}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keeps focus (and the list) in the text box until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(garage)}
              onMouseMove={() => setActive(index)}
              className={`cursor-pointer rounded-md px-2 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-slate-900"}`}
            >
              <span className="font-medium">{garage.name}</span>
              <span className="block break-all text-slate-600">{garage.email}</span>
              <GarageDistance
                miles={garage.distanceMiles}
                travelDistance={request.travelDistance}
              />
            </div>
          ))}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {picked}
      </p>
    </div>
  );
}
