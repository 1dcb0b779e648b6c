/**
 * What a dashboard dialog shows while the code of its form arrives (the forms, with their
 * validation, are downloaded when a dialog first opens): a line of the form's height.
 */
export function DialogLoading({ text = "Loading..." }: { text?: string }) {
  return (
    <p role="status" className="py-6 text-center text-slate-600">
      {text}
    </p>
  );
}

/** The Update Details dialog's loading line: while its code arrives, then while the details load. */
export function DetailsLoading() {
  return <DialogLoading text="Loading your details..." />;
}
