import { describe, expect, it } from "vitest";
import { detectPhotoType, photoUrl } from "./photos.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("detectPhotoType", () => {
  it("reads PNG, JPEG and WebP from their magic numbers", () => {
    expect(detectPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      "image/png",
    );
    expect(detectPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(detectPhotoType(ascii("RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, however it is named", () => {
    expect(detectPhotoType(ascii("not really a png"))).toBeNull();
    expect(detectPhotoType(ascii("GIF89a......"))).toBeNull();
    expect(detectPhotoType(ascii("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(detectPhotoType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectPhotoType(bytes())).toBeNull();
  });

  it("serves a photo from its own URL", () => {
    expect(photoUrl("abc")).toBe("/api/photos/abc");
  });
});
