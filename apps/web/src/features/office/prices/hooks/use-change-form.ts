import { zodResolver } from "@hookform/resolvers/zod";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import { z } from "zod/mini";
import { ApiError } from "../../../../shared/api/api-error.ts";
import { parsePesos } from "../components/office-parts.tsx";

/** A price as typed in pesos ("213.50"): checked, and sent as centavos. */
export function pesosSchema(message: string) {
  return z.pipe(
    z.string(),
    z.transform((text, context) => {
      const centavos = parsePesos(text);
      if (centavos === undefined) {
        context.issues.push({ code: "custom", message, input: text });
        return z.NEVER;
      }
      return centavos;
    }),
  );
}

/** The range every change but a deletion has; its order, length and start are the server's to judge. */
export const rangeShape = { startDate: z.string(), endDate: z.string() };

/**
 * A prices form: react-hook-form with the zod resolver. Sent, it becomes a change to preview; a refused
 * preview's messages go under their fields (the server's `prices.<field>` under that price), or above
 * the button when the refusal names no field. Errors show from one submit to the next, as the API's do.
 */
export function useChangeForm<Input extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Input>,
  defaultValues: NoInfer<DefaultValues<Input>>,
  onPreview: (change: PriceChange) => Promise<void>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: "onSubmit",
  });

  const refuse = (error: unknown) => {
    if (error instanceof ApiError && error.fields.length > 0) {
      // The server names fields by the change's paths, which are the form's.
      for (const { path, message } of error.fields) form.setError(path as Path<Input>, { message });
    } else {
      form.setError("root", { message: error instanceof Error ? error.message : String(error) });
    }
  };

  /** The submit handler of one way to send the form (closing and reopening send the same fields). */
  const preview = (toChange: (values: Output) => PriceChange) =>
    form.handleSubmit((values) => onPreview(toChange(values)).catch(refuse));

  return { form, preview, message: form.formState.errors.root?.message ?? null };
}
