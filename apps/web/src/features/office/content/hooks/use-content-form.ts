import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  useForm,
} from "react-hook-form";
import type { z } from "zod/mini";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { contentMessageText } from "../../office-code-texts.ts";
import { type Refusal, refusalOf } from "./refusal.ts";

/** An error already worded (the API's, or a picture's); the schema's carry message keys instead. */
const WORDED = "worded";

/**
 * A content form checked by the API's own schema (the domain's) before sending: the admin sees what is
 * wrong at once, in the same words, and the server only sees drafts that pass (it checks them again). The
 * values go as typed (`raw`): the server makes them safe and trims them, as before. Errors show from one
 * submit to the next, as the API's do.
 */
export function useContentForm<Values extends FieldValues>(
  schema: z.ZodMiniType<unknown, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const language = useLanguage();
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues,
    reValidateMode: "onSubmit",
  });
  const [message, setMessage] = useState<string | null>(null);

  function refuse(refusal: Refusal) {
    for (const [path, text] of Object.entries(refusal.fields)) {
      form.setError(path as Path<Values>, { type: WORDED, message: text });
    }
    setMessage(refusal.message);
  }

  /** A field's error in the office's language. */
  function errorOf(name: string): string | undefined {
    const error: FieldError | undefined = get(form.formState.errors, name);
    if (error?.message === undefined) return undefined;
    if (error.type === WORDED) return error.message;
    return contentMessageText(error.message, language) ?? t("office.content.invalidValue");
  }

  /**
   * The submit handler: `save` gets the values once the schema passes, and may answer a refusal of its own
   * (a picture judged by its bytes); the API's refusal lands on its fields and in the form's message.
   */
  function submit(save: (values: Values) => Promise<Refusal | undefined>) {
    return form.handleSubmit(
      async (values) => {
        setMessage(null);
        try {
          const refusal = await save(values);
          if (refusal) refuse(refusal);
        } catch (error) {
          refuse(refusalOf(error, t));
        }
      },
      () => setMessage(t("office.content.checkFields")),
    );
  }

  return { form, errorOf, message, submit, t };
}
