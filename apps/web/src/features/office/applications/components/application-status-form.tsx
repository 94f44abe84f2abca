import { zodResolver } from "@hookform/resolvers/zod";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "@park/domain/careers/application-status.ts";
import type { Language } from "@park/domain/constants.ts";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { InlineConfirm } from "../../shell/components/inline-confirm.tsx";

/** The move HR confirms; the API checks it is one of the application's next statuses. */
const statusMoveSchema = z.object({
  status: z.pipe(z.nullable(z.enum(APPLICATION_STATUSES)), z.enum(APPLICATION_STATUSES)),
});

/**
 * The statuses an application may move to, each behind a confirmation that names both statuses: the
 * button chosen fills the form, the confirmation sends it.
 */
export function ApplicationStatusForm(props: {
  current: ApplicationStatus;
  next: readonly ApplicationStatus[];
  t: TFunction;
  language: Language;
  busy: boolean;
  onMove: (status: ApplicationStatus) => Promise<unknown>;
}) {
  const { current, next, t, language, busy } = props;
  const { handleSubmit, setValue, watch, reset } = useForm<
    z.input<typeof statusMoveSchema>,
    unknown,
    z.output<typeof statusMoveSchema>
  >({
    defaultValues: { status: null },
    resolver: zodResolver(statusMoveSchema),
  });
  const confirming = watch("status");
  const label = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status][language];

  return (
    <form onSubmit={handleSubmit(({ status }) => props.onMove(status).finally(() => reset()))}>
      {next.length === 0 ? <p>{t("office.applications.noMoves")}</p> : null}
      <div className="flex flex-wrap gap-3">
        {next.map((status) => (
          <button
            key={status}
            type="button"
            disabled={busy}
            onClick={() => setValue("status", status)}
            className="min-h-10 rounded border border-forest-700 px-4 font-semibold text-forest-800 hover:bg-forest-50 disabled:text-stone-400"
          >
            {label(status)}
          </button>
        ))}
      </div>
      {confirming ? (
        <InlineConfirm
          question={t("office.applications.confirmMove", { from: label(current), to: label(confirming) })}
          confirmLabel={t("office.applications.confirm")}
          cancelLabel={t("office.applications.cancel")}
          onCancel={() => reset()}
          busy={busy}
          className="mt-3"
        />
      ) : null}
    </form>
  );
}
