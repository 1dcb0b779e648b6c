import type { FastifyReply } from "fastify";

/**
 * A photo's bytes as the answer, with its stored type: never sniffed as anything else, and
 * shown in the page rather than downloaded.
 */
export function sendPhoto(reply: FastifyReply, photo: { contentType: string; data: Uint8Array }) {
  return reply
    .type(photo.contentType)
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", "inline")
    .send(photo.data);
}
