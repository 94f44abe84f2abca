import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { SubmitButton } from "../../shell/components/office-controls.tsx";

/** Something typed; whether it is a visit code is the scan's answer (NOT_A_CODE), as for the camera. */
const gateCodeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1)) });
type GateCode = z.infer<typeof gateCodeSchema>;

/** The code typed by hand when the camera cannot read it; emptied once its answer is shown. */
export function GateCodeForm(props: {
  t: TFunction;
  checking: boolean;
  onCode: (code: string) => Promise<unknown>;
}) {
  const { t, checking } = props;
  const { register, handleSubmit, reset } = useForm<GateCode>({
    defaultValues: { code: "" },
    resolver: zodResolver(gateCodeSchema),
    // Nothing typed is no request and nothing to say: the field stays as it is.
    shouldFocusError: false,
  });

  return (
    <form
      onSubmit={handleSubmit(({ code }) => props.onCode(code).then(() => reset()))}
      className="flex flex-col gap-2"
    >
      <Field
        look="office"
        label={t("office.gate.typed.label")}
        hint={t("office.gate.typed.hint")}
        error={null}
        className="flex flex-col gap-2"
      >
        {(control) => (
          <input
            {...control}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="rounded-lg border border-stone-400 px-3 py-2 font-mono text-lg uppercase tracking-widest"
            {...register("code")}
          />
        )}
      </Field>
      <SubmitButton
        busy={checking}
        label={t("office.gate.typed.submit")}
        busyLabel={t("office.gate.typed.checking")}
        className="w-fit"
      />
    </form>
  );
}
