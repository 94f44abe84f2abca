import { DateChangeSection } from "../../src/features/date-change/components/date-change-section.tsx";
import type { OrderDto } from "../../src/features/order/api/order-api.ts";
import { VehicleEntrySection } from "../../src/features/vehicle-entry/components/vehicle-entry-section.tsx";

/** Under the order: its date change and the vehicle's pre-registration (order.tsx loads this module apart). */
export default function OrderMoreParts({ order }: { order: OrderDto }) {
  return (
    <>
      <DateChangeSection order={order} />
      <VehicleEntrySection code={order.code} />
    </>
  );
}
