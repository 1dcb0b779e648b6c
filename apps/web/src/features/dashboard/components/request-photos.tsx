import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_REQUEST,
  PHOTO_CONTENT_TYPES,
  PHOTO_MESSAGES,
  photoRoomMessage,
} from "@automobi/domain";
import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import { useRemovePhoto, useRequestPhotos, useUploadPhoto } from "../api/manage";

/**
 * The photos of an editable request: thumbnails, Remove, and an upload of one or several JPEG,
 * PNG or WebP images of at most 5 MB each, five in all (the server checks the bytes, not the
 * name, and stores all of an upload or none). What is plainly too much is refused here first,
 * with the server's words, so a large file is not sent for nothing.
 */
export function RequestPhotos({ requestId }: { requestId: string }) {
  const photos = useRequestPhotos(requestId, true);
  const upload = useUploadPhoto(requestId);
  const remove = useRemovePhoto(requestId);
  const inputId = useId();
  const items = photos.data?.items ?? [];
  const full = items.length >= MAX_PHOTOS_PER_REQUEST;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    const room = MAX_PHOTOS_PER_REQUEST - items.length;
    const refusal = files.some((file) => file.size > MAX_PHOTO_BYTES)
      ? PHOTO_MESSAGES.tooLarge
      : files.length > room
        ? photoRoomMessage(room)
        : null;
    if (refusal) {
      toast.error("Error", { description: refusal });
      return;
    }
    upload.mutate(files, {
      onSuccess: () =>
        toast.success(files.length === 1 ? "Photo Added" : `${files.length} Photos Added`),
      onError: (error) =>
        toast.error("Error", { description: messageOf(error, "Failed to upload the photos") }),
    });
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-900">
        Photos ({items.length} of {MAX_PHOTOS_PER_REQUEST})
      </legend>
      {items.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {items.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={`Attachment ${index + 1} of ${items.length}`}
                className="aspect-square w-full rounded-md border border-slate-200 object-cover"
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="absolute top-1 right-1 size-7 bg-white/90"
                aria-label={`Remove photo ${index + 1}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(photo.id, {
                    onError: (error) =>
                      toast.error("Error", {
                        description: messageOf(error, "Failed to remove the photo"),
                      }),
                  })
                }
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_CONTENT_TYPES.join(",")}
          multiple
          className="sr-only"
          disabled={full || upload.isPending}
          onChange={onFiles}
        />
        <Button type="button" variant="outline" size="sm" asChild disabled={full}>
          <label
            htmlFor={inputId}
            className={full ? "pointer-events-none opacity-60" : "cursor-pointer"}
          >
            <ImagePlus aria-hidden="true" />
            {upload.isPending ? "Uploading..." : "Add Photos"}
          </label>
        </Button>
        <p className="mt-1 text-xs text-slate-600">
          Up to {MAX_PHOTOS_PER_REQUEST} photos: JPEG, PNG or WebP, at most 5 MB each.
        </p>
      </div>
    </fieldset>
  );
}
