/**
 * What lib/deferred-form.tsx loads of react-hook-form when a deferred form is first used. A
 * module of its own, so that the bundle keeps react-hook-form's chunk to what the app uses:
 * a dynamic import of the package itself would keep every export it has.
 */
export { useForm } from "react-hook-form";
