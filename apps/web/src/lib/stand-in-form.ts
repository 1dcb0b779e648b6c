import type { FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";

/**
 * What a deferred form's fields use of a form (lib/deferred-form.tsx, docs/decisions/031):
 * react-hook-form's own methods, which its stand-in below also answers.
 */
export type FormApi<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  | "register"
  | "getValues"
  | "setValue"
  | "setError"
  | "clearErrors"
  | "reset"
  | "watch"
  | "subscribe"
  | "getFieldState"
>;

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Listener = (values: Record<string, unknown>, name: string | undefined) => void;

const NO_FIELD_STATE = {
  invalid: false,
  isDirty: false,
  isTouched: false,
  isValidating: false,
  error: undefined,
};

/**
 * The form before react-hook-form: its values, the text boxes registered with it, and its
 * `watch` and `subscribe` listeners. It records no errors and runs no rules; the page checks
 * nothing until the form is live.
 */
export function createStandInForm<T extends FieldValues>(defaultValues: T): FormApi<T> {
  let values: Record<string, unknown> = { ...defaultValues };
  const controls = new Map<string, TextControl>();
  const listeners = new Set<Listener>();
  const changed = (name: string | undefined) => {
    for (const listener of listeners) listener(values, name);
  };
  const show = (name: string) => {
    const control = controls.get(name);
    const value = String(values[name] ?? "");
    // Writing the same text would do nothing but move the caret in some browsers.
    if (control && control.value !== value) control.value = value;
  };
  const setValue = (name: string, value: unknown) => {
    values = { ...values, [name]: value };
    show(name);
    changed(name);
  };

  const standIn = {
    register(name: string, options?: RegisterOptions) {
      return {
        name,
        // As react-hook-form's: a box is filled when it is first registered, not on every
        // render, which would rewrite what is being typed (a plate kept in capitals).
        ref(control: TextControl | null) {
          if (!control || controls.get(name) === control) return;
          controls.set(name, control);
          show(name);
        },
        onChange(event: { target: { value: string } }) {
          const typed = event.target.value;
          values = { ...values, [name]: options?.setValueAs ? options.setValueAs(typed) : typed };
          changed(name);
          return options?.onChange?.(event);
        },
        onBlur(event: { target: { value: string } }) {
          return options?.onBlur?.(event);
        },
      };
    },
    getValues(name?: string) {
      return name === undefined ? { ...values } : values[name];
    },
    setValue,
    setError() {},
    clearErrors() {},
    reset(next?: T) {
      values = { ...(next ?? defaultValues) };
      for (const name of controls.keys()) show(name);
      changed(undefined);
    },
    watch(callback: (values: Record<string, unknown>, info: { name?: string }) => void) {
      const listener: Listener = (current, name) => callback(current, { name });
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    subscribe({
      formState,
      callback,
    }: {
      formState?: { values?: boolean };
      callback: (state: { values: Record<string, unknown> }) => void;
    }) {
      // Errors never change here: only a subscription to the values is ever called.
      if (!formState?.values) return () => {};
      const listener: Listener = (current) => callback({ values: current });
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getFieldState() {
      return NO_FIELD_STATE;
    },
  };
  // The stand-in takes the same calls as react-hook-form's methods, with looser types inside.
  return standIn as unknown as FormApi<T>;
}
