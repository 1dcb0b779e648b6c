import { errorResponses } from "../api/common.ts";
import { devMailboxPage, devMailboxResponse } from "../api/mailbox.ts";
import { defineRoute } from "../route-contract.ts";

export const mailboxContracts = {
  messages: defineRoute({
    operationId: "listDevMailbox",
    summary: "The development mailbox: e-mails the app has sent, as data",
    method: "GET",
    path: "/api/dev/mailbox",
    access: "public",
    responses: { 200: devMailboxResponse, ...errorResponses() },
  }),
  page: defineRoute({
    operationId: "getDevMailboxPage",
    summary: "The development mailbox as a page",
    method: "GET",
    path: "/dev/mailbox",
    mediaType: "text/html",
    access: "public",
    responses: { 200: devMailboxPage },
  }),
};
