import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** One e-mail preference: a box saved as soon as it changes, its label and what it sends. */
export function PreferenceToggle(props: {
  id: string;
  label: string;
  children: ReactNode;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <Checkbox
        id={props.id}
        className="mt-0.5"
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={(next) => props.onCheckedChange(next === true)}
      />
      <div>
        <Label htmlFor={props.id}>{props.label}</Label>
        <p className="text-sm text-slate-600">{props.children}</p>
      </div>
    </div>
  );
}
