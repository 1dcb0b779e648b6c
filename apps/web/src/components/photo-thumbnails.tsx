/**
 * A request's photos as a row of square thumbnails, each opening the full image in a new tab.
 * The `url` of each photo is the route that serves its bytes to this viewer.
 */
export function PhotoThumbnails({
  photos,
  className = "mt-1",
}: {
  photos: readonly { id: string; url: string }[];
  className?: string;
}) {
  return (
    <ul className={`${className} grid grid-cols-3 gap-2 sm:grid-cols-5`}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img
              src={photo.url}
              alt={`Customer's attachment ${index + 1} of ${photos.length}`}
              className="aspect-square w-full rounded-md border border-slate-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
