import { displayVehicleWithRegistration } from "@automobi/domain";

/**
 * What the Message button carries to /admin/message/:id (spec 001 §2): the customer's e-mail,
 * the vehicle and the request id. The screen reads the request itself, so the URL alone works.
 */
export interface MessageNavigationState {
  customerEmail: string;
  vehicle: string;
  quoteRequestId: string;
}

export function messageState(request: {
  id: string;
  customerEmail: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleRegistration: string;
}): MessageNavigationState {
  return {
    customerEmail: request.customerEmail,
    vehicle: displayVehicleWithRegistration(request),
    quoteRequestId: request.id,
  };
}
