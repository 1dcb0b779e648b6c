import type { ChangeEvent, FocusEvent, RefCallback } from "react";

/** Each field's message, by the field's name. */
export type Messages = Readonly<Record<string, string | undefined>>;

type TextControl = HTMLInputElement | HTMLTextAreaElement;
type Name<T> = keyof T & string;

/** What a text box may add to its field: a stored form of its text, and its own handlers. */
export interface TextFieldOptions {
  /** The value kept for what was typed (a plate in capitals); the box keeps the typed text. */
  setValueAs?: (typed: string) => string;
  onChange?: (event: ChangeEvent<TextControl>) => void;
  onBlur?: (event: FocusEvent<TextControl>) => void;
}

/** What a text box takes from the form: it keeps its own text, the form is told each change. */
export interface TextFieldProps {
  name: string;
  ref: RefCallback<TextControl>;
  onChange: (event: ChangeEvent<TextControl>) => void;
  onBlur: (event: FocusEvent<TextControl>) => void;
}

export interface FormState<T> {
  values: T;
  errors: Messages;
}

/**
 * A public form's values and messages (docs/decisions/047), outside React so that a field can
 * read one value without the page drawing again. Text boxes keep their own text: the store
 * fills a box when it is first attached and when the form sets its value, never as it is
 * typed in (which would move the caret).
 */
export function createFormStore<T extends object>(defaultValues: T) {
  let state: FormState<T> = { values: { ...defaultValues }, errors: {} };
  const boxes = new Map<string, TextControl>();
  const controls = new Map<string, HTMLElement>();
  const controlRefs = new Map<string, RefCallback<HTMLElement>>();
  const listeners = new Set<() => void>();
  const watchers = new Set<(values: T, change: { name?: Name<T> }) => void>();

  const publish = (next: FormState<T>, changed?: { name?: Name<T> }) => {
    state = next;
    for (const listener of listeners) listener();
    if (changed) for (const watcher of watchers) watcher(state.values, changed);
  };
  const show = (name: string) => {
    const box = boxes.get(name);
    const value = String(state.values[name as Name<T>] ?? "");
    // Writing the same text would do nothing but move the caret in some browsers.
    if (box && box.value !== value) box.value = value;
  };
  const store = (name: Name<T>, value: T[Name<T>]) =>
    publish({ ...state, values: { ...state.values, [name]: value } }, { name });

  const ref = (name: Name<T>): RefCallback<HTMLElement> => {
    let callback = controlRefs.get(name);
    if (!callback) {
      // A control that leaves the page is passed over when focusing (`isConnected`).
      callback = (element) => {
        if (element) controls.set(name, element);
      };
      controlRefs.set(name, callback);
    }
    return callback;
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Called with the values after each change of one field (`name`) or of all (`reset`). */
    watch(callback: (values: T, change: { name?: Name<T> }) => void) {
      watchers.add(callback);
      return { unsubscribe: () => watchers.delete(callback) };
    },
    ref,
    field(name: Name<T>, options: TextFieldOptions = {}): TextFieldProps {
      const control = ref(name);
      return {
        name,
        // As a form library's: the box is filled when first attached, not on every render.
        ref: (box) => {
          control(box);
          if (!box || boxes.get(name) === box) return;
          boxes.set(name, box);
          show(name);
        },
        onChange: (event) => {
          const typed = event.target.value;
          store(name, (options.setValueAs ? options.setValueAs(typed) : typed) as T[Name<T>]);
          options.onChange?.(event);
        },
        onBlur: (event) => options.onBlur?.(event),
      };
    },
    setValue<N extends Name<T>>(name: N, value: T[N]) {
      store(name, value);
      show(name);
    },
    setErrors(errors: Messages) {
      publish({ ...state, errors });
    },
    setError(name: string, message: string | undefined) {
      if (state.errors[name] === message) return;
      publish({ ...state, errors: { ...state.errors, [name]: message } });
    },
    reset(values: T) {
      publish({ values: { ...values }, errors: {} }, {});
      for (const name of boxes.keys()) show(name);
    },
    /** Focuses the field, of `names`, that comes first on the screen. */
    focusFirst(names: readonly string[]) {
      const first = names
        .flatMap((name) => controls.get(name) ?? [])
        .filter((control) => control.isConnected)
        .sort((a, b) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        )[0];
      first?.focus();
    },
  };
}

export type FormStore<T extends object> = ReturnType<typeof createFormStore<T>>;
