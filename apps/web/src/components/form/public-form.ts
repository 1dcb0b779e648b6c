import { type FormEvent, type RefCallback, useRef, useState, useSyncExternalStore } from "react";
import type { output, ZodType } from "zod";
import type { FailureMessage } from "@/lib/error-message";
import { loadValidation } from "@/lib/form-validation";
import {
  createFormStore,
  type FormState,
  type Messages,
  type TextFieldOptions,
  type TextFieldProps,
} from "./form-store";

export type { TextFieldOptions, TextFieldProps } from "./form-store";

type Validation = Awaited<ReturnType<typeof loadValidation>>;
type Name<T> = keyof T & string;
/** The names of a form's text fields. */
type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * How a Submit ended: sent on (`onValid` called), refused with field messages, or not checked
 * because the rules could not be loaded (`HydratedForm` then shows a message of its own).
 */
export type SubmitOutcome = "sent" | "refused" | "rules-unavailable";

/**
 * Shown when Submit could not check the form because its rules did not load (the connection
 * dropped): nothing was sent, and pressing again tries once more (docs/decisions/047).
 */
export const RULES_UNAVAILABLE: FailureMessage = {
  title: "We could not check your details",
  message: "Nothing has been sent. Check your connection and try again.",
};

export interface PublicForm<T extends object, Out = T> {
  /** The values as last changed; reading them draws the form again on each change. */
  readonly values: T;
  /** Each field's message; reading them draws the form again when they change. */
  readonly errors: Messages;
  /** A text box's name, ref and handlers: the box keeps its own text. */
  field: (name: TextName<T>, options?: TextFieldOptions) => TextFieldProps;
  /** The control a field's message focuses (a checkbox, a list's button). */
  ref: (name: Name<T>) => RefCallback<HTMLElement>;
  getValues: {
    (): T;
    <N extends Name<T>>(name: N): T[N];
  };
  /** Sets a value, and the text of its box. */
  setValue: <N extends Name<T>>(name: N, value: T[N]) => void;
  /** A message on a field: the server's (lib/field-errors.ts) or a check of the page's own. */
  setError: (
    name: string,
    error: { type?: string; message?: string },
    options?: { shouldFocus?: boolean },
  ) => void;
  /** Takes away one field's message, or all. */
  clearErrors: (name?: Name<T>) => void;
  /** Puts every value back (to `values`, else the defaults) and takes the messages away. */
  reset: (values?: T) => void;
  /** Called after each change of a field (`name`) or of all of them (`reset`: no name). */
  watch: (callback: (values: T, change: { name?: Name<T> }) => void) => {
    unsubscribe: () => void;
  };
  /** For `useSyncExternalStore`: called after any change of a value or a message. */
  subscribe: (listener: () => void) => () => void;
  getState: () => FormState<T>;
  /** Checks every field; shows each field's message and focuses the first, or calls `onValid`. */
  handleSubmit: (
    onValid: (values: Out) => void,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<SubmitOutcome>;
}

function createPublicForm<T extends object, S extends ZodType>(
  defaultValues: T,
  schema: { current: ((validation: Validation) => S) | undefined },
  readsState: { current: boolean },
): PublicForm<T, output<S>> {
  const store = createFormStore(defaultValues);
  let submitted = false;

  const check = async (values: T) => {
    const pick = schema.current;
    // Without a schema, S is usePublicForm's default, ZodType<T>: the values are its output.
    if (!pick) return { success: true as const, data: values as unknown as output<S> };
    const validation = await loadValidation();
    return validation.parseForm(pick(validation), values);
  };

  // After the first Submit, a changed field is checked again; without rules, its message goes.
  store.watch((values, { name }) => {
    if (!name) return;
    if (!schema.current) return store.setError(name, undefined);
    if (!submitted) return;
    check(values).then(
      (result) => store.setError(name, result.success ? undefined : result.problems[name]),
      // The rules could not be loaded: the messages stay until the next check.
      () => {},
    );
  });

  return {
    get values() {
      readsState.current = true;
      return store.getState().values;
    },
    get errors() {
      readsState.current = true;
      return store.getState().errors;
    },
    field: store.field,
    ref: store.ref,
    getValues: ((name?: Name<T>) =>
      name === undefined
        ? store.getState().values
        : store.getState().values[name]) as PublicForm<T>["getValues"],
    setValue: store.setValue,
    setError: (name, { message }, options) => {
      store.setError(name, message);
      if (options?.shouldFocus) store.focusFirst([name]);
    },
    clearErrors: (name) => {
      if (name === undefined) store.setErrors({});
      else store.setError(name, undefined);
    },
    reset: (values) => store.reset(values ?? defaultValues),
    watch: store.watch,
    subscribe: store.subscribe,
    getState: store.getState,
    handleSubmit: (onValid) => async (event) => {
      event.preventDefault();
      submitted = true;
      let result: Awaited<ReturnType<typeof check>>;
      try {
        result = await check(store.getState().values);
      } catch {
        // The rules could not be loaded (the connection dropped): nothing is sent.
        return "rules-unavailable";
      }
      if (result.success) {
        store.setErrors({});
        onValid(result.data);
        return "sent";
      }
      store.setErrors(result.problems);
      store.focusFirst(Object.keys(result.problems));
      return "refused";
    },
  };
}

/**
 * A public page's form (docs/decisions/047): the page's own boxes hold what is typed, the
 * values and messages live in the form, and the shared schema, loaded on the form's first
 * focus or check, checks them. As the signed-in forms' react-hook-form does, the first check
 * comes with Submit, which shows every field's message and focuses the first field that has
 * one; from then on a field is checked again as it changes.
 *
 * A form without a `schema` (the quote form, which runs checks of its own) hands on its
 * values as they are, and a changed field's message goes.
 *
 * The component that reads `values` or `errors` is drawn again when they change; one that
 * does not (a page that gives its fields the form through `PublicFormProvider`) is not.
 */
export function usePublicForm<T extends object, S extends ZodType = ZodType<T>>({
  defaultValues,
  schema,
}: {
  defaultValues: T;
  schema?: (validation: Validation) => S;
}): PublicForm<T, output<S>> {
  const pick = useRef(schema);
  pick.current = schema;
  const readsState = useRef(false);
  const [form] = useState(() => createPublicForm(defaultValues, pick, readsState));
  const snapshot = () => (readsState.current ? form.getState() : null);
  useSyncExternalStore(form.subscribe, snapshot, snapshot);
  return form;
}
