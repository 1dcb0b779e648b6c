import { ActionButton, EmailLayout, P } from "./layout.tsx";
import { define } from "./types.ts";

export interface WelcomeData {
  customerName: string;
  customerEmail: string;
}

export const welcome = define<WelcomeData>({
  subject: (_d, c) => `Welcome to ${c.platformName}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview={`Welcome to ${c.platformName}`}>
      <P>Hello {d.customerName},</P>
      <P>
        Thank you for joining {c.platformName}. Tell us about your vehicle and the work it needs,
        and our team will gather competing quotes from trusted local garages for you.
      </P>
      <P>Please confirm your e-mail address using the separate confirmation e-mail we have sent.</P>
      <ActionButton href={`${c.publicUrl}/quote-request`}>Get a quote</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nThank you for joining ${c.platformName}. Tell us about your vehicle and the work it needs, and our team will gather competing quotes from trusted local garages for you.\n\nPlease confirm your e-mail address using the separate confirmation e-mail we have sent.\n\nGet a quote: ${c.publicUrl}/quote-request\n`,
});

export interface EmailConfirmationData {
  customerName: string;
  customerEmail: string;
  confirmLink: string;
}

export const emailConfirmation = define<EmailConfirmationData>({
  subject: (_d, c) => `Confirm your e-mail address for ${c.platformName}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Confirm your e-mail address">
      <P>Hello {d.customerName},</P>
      <P>
        Please confirm that {d.customerEmail} is your e-mail address. The link works for 1 hour, and
        only until a newer confirmation e-mail is sent: use the newest one.
      </P>
      <ActionButton href={d.confirmLink}>Confirm my e-mail</ActionButton>
      <P>If you did not create an account, you can ignore this e-mail.</P>
    </EmailLayout>
  ),
  text: (d) =>
    `Hello ${d.customerName},\n\nPlease confirm that ${d.customerEmail} is your e-mail address. The link works for 1 hour, and only until a newer confirmation e-mail is sent: use the newest one.\n\nConfirm my e-mail: ${d.confirmLink}\n\nIf you did not create an account, you can ignore this e-mail.\n`,
});

export interface EmailChangeData {
  customerName: string;
  newEmail: string;
  confirmLink: string;
}

export const emailChange = define<EmailChangeData>({
  subject: (_d, c) => `Confirm your new e-mail address for ${c.platformName}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Confirm your new e-mail address">
      <P>Hello {d.customerName},</P>
      <P>
        You asked to change your {c.platformName} e-mail address to {d.newEmail}. Your address
        changes only when you confirm it.
      </P>
      <ActionButton href={d.confirmLink}>Confirm new e-mail</ActionButton>
      <P>If you did not ask for this, ignore this e-mail and your address stays as it is.</P>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nYou asked to change your ${c.platformName} e-mail address to ${d.newEmail}. Your address changes only when you confirm it.\n\nConfirm new e-mail: ${d.confirmLink}\n\nIf you did not ask for this, ignore this e-mail and your address stays as it is.\n`,
});

export interface PasswordResetData {
  customerName: string;
  customerEmail: string;
  resetLink: string;
}

export const passwordReset = define<PasswordResetData>({
  subject: (_d, c) => `Reset your ${c.platformName} password`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Reset your password">
      <P>Hello {d.customerName},</P>
      <P>
        We received a request to reset the password for {d.customerEmail}. The link works once, for
        1 hour.
      </P>
      <ActionButton href={d.resetLink}>Reset my password</ActionButton>
      <P>If you did not ask for this, you can ignore this e-mail: your password stays the same.</P>
    </EmailLayout>
  ),
  text: (d) =>
    `Hello ${d.customerName},\n\nWe received a request to reset the password for ${d.customerEmail}. The link works once, for 1 hour.\n\nReset my password: ${d.resetLink}\n\nIf you did not ask for this, you can ignore this e-mail: your password stays the same.\n`,
});

export interface EmailChangedData {
  customerName: string;
  /** This address, which the account no longer uses. */
  oldEmail: string;
  newEmail: string;
  undoLink: string;
}

/** To the old address once a change is confirmed, with the link that undoes it (decision 038). */
export const emailChanged = define<EmailChangedData>({
  subject: (_d, c) => `Your ${c.platformName} e-mail address was changed`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Your e-mail address was changed">
      <P>Hello {d.customerName},</P>
      <P>
        The e-mail address of your {c.platformName} account was changed from {d.oldEmail} to{" "}
        {d.newEmail}. If you made this change, there is nothing to do.
      </P>
      <P>
        If you did not, undo it within 7 days: your account goes back to {d.oldEmail}, every device
        is signed out, and you choose a new password.
      </P>
      <ActionButton href={d.undoLink}>Undo the change</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nThe e-mail address of your ${c.platformName} account was changed from ${d.oldEmail} to ${d.newEmail}. If you made this change, there is nothing to do.\n\nIf you did not, undo it within 7 days: your account goes back to ${d.oldEmail}, every device is signed out, and you choose a new password.\n\nUndo the change: ${d.undoLink}\n`,
});

export interface DataExportData {
  customerName: string;
  /** The link to the zip; it works for the signed-in account that asked for it. */
  downloadLink: string;
  hours: number;
}

/** Settings' "Download my data": the link, valid for a day, to the account's own copy. */
export const dataExport = define<DataExportData>({
  subject: (_d, c) => `Your ${c.platformName} data is ready to download`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Your data is ready to download">
      <P>Hello {d.customerName},</P>
      <P>
        You asked for a copy of the data {c.platformName} holds about you. It is ready: a zip file
        with the data as JSON, a page to read it in your browser, and your photos. The link works
        for {d.hours} hours, signed in to your account.
      </P>
      <ActionButton href={d.downloadLink}>Download my data</ActionButton>
      <P>If you did not ask for this, change your password: someone may have used your account.</P>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nYou asked for a copy of the data ${c.platformName} holds about you. It is ready: a zip file with the data as JSON, a page to read it in your browser, and your photos. The link works for ${d.hours} hours, signed in to your account.\n\nDownload my data: ${d.downloadLink}\n\nIf you did not ask for this, change your password: someone may have used your account.\n`,
});
