import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminShell } from "@/components/admin/admin-shell";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { PagedList } from "@/components/paged-list";
import { InputWithIcon } from "@/components/ui/input-with-icon";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useSearchForm } from "@/lib/admin/search-form";
import { useCursorPages } from "@/lib/cursor-pages";
import { garageListQuery } from "@/lib/schemas";
import { useGarages } from "../api/garages";
import { GarageCard } from "./garage-card";
import { GARAGE_TOASTS } from "./garage-messages";
import { NearForm } from "./near-form";

const searchSchema = garageListQuery.pick({ search: true });

/** The garage directory (spec README item 12): search it, and edit a garage's details. */
export function GaragesPage() {
  const [params] = useSearchParams();
  // A link may open the directory searched (the audit log names a garage).
  const [search, setSearch] = useState(() => params.get("search") ?? "");
  const [near, setNear] = useState("");
  const pages = useCursorPages();
  const list = useGarages({ search, near, cursor: pages.cursor });
  const searchForm = useSearchForm({
    schema: searchSchema,
    initial: search,
    onSearch: (term) => {
      setSearch(term);
      pages.reset();
    },
  });

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
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-start">
            <search className="w-full sm:w-80">
              <form noValidate className="flex flex-col gap-1.5" onSubmit={searchForm.submit}>
                <Label htmlFor="garage-search">Search garages</Label>
                <InputWithIcon
                  icon={Search}
                  {...fieldAria("garage-search", searchForm.error, true)}
                  type="search"
                  placeholder="Name, e-mail or phone"
                  {...searchForm.form.register("search")}
                />
                <FieldError id="garage-search" message={searchForm.error} />
                <p id="garage-search-hint" className="text-sm text-slate-600">
                  Also finds an address or a contact person.
                </p>
              </form>
            </search>
            <div className="w-full sm:w-80">
              <NearForm
                near={near}
                onNear={(postcode) => {
                  setNear(postcode);
                  pages.reset();
                }}
              />
            </div>
          </div>
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
          {(garage) => <GarageCard garage={garage} near={near} />}
        </PagedList>
      </section>
    </AdminShell>
  );
}
