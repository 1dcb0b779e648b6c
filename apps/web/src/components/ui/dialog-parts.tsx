import { Dialog } from "radix-ui";

// Radix's dialog, with its focus trap, scroll lock and outside-click layer: loaded when a dialog
// first opens or its trigger is pointed at or focused, never with the page (dialog.tsx).
export const { Close, Content, Description, Overlay, Portal, Root, Title } = Dialog;
