import { z } from "zod";
import { timestamp } from "./common.ts";

/** The development mailbox (no SMTP server, never in production, this machine only). */
export const devMailboxResponse = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      /** Files sent with it: a booking's calendar file as text, a receipt's PDF in base64. */
      attachments: z.array(
        z.object({
          filename: z.string(),
          contentType: z.string(),
          content: z.string(),
          encoding: z.literal("base64").optional(),
        }),
      ),
      createdAt: timestamp,
    }),
  ),
});
export const devMailboxPage = z.string().meta({ description: "The mailbox, as an HTML page." });
