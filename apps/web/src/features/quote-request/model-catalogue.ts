/**
 * The model catalogue's suggestions (about 6 KB compressed, every make's models and variants),
 * in a chunk of their own: the quote form loads it once a make is chosen or the model field is
 * first used, not with the page (components/model-combobox.tsx).
 */
export { suggestModels } from "@automobi/domain";
