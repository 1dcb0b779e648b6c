/**
 * The spec's seven makes and the other makes most common on UK roads (DfT licensed-car
 * statistics, top 30 and two more), in the order the make list shows them: alphabetical by
 * label. Any other make is entered manually. Their models are in
 * catalogue/models-by-make.ts, loaded only where models are suggested or checked.
 */
const CATALOGUE_MAKE_NAMES = [
  { key: "ALFA ROMEO", label: "Alfa Romeo" },
  { key: "AUDI", label: "Audi" },
  { key: "BMW", label: "BMW" },
  { key: "CITROEN", label: "Citroen" },
  { key: "CUPRA", label: "Cupra" },
  { key: "DACIA", label: "Dacia" },
  { key: "FIAT", label: "Fiat" },
  { key: "FORD", label: "Ford" },
  { key: "HONDA", label: "Honda" },
  { key: "HYUNDAI", label: "Hyundai" },
  { key: "JAGUAR", label: "Jaguar" },
  { key: "JEEP", label: "Jeep" },
  { key: "KIA", label: "Kia" },
  { key: "LAND ROVER", label: "Land Rover" },
  { key: "LEXUS", label: "Lexus" },
  { key: "MAZDA", label: "Mazda" },
  { key: "MERCEDES-BENZ", label: "Mercedes-Benz" },
  { key: "MG", label: "MG" },
  { key: "MINI", label: "MINI" },
  { key: "MITSUBISHI", label: "Mitsubishi" },
  { key: "NISSAN", label: "Nissan" },
  { key: "PEUGEOT", label: "Peugeot" },
  { key: "PORSCHE", label: "Porsche" },
  { key: "RENAULT", label: "Renault" },
  { key: "SEAT", label: "SEAT" },
  { key: "SKODA", label: "Skoda" },
  { key: "SUZUKI", label: "Suzuki" },
  { key: "TESLA", label: "Tesla" },
  { key: "TOYOTA", label: "Toyota" },
  { key: "VAUXHALL", label: "Vauxhall" },
  { key: "VOLKSWAGEN", label: "Volkswagen" },
  { key: "VOLVO", label: "Volvo" },
] as const satisfies readonly { key: string; label: string }[];

/** The catalogue's makes, spelt as the vehicle lookup returns them, in the make list's order. */
export type Make = (typeof CATALOGUE_MAKE_NAMES)[number]["key"];
export const MAKES: readonly Make[] = CATALOGUE_MAKE_NAMES.map((make) => make.key);

/** As people write each make: 'Mercedes-Benz', 'Skoda', 'BMW'. */
export const MAKE_LABELS = Object.fromEntries(
  CATALOGUE_MAKE_NAMES.map((make) => [make.key, make.label]),
) as Readonly<Record<Make, string>>;

/** Letters and digits only: 'Mercedes Benz', 'MERCEDES-BENZ' and 'Škoda' compare as typed. */
function compact(make: string): string {
  return make
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

const ALIASES: Readonly<Record<string, Make>> = {
  VW: "VOLKSWAGEN",
  VOLKSWAGON: "VOLKSWAGEN",
  MERCEDES: "MERCEDES-BENZ",
  ALFA: "ALFA ROMEO",
  RANGEROVER: "LAND ROVER",
  MGMOTOR: "MG",
  MGMOTORUK: "MG",
};

const BY_COMPACT_NAME: ReadonlyMap<string, Make> = new Map<string, Make>([
  ...MAKES.map((make): [string, Make] => [compact(make), make]),
  ...Object.entries(ALIASES),
]);

/** 'Volkswagen', 'vw', 'Škoda', 'Mercedes Benz' → the catalogue key; any other make → null. */
export function normaliseMake(make: string | null | undefined): Make | null {
  if (!make) return null;
  return BY_COMPACT_NAME.get(compact(make)) ?? null;
}

/** Short all-capital words in a make are initials ('BYD', 'GWM', 'TVR') and stay so. */
const INITIALS_MAX_LENGTH = 3;

function titleCaseWord(word: string): string {
  if (word.length <= INITIALS_MAX_LENGTH) return word;
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/**
 * A stored make as people write it: the catalogue's label ('SKODA' → 'Skoda',
 * 'MERCEDES-BENZ' → 'Mercedes-Benz', 'BMW' → 'BMW'). A make outside the catalogue typed in
 * mixed case stays as typed ('McLaren'); one in capitals, as lookups answer, is written in
 * title case with short initials kept ('ASTON MARTIN' → 'Aston Martin', 'BYD' → 'BYD'); one
 * typed in lower case gets its capitals ('aston martin' → 'Aston Martin').
 */
export function displayMake(make: string): string {
  const key = normaliseMake(make);
  if (key) return MAKE_LABELS[key];
  const text = make.trim().replace(/\s+/g, " ");
  if (text === text.toLowerCase()) return text.replace(/\p{L}+/gu, capitalised);
  if (text !== text.toUpperCase()) return text;
  return text.replace(/[A-Z]+/g, titleCaseWord);
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A make as it is stored: the catalogue's key for a catalogue make however it is typed
 * ('volkswagen', 'VW' → 'VOLKSWAGEN', shown 'Volkswagen'), any other as people write it
 * ('aston martin' → 'Aston Martin').
 */
export function storedMake(make: string): string {
  return normaliseMake(make) ?? displayMake(make);
}
