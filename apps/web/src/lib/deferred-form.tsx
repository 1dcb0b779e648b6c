import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";
import type { DefaultValues, FieldPath, FieldPathValue, FieldValues } from "react-hook-form";
import { loadOnce } from "./load-once";
import { createStandInForm, type FormApi } from "./stand-in-form";

/**
 * A form whose page loads react-hook-form only once the form is used (docs/decisions/031).
 *
 * The page draws and hydrates the form with a stand-in that keeps the values, runs `watch`
 * subscribers and fills its text boxes, but knows no errors. The first focus or press in the
 * form loads react-hook-form; when it arrives, `useForm` starts from the stand-in's values and
 * the page's fields switch to it in one synchronous render, on the same elements: what was
 * typed, the focus, the caret and an open list all stay as they were. From then on the form is
 * react-hook-form's. Checking the form waits for it (`whenLive`).
 *
 * The fields use what both offer: react-hook-form's own methods (`FormApi`), with
 * `useFieldValue` and `useFieldError` in place of its `useWatch`, `Controller` and `formState`,
 * so the switch changes no component's hooks and remounts nothing.
 */
export type { FormApi };

type FormLibrary = typeof import("./form-library");

/** react-hook-form's `useForm`, downloaded when a deferred form is first used. */
const formLibrary = loadOnce<FormLibrary>(() => import("./form-library"));

/** The focused text box's selection, to put back after its text is rewritten. */
function caretOf(element: Element | null) {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  // Boxes without a caret (an e-mail address, a checkbox) have no selection to keep.
  const { selectionStart: start, selectionEnd: end, selectionDirection } = element;
  if (start === null || end === null) return;
  return {
    restore() {
      if (document.activeElement !== element) return;
      if (element.selectionStart === start && element.selectionEnd === end) return;
      element.setSelectionRange(start, end, selectionDirection ?? undefined);
    },
  };
}

/** Calls `useForm` once react-hook-form is here, and hands the form to the page. */
function LiveForm<T extends FieldValues>({
  library,
  defaultValues,
  onLive,
}: {
  library: FormLibrary;
  defaultValues: T;
  onLive: (form: FormApi<T>) => void;
}) {
  const form = library.useForm<T>({ defaultValues: defaultValues as DefaultValues<T> });
  // A layout effect: the page draws its fields with the live form in the same commit, before
  // the browser handles any more typing.
  useLayoutEffect(() => onLive(form), [form, onLive]);
  return null;
}

export interface DeferredForm<T extends FieldValues> {
  /** The stand-in until react-hook-form is live, then react-hook-form's form. */
  form: FormApi<T>;
  live: boolean;
  /** Starts loading react-hook-form (the form's first focus or press). */
  load: () => void;
  /** The live form, loading react-hook-form if needed; rejects when it cannot be loaded. */
  whenLive: () => Promise<FormApi<T>>;
  /** Renders nothing; it holds `useForm` once react-hook-form is here. Place it in the page. */
  binding: ReactNode;
}

/**
 * A form that starts with `defaultValues` and becomes react-hook-form's when `load` (or
 * `whenLive`) has brought the library. Where the library is already here (a later visit to
 * the page), the form is live from its first paint.
 */
export function useDeferredForm<T extends FieldValues>(defaultValues: T): DeferredForm<T> {
  const [standIn] = useState(() => createStandInForm(defaultValues));
  const [library, setLibrary] = useState<FormLibrary | undefined>(formLibrary.loaded);
  const [live, setLive] = useState<FormApi<T> | null>(null);
  const liveRef = useRef<FormApi<T> | null>(null);
  const waiting = useRef<{ resolve: (form: FormApi<T>) => void; reject: (e: unknown) => void }[]>(
    [],
  );
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    if (liveRef.current) return;
    formLibrary.load().then(
      (module) => {
        if (!mounted.current) return;
        // At once, in one render: no typing comes between reading the stand-in's values and
        // the fields taking the live form. react-hook-form fills each box with its value as it
        // registers it, which moves the caret of the focused box where the text differs (a
        // plate typed in small letters, kept in capitals): it is put back.
        const caret = caretOf(document.activeElement);
        flushSync(() => setLibrary(() => module));
        caret?.restore();
      },
      (error: unknown) => {
        for (const { reject } of waiting.current.splice(0)) reject(error);
      },
    );
  }, []);

  const onLive = useCallback((form: FormApi<T>) => {
    liveRef.current = form;
    setLive(() => form);
  }, []);

  useEffect(() => {
    if (!live) return;
    for (const { resolve } of waiting.current.splice(0)) resolve(live);
  }, [live]);

  const whenLive = useCallback(() => {
    const current = liveRef.current;
    if (current) return Promise.resolve(current);
    const promise = new Promise<FormApi<T>>((resolve, reject) => {
      waiting.current.push({ resolve, reject });
    });
    load();
    return promise;
  }, [load]);

  return {
    form: live ?? standIn,
    live: live !== null,
    load,
    whenLive,
    // Kept once live: react-hook-form's useForm holds the form for the page's life.
    binding: library && (
      <LiveForm library={library} defaultValues={standIn.getValues() as T} onLive={onLive} />
    ),
  };
}

const FormApiContext = createContext<FormApi<FieldValues> | null>(null);

/** Gives the page's fields its form (the stand-in or the live one). */
export function FormApiProvider<T extends FieldValues>({
  form,
  children,
}: {
  form: FormApi<T>;
  children: ReactNode;
}) {
  return (
    <FormApiContext value={form as unknown as FormApi<FieldValues>}>{children}</FormApiContext>
  );
}

/** The form of the page around the calling field. */
export function useFormApi<T extends FieldValues>(): FormApi<T> {
  const form = useContext(FormApiContext);
  if (!form) throw new Error("useFormApi needs a FormApiProvider around it");
  return form as unknown as FormApi<T>;
}

/** A field's value, drawn again when it changes (react-hook-form's `useWatch`). */
export function useFieldValue<T extends FieldValues, N extends FieldPath<T>>(
  form: FormApi<T>,
  name: N,
): FieldPathValue<T, N> {
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ formState: { values: true }, callback: onChange }),
    [form],
  );
  return useSyncExternalStore(
    subscribe,
    () => form.getValues(name),
    () => form.getValues(name),
  );
}

/** A field's error message, drawn again when it changes (react-hook-form's `formState`). */
export function useFieldError<T extends FieldValues>(
  form: FormApi<T>,
  name: FieldPath<T>,
): string | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ formState: { errors: true }, callback: onChange }),
    [form],
  );
  const message = () => form.getFieldState(name).error?.message;
  return useSyncExternalStore(subscribe, message, message);
}
