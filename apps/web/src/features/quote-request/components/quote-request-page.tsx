import type { QuoteRequestForm } from "@automobi/domain";
import { Loader2, MailCheck } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "@/components/form/form-alert";
import { HydratedForm } from "@/components/form/hydrated-form";
import { usePublicForm } from "@/components/form/public-form";
import { PublicFormProvider, useFieldValue } from "@/components/form/public-form-context";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/lib/auth/session";
import { paths } from "@/lib/paths";
import { usePrefill } from "../hooks/use-prefill";
import { useDraftPersistence, useInitialDraft } from "../hooks/use-quote-draft";
import { useQuoteSubmit } from "../hooks/use-quote-submit";
import { EMPTY_QUOTE_FORM, EMPTY_VEHICLE_CONTEXT } from "../quote-form";
import { DescriptionSection, NameSection } from "./about-you-sections";
import { ContactSection } from "./contact-section";
import { ServicesSection } from "./services-section";
import { VehicleSection } from "./vehicle-section";

/**
 * The dialogs come when first needed (docs/decisions/025): they carry the sign-in and sign-up
 * forms and Radix's Dialog, which the page's first load does without. They start loading when
 * the form is first focused.
 */
const loadSignInDialog = () => import("./sign-in-dialog");
const loadSubmittedDialog = () => import("./submitted-dialog");
const SignInDialog = lazy(() => loadSignInDialog().then((m) => ({ default: m.SignInDialog })));
const SubmittedDialog = lazy(() =>
  loadSubmittedDialog().then((m) => ({ default: m.SubmittedDialog })),
);

function preloadDialogs() {
  // A failed load is tried again when the dialog opens.
  loadSignInDialog().catch(() => {});
  loadSubmittedDialog().catch(() => {});
}

/** True from the first time `open` is true: the dialog stays mounted after that. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

function ConfirmedNote({ signedIn }: { signedIn: boolean }) {
  return (
    <p
      role="status"
      className="mt-6 flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <MailCheck className="size-5 shrink-0" aria-hidden="true" />
      {signedIn
        ? "Your e-mail is confirmed — you are signed in, so you can send your request now."
        : "Your e-mail is confirmed — sign in to send your request"}
    </p>
  );
}

/** Get Your Car Quote (spec §2): the form, the sign-in dialog and the submitted dialog. */
export function QuoteRequestPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const draft = useInitialDraft();
  // A public form (docs/decisions/047): its checks are the page's own (useQuoteSubmit).
  const form = usePublicForm<QuoteRequestForm>({ defaultValues: draft.values });
  const [vehicle, setVehicle] = useState(draft.vehicle);
  const { discard } = useDraftPersistence(form, vehicle);
  const prefill = usePrefill(form, user);
  const services = useFieldValue(form, "services");
  const [signInOpen, setSignInOpen] = useState(false);
  const [submittedOpen, setSubmittedOpen] = useState(false);

  const { submit, isSubmitting, failure } = useQuoteSubmit({
    form,
    lookedUpRegistration: () => vehicle.lookedUp?.registration ?? null,
    onNeedsSignIn: () => setSignInOpen(true),
    onSubmitted: () => {
      prefill.stop();
      discard();
      form.reset(EMPTY_QUOTE_FORM);
      setVehicle(EMPTY_VEHICLE_CONTEXT);
      setSignInOpen(false);
      setSubmittedOpen(true);
    },
  });
  const signInUsed = useOpenedOnce(signInOpen);
  const submittedUsed = useOpenedOnce(submittedOpen);
  const goToDashboard = useCallback(() => navigate(paths.dashboard), [navigate]);
  const noService = services.length === 0;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Get Your Car Quote
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        Tell us about your car and the work it needs. We take your request to verified local garages
        and send you a personalised quote the same day.
      </p>
      {searchParams.get("confirmed") === "1" && <ConfirmedNote signedIn={Boolean(user)} />}

      <PublicFormProvider form={form}>
        <HydratedForm
          legend="Quote request"
          noValidate
          aria-label="Quote request"
          className="mt-8 flex flex-col gap-6"
          onFocus={preloadDialogs}
          onSubmit={(event) => {
            event.preventDefault();
            submit(Boolean(user));
          }}
        >
          <p className="text-sm text-slate-600">
            Fields marked <span className="font-semibold text-red-700">*</span> are required.
          </p>
          <VehicleSection vehicle={vehicle} onVehicleChange={setVehicle} />
          <ServicesSection />
          <NameSection />
          <DescriptionSection />
          <ContactSection />
          <div className="flex flex-col gap-2">
            <FormAlert failure={failure} className="sm:self-end" />
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto sm:self-end"
              disabled={noService || isSubmitting}
              aria-busy={isSubmitting || undefined}
              aria-describedby={noService ? "submit-hint" : undefined}
            >
              {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              Get My Quote
            </Button>
            {noService && (
              <p id="submit-hint" className="text-sm text-slate-600 sm:self-end">
                Choose at least one service to get your quote.
              </p>
            )}
          </div>
        </HydratedForm>
      </PublicFormProvider>

      <Suspense fallback={null}>
        {signInUsed && (
          <SignInDialog
            open={signInOpen}
            onOpenChange={setSignInOpen}
            names={{
              firstName: form.getValues("firstName"),
              lastName: form.getValues("lastName"),
            }}
            contact={{ phone: form.getValues("mobile"), postcode: form.getValues("postcode") }}
            onSignedIn={() => {
              setSignInOpen(false);
              submit(true);
            }}
          />
        )}
        {submittedUsed && (
          <SubmittedDialog
            open={submittedOpen}
            signedIn={Boolean(user)}
            onClose={() => setSubmittedOpen(false)}
            onGoToDashboard={goToDashboard}
            onContinue={() => setSubmittedOpen(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
