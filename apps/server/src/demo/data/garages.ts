// A made-up garage directory. Landline numbers are in Ofcom's drama ranges
// (0113/0117/0161 496 0xxx, 01632 960xxx) and e-mails use the .test domain.

export type GarageKey = "hartley" | "cotswold" | "brunel" | "pennine";

export interface DemoGarage {
  readonly key: GarageKey;
  readonly name: string;
  readonly address: string;
  /** The postcode of the address: distances to customers are measured from it. */
  readonly postcode: string;
  readonly serviceRadiusMiles: number;
  readonly phone: string;
  readonly email: string;
  readonly contactPerson: string;
  readonly specialties: readonly string[];
}

export const DEMO_GARAGES: readonly DemoGarage[] = [
  {
    key: "hartley",
    name: "Hartley & Sons Motors",
    address: "Unit 4, Canal Street Industrial Estate, Leeds LS12 2RT",
    postcode: "LS12 2RT",
    serviceRadiusMiles: 20,
    phone: "0113 496 0123",
    email: "bookings@hartley-motors.test",
    contactPerson: "Graham Hartley",
    specialties: ["oil-service", "full-vehicle-service", "brake-service", "other-mechanical"],
  },
  {
    key: "cotswold",
    name: "Cotswold Autocare",
    address: "2 Tewkesbury Road Trading Park, Cheltenham GL51 9SL",
    postcode: "GL51 9SL",
    serviceRadiusMiles: 25,
    phone: "01632 960412",
    email: "workshop@cotswold-autocare.test",
    contactPerson: "Helen Morris",
    specialties: ["annual-inspection", "full-vehicle-service", "brake-service", "oil-service"],
  },
  {
    key: "brunel",
    name: "Brunel Road Bodyshop",
    address: "18 Feeder Road, Bristol BS2 0SB",
    postcode: "BS2 0SB",
    serviceRadiusMiles: 15,
    phone: "0117 496 0788",
    email: "service@brunel-bodyshop.test",
    contactPerson: "Tom Ashworth",
    specialties: ["respray", "dent-removal", "panel-work", "interior-exterior"],
  },
  {
    key: "pennine",
    name: "Pennine Tyre & Exhaust",
    address: "Unit 9, Hyde Road Business Park, Manchester M12 5AF",
    postcode: "M12 5AF",
    serviceRadiusMiles: 15,
    phone: "0161 496 0345",
    email: "hello@pennine-tyre.test",
    contactPerson: "Mo Rahman",
    specialties: ["get-new-tires", "wheel-refurbishment", "breakdown-towing"],
  },
];
