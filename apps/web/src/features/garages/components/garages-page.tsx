import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { AdminShell } from "@/components/admin/admin-shell";
import { PagedList } from "@/components/paged-list";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCursorPages } from "@/lib/cursor-pages";
import { useGarages } from "../api/garages";
import { GarageCard } from "./garage-card";
import { GARAGE_TOASTS } from "./garage-messages";

/** Typing settles for this long before the directory is searched. */
const SEARCH_DELAY_MS = 300;

/** The garage directory (spec README item 12): search it, and edit a garage's details. */
export function GaragesPage() {
  const [params] = useSearchParams();
  // A link may open the directory searched (the audit log names a garage).
  const [typed, setTyped] = useState(() => params.get("search") ?? "");
  const [search, setSearch] = useState(typed);
  const pages = useCursorPages();
  const list = useGarages({ search, cursor: pages.cursor });
  const { reset } = pages;

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      reset();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, reset]);

  useEffect(() => {
    if (list.isError) toast.error("Error", { description: GARAGE_TOASTS.loadFailed });
  }, [list.isError]);

  return (
    <AdminShell title="Garages" subtitle="The garages that have given quotes">
      <section aria-labelledby="garages-heading">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="garages-heading" className="text-xl font-semibold text-slate-900">
            Garages ({list.data?.total ?? 0})
          </h2>
          <search className="w-full sm:w-80">
            <form
              className="flex flex-col gap-1.5"
              onSubmit={(event) => {
                event.preventDefault();
                setSearch(typed);
                pages.reset();
              }}
            >
              <Label htmlFor="garage-search">Search garages</Label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                />
                <Input
                  id="garage-search"
                  type="search"
                  className="pl-9"
                  placeholder="Name, e-mail or phone"
                  aria-describedby="garage-search-hint"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </div>
              <p id="garage-search-hint" className="text-sm text-slate-600">
                Also finds an address or a contact person.
              </p>
            </form>
          </search>
        </div>
        <PagedList
          query={list}
          loading="Loading garages..."
          failed={GARAGE_TOASTS.loadFailed}
          empty={search.trim() ? "No garages match your search" : "No garages yet"}
          pagesLabel="Garage pages"
          cursorPages={pages}
          itemKey={(garage) => garage.id}
        >
          {(garage) => <GarageCard garage={garage} />}
        </PagedList>
      </section>
    </AdminShell>
  );
}
