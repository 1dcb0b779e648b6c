/** The web app's icon, as apps/web/index.html declares it: the brand "A" on brand-700. */
export const SITE_ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='#1d37bd'/>" +
  "<path d='M10 24 16 8l6 16m-9.6-6h7.2' fill='none' stroke='#fff' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'/></svg>";

export const SITE_ICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`;
