/**
 * The domain's route contracts, for the code that calls the API (`api(contract, …)`). Imported
 * from here, never from "@automobi/domain/contracts" itself, so zod is configured for the
 * browser before the contracts' schemas are built (lib/zod.ts).
 */
import "./zod.ts";

export * from "@automobi/domain/contracts";
