import { ChevronDown } from "lucide-react";
import {
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { selectTriggerClassName } from "@/components/ui/select-trigger-class";
import { loadOnce } from "@/lib/load-once";
import type { SelectControlProps } from "./select-control-props";

type RadixModule = typeof import("./radix-select-control");

/** Radix's Select, loaded once on first use; a failed load is tried again on the next use. */
const radixSelect = loadOnce<RadixModule>(() => import("./radix-select-control"));

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/** The keys that open a closed Radix Select from its trigger (Enter and Space click it). */
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp"]);

/**
 * A select of one of the domain's option lists. Until it is first used it is a button with the
 * look, role, name and state of Radix's trigger (a combobox, collapsed, showing the chosen
 * option or the placeholder), so the page neither downloads nor hydrates the listbox; hovering
 * or focusing it loads Radix's Select (a finger only downloads it, decision 034), and pressing
 * it (mouse press, tap, Enter, Space, arrow keys) opens the list as soon as that has loaded
 * (docs/decisions/025).
 */
export function SelectControl(props: SelectControlProps) {
  const [radix, setRadix] = useState<RadixModule | null>(radixSelect.loaded() ?? null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focusOnLoad = useRef(false);
  const mousePress = useRef(false);
  // A finger is down on the button: it must stay the same element until the tap's click.
  const touchPress = useRef(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const { triggerRef } = props;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refTrigger = useCallback(
    (node: HTMLButtonElement | null) => {
      trigger.current = node;
      setRef(triggerRef, node);
    },
    [triggerRef],
  );

  const load = () => {
    radixSelect.load().then(
      (module) => {
        if (!mounted.current) return;
        focusOnLoad.current = document.activeElement === trigger.current;
        setRadix(() => module);
      },
      () => {},
    );
  };

  // Only downloads: the button stays until it is pressed or used from the keyboard.
  const preload = () => {
    radixSelect.load().catch(() => {});
  };

  // The Radix trigger replaces the button: it keeps the focus the button had.
  useLayoutEffect(() => {
    if (radix && focusOnLoad.current && !openOnLoad) {
      focusOnLoad.current = false;
      trigger.current?.focus();
    }
  }, [radix, openOnLoad]);

  if (radix) {
    return <radix.RadixSelectControl {...props} triggerRef={refTrigger} defaultOpen={openOnLoad} />;
  }

  const open = () => {
    setOpenOnLoad(true);
    load();
  };
  const chosen = props.options.find((option) => option.value === props.value);
  return (
    <button
      ref={refTrigger}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={chosen ? undefined : ""}
      className={selectTriggerClassName}
      {...props.aria}
      // A tap is never split between two elements: replaced between the finger's down and up
      // (a touch 'enters' the button as it goes down), the button would get no click and the
      // tap would open nothing. So a touch only downloads Radix's Select, and the tap's click
      // opens it; a mouse's hover and a keyboard's focus put Radix's trigger in its place.
      onPointerEnter={(event) => (event.pointerType === "mouse" ? load() : preload())}
      onFocus={() => (touchPress.current ? preload() : load())}
      onPointerCancel={() => {
        touchPress.current = false;
      }}
      // As Radix's trigger: a mouse opens it on press (the button may be replaced by Radix's
      // before the release, which then makes no click), touch and the keyboard on click.
      onPointerDown={(event) => {
        mousePress.current = event.pointerType === "mouse";
        touchPress.current = !mousePress.current;
        if (mousePress.current && event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          open();
        }
      }}
      onClick={() => {
        if (!mousePress.current) open();
        mousePress.current = false;
        touchPress.current = false;
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span style={{ pointerEvents: "none" }}>{chosen ? chosen.label : props.placeholder}</span>
      <span aria-hidden="true">
        <ChevronDown className="size-4 text-slate-600" aria-hidden="true" />
      </span>
    </button>
  );
}
