import { paymentSettingsSchema } from "@park/domain/checkout/payment-result.ts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client.ts";

/** How cards are taken (the sandbox or the provider's fields), for the checkout and a date change's difference. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ["payment-settings"],
  queryFn: async () => paymentSettingsSchema.parse(await apiRequest("/api/ecommerce/payment/settings")),
});
