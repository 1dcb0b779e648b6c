export const UNKNOWN_SERVICE_MESSAGE = "Please choose services from the list";

export const UNKNOWN_PARTS_PREFERENCE_MESSAGE = "Please choose a parts preference from the list";

/** On the make and model when they came from a lookup of a plate other than the one sent. */
export const LOOKED_UP_FOR_ANOTHER_PLATE_MESSAGE =
  "These details were found for a different registration. Press Find again, or choose the make and model.";

export const SERVICE_REQUIRED_MESSAGE = "Please select at least one service.";

export const VEHICLE_REQUIRED_MESSAGE = "Please enter the vehicle's registration, make and model.";
