import { createContext, useContext } from "react";
import type { ApplicationForm } from "./use-application-form.ts";

export const ApplicationFormContext = createContext<ApplicationForm | null>(null);

/** The application form the fields belong to. */
export function useApplicationFormContext(): ApplicationForm {
  const form = useContext(ApplicationFormContext);
  if (!form) throw new Error("application fields are used outside the application form");
  return form;
}
