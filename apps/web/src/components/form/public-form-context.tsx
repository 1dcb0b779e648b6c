import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from "react";
import type { PublicForm } from "./public-form";

// The fields of one form share its type, which the context cannot carry.
const PublicFormContext = createContext<unknown>(null);

/** Gives a page's fields its form, so each field reads only what it shows. */
export function PublicFormProvider<T extends object>({
  form,
  children,
}: {
  form: PublicForm<T>;
  children: ReactNode;
}) {
  return <PublicFormContext value={form}>{children}</PublicFormContext>;
}

/** The form of the page around the calling field. */
export function usePublicFormContext<T extends object>(): PublicForm<T> {
  const form = useContext(PublicFormContext);
  if (!form) throw new Error("usePublicFormContext needs a PublicFormProvider around it");
  return form as PublicForm<T>;
}

/** A field's value, drawn again when it changes. */
export function useFieldValue<T extends object, N extends keyof T & string>(
  form: PublicForm<T>,
  name: N,
): T[N] {
  const value = useCallback(() => form.getState().values[name], [form, name]);
  return useSyncExternalStore(form.subscribe, value, value);
}

/** A field's message, drawn again when it changes. */
export function useFieldError<T extends object>(
  form: PublicForm<T>,
  name: keyof T & string,
): string | undefined {
  const message = useCallback(() => form.getState().errors[name], [form, name]);
  return useSyncExternalStore(form.subscribe, message, message);
}
