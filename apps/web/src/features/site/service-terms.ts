import { formatGBP } from "@automobi/domain";
import { useStoredServiceTerms } from "./api/get-public-config";

/**
 * The service fee and reward points as public copy states them: the stored System Settings,
 * each with the space that follows it ('£4 ', '15 '), so a sentence reads whole without them
 * ('a £4 service fee' or 'a service fee', 'earn 15 reward points' or 'earn reward points').
 * They are empty in the prerendered page and until the settings have loaded: the build cannot
 * know what a super admin stores later (docs/decisions/034).
 */
export interface ServiceTerms {
  fee: string;
  rewardPoints: string;
}

export function useServiceTerms(): ServiceTerms {
  const stored = useStoredServiceTerms();
  if (!stored) return { fee: "", rewardPoints: "" };
  return {
    fee: `${formatGBP(stored.feePence, { dropZeroPence: true })} `,
    rewardPoints: `${stored.rewardPoints} `,
  };
}
