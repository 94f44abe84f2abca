import { zodResolver } from "@hookform/resolvers/zod";
import { ORDER_STATUS_FILTERS } from "@park/domain/office-orders/order-search.ts";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import type { OrderSearch } from "../api/orders-calls.ts";

/**
 * The search box and filters as typed. The inputs cannot hold what the API refuses except a reversed
 * range, which the API answers with its own words; the page shows them.
 */
const orderSearchFormSchema = z.object({
  q: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(ORDER_STATUS_FILTERS),
});
type OrderSearchForm = z.infer<typeof orderSearchFormSchema>;

const CONTROL = "rounded border border-gray-500 px-2 py-1";

/** The orders page's search: what was last searched, then what the desk types. */
export function OrderSearchForm(props: {
  search: OrderSearch;
  t: TFunction;
  onSearch: (search: OrderSearchForm) => void;
}) {
  const { t } = props;
  const { register, handleSubmit } = useForm<OrderSearchForm>({
    defaultValues: {
      q: props.search.q,
      from: props.search.from,
      to: props.search.to,
      status: props.search.status,
    },
    resolver: zodResolver(orderSearchFormSchema),
  });

  return (
    <search>
      <form onSubmit={handleSubmit(props.onSearch)} className="flex flex-wrap items-end gap-3">
        <Field
          look="office"
          label={t("office.orders.searchLabel")}
          hint={t("office.orders.searchHint")}
          error={null}
          className="flex min-w-64 flex-1 flex-col gap-1"
        >
          {(control) => (
            <input {...control} type="search" maxLength={100} className={CONTROL} {...register("q")} />
          )}
        </Field>
        <Field look="office" label={t("office.orders.from")} error={null}>
          {(control) => <input {...control} type="date" className={CONTROL} {...register("from")} />}
        </Field>
        <Field look="office" label={t("office.orders.to")} error={null}>
          {(control) => <input {...control} type="date" className={CONTROL} {...register("to")} />}
        </Field>
        <Field look="office" label={t("office.orders.status")} error={null}>
          {(control) => (
            <select {...control} className={CONTROL} {...register("status")}>
              {ORDER_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {t(`office.orders.statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button
          type="submit"
          className="rounded bg-blue-800 px-4 py-1.5 font-medium text-white hover:bg-blue-900"
        >
          {t("office.orders.search")}
        </button>
      </form>
    </search>
  );
}
