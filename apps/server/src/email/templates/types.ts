import type { ReactElement } from "react";

/** What every template may use besides its own data. */
export interface EmailContext {
  platformName: string;
  publicUrl: string;
  supportEmail: string;
}

export interface EmailTemplate<P> {
  subject(data: P, ctx: EmailContext): string;
  html(data: P, ctx: EmailContext): ReactElement;
  text(data: P, ctx: EmailContext): string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export const define = <P>(template: EmailTemplate<P>) => template;
