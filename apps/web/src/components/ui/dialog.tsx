import { X } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { cx } from "@/lib/class-names";
import { withSlotProps } from "@/lib/slot-props";

/**
 * Dialogs whose machinery (Radix's dialog: focus trap, scroll lock, outside-click layer, about
 * 9 KB compressed) is downloaded when one first opens, or when its trigger is pointed at or
 * focused, so that a page full of dialog buttons does not carry it on its first load
 * (docs/decisions/069). Until then `Dialog` holds only the open state and `DialogTrigger` is the
 * button with the attributes Radix gives it; `DialogContent` renders Radix's dialog once it has
 * arrived, and the title, description and close button are Radix's, read from that module.
 */

type Parts = typeof import("./dialog-parts");

let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;

/** Downloads the dialog's machinery once; a failed download is tried again on the next call. */
function loadParts(): Promise<Parts> {
  loading ??= import("./dialog-parts").then(
    (loaded) => {
      parts = loaded;
      return loaded;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** The machinery once it has arrived, asking for it while `wanted`. */
function useParts(wanted: boolean): Parts | undefined {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadParts().then(
      (arrived) => {
        if (live) setLoaded(arrived);
      },
      () => {
        // The chunk did not arrive (offline, a new release): the dialog stays closed.
        console.error("The dialog could not be loaded");
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  modal: boolean;
  trigger: RefObject<HTMLElement | null>;
}

const DialogContext = createContext<DialogState | null>(null);
const PartsContext = createContext<Parts | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside a Dialog`);
  return state;
}

function useLoadedParts(part: string): Parts {
  const loaded = useContext(PartsContext);
  if (!loaded) throw new Error(`${part} must be inside a DialogContent`);
  return loaded;
}

export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  modal = true,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
  children?: ReactNode;
}) {
  const [openHere, setOpenHere] = useState(defaultOpen);
  const open = openProp ?? openHere;
  const trigger = useRef<HTMLElement | null>(null);
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenHere(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const state = useMemo(() => ({ open, setOpen, modal, trigger }), [open, setOpen, modal]);
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

/** The button that opens the dialog: its single child with the button's props (`asChild`). */
export function DialogTrigger({
  asChild = false,
  children,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean }) {
  const { open, setOpen, trigger } = useDialog("DialogTrigger");
  const preload = () => void loadParts().catch(() => undefined);
  const triggerProps = {
    ...props,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    ref: (node: HTMLElement | null) => {
      trigger.current = node;
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(!open);
    },
    // asked for before the click, so that it is usually here by the time the dialog opens
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerEnter?.(event);
      preload();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      props.onFocus?.(event);
      preload();
    },
  };
  if (asChild) return withSlotProps(children, triggerProps);
  return <button {...triggerProps}>{children}</button>;
}

export function DialogClose(props: ComponentProps<"button"> & { asChild?: boolean }) {
  const { Close } = useLoadedParts("DialogClose");
  return <Close {...props} />;
}

export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  onCloseAutoFocus,
  ...props
}: Omit<ComponentProps<Parts["Content"]>, "ref"> & { closeLabel?: string }) {
  const { open, setOpen, modal, trigger } = useDialog("DialogContent");
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const loaded = useParts(opened);
  // Never opened, or opened and still arriving: nothing to show yet.
  if (!opened || !loaded) return null;
  const { Close, Content, Overlay, Portal, Root } = loaded;
  return (
    <PartsContext.Provider value={loaded}>
      <Root open={open} onOpenChange={setOpen} modal={modal}>
        <Portal>
          <Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <Content
            className={cx(
              "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
              "rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus-visible:outline-none",
              className,
            )}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              if (event.defaultPrevented || !trigger.current) return;
              // back to the button that opened it, as Radix's own trigger would be
              event.preventDefault();
              trigger.current.focus();
            }}
            {...props}
          >
            {children}
            <Close
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={closeLabel}
            >
              <X className="size-4" aria-hidden="true" />
            </Close>
          </Content>
        </Portal>
      </Root>
    </PartsContext.Provider>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cx("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cx("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<"h2">) {
  const { Title } = useLoadedParts("DialogTitle");
  return (
    <Title
      className={cx("text-lg leading-tight font-semibold text-slate-900", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  const { Description } = useLoadedParts("DialogDescription");
  return <Description className={cx("text-sm text-slate-600", className)} {...props} />;
}
