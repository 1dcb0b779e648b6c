import {
  type ChangeEvent,
  type FormEvent,
  type Ref,
  type RefCallback,
  useCallback,
  useRef,
  useState,
} from "react";
import type { output, ZodType } from "zod";
import { loadValidation } from "@/lib/form-validation";

type Validation = Awaited<ReturnType<typeof loadValidation>>;
type FormValues = Record<string, string | boolean>;
/** The names of a form's text fields. */
type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
/** Each field's message, by the field's name. */
type Messages = Readonly<Record<string, string | undefined>>;

/** What a text box takes from the form: it keeps its own text, the form is told each change. */
export interface TextFieldProps {
  name: string;
  defaultValue: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface PublicForm<T extends FormValues, Out> {
  values: T;
  errors: Messages;
  /** A text box's name, text and change handler. */
  field: (name: TextName<T>) => TextFieldProps;
  /** The control a field's error focuses (a checkbox's button). */
  ref: (name: keyof T & string) => RefCallback<HTMLElement>;
  setValue: <N extends keyof T & string>(name: N, value: T[N]) => void;
  /** A message of the server's on a field (react-hook-form's `setError`, for lib/field-errors.ts). */
  setError: (
    name: string,
    error: { type?: string; message?: string },
    options?: { shouldFocus?: boolean },
  ) => void;
  /** Checks every field; shows each field's message and focuses the first, or calls `onValid`. */
  handleSubmit: (onValid: (values: Out) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A public page's form (docs/decisions/047): the page's own boxes hold what is typed, the
 * values and messages live here, and the shared schema checks them once loaded. As the
 * signed-in forms' react-hook-form does, the first check comes with Submit, which shows every
 * field's message and focuses the first field that has one; from then on a field is checked
 * again as it changes.
 */
export function usePublicForm<T extends FormValues, S extends ZodType>({
  defaultValues,
  schema,
}: {
  defaultValues: T;
  schema: (validation: Validation) => S;
}): PublicForm<T, output<S>> {
  const [values, setValues] = useState(defaultValues);
  const current = useRef(values);
  const [errors, setErrors] = useState<Messages>({});
  const submitted = useRef(false);
  const controls = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, RefCallback<HTMLElement>>());
  const pick = useRef(schema);
  pick.current = schema;

  const check = useCallback(async (checked: T) => {
    const validation = await loadValidation();
    return validation.parseForm(pick.current(validation), checked);
  }, []);

  const focus = useCallback((names: readonly string[]) => {
    const first = names
      .flatMap((name) => controls.current.get(name) ?? [])
      .sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      )[0];
    first?.focus();
  }, []);

  const ref = useCallback((name: keyof T & string) => {
    let callback = refs.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      };
      refs.current.set(name, callback);
    }
    return callback;
  }, []);

  const update = useCallback(
    (name: string, value: string | boolean) => {
      const next = Object.assign({}, current.current, { [name]: value });
      current.current = next;
      setValues(next);
      if (!submitted.current) return;
      check(next).then(
        (result) => {
          const message = result.success ? undefined : result.problems[name];
          setErrors((shown) => (shown[name] === message ? shown : { ...shown, [name]: message }));
        },
        // The rules could not be loaded: the messages stay until the next check.
        () => {},
      );
    },
    [check],
  );

  return {
    values,
    errors,
    field: (name) => ({
      name,
      defaultValue: String(current.current[name]),
      ref: ref(name),
      onChange: (event) => update(name, event.target.value),
    }),
    ref,
    setValue: update,
    setError: (name, { message }, options) => {
      setErrors((shown) => ({ ...shown, [name]: message }));
      if (options?.shouldFocus) focus([name]);
    },
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      submitted.current = true;
      check(current.current).then(
        (result) => {
          if (result.success) {
            setErrors({});
            onValid(result.data);
            return;
          }
          setErrors(result.problems);
          focus(Object.keys(result.problems));
        },
        // The rules could not be loaded (the connection dropped): nothing is sent.
        () => {},
      );
    },
  };
}
