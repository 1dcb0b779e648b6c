/**
 * Why a reward-ledger entry exists: a paid service fee adds points, a redemption takes them
 * away, an adjustment is staff's correction. The balance is the sum of the ledger.
 */
export const REWARD_REASONS = ["payment", "redemption", "adjustment"] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

export const NO_REWARDS_MESSAGE = "No rewards yet";
export const REWARDS_LOAD_FAILED_MESSAGE = "Failed to load reward points";
