import { redirect } from "react-router";

/** Any unknown path goes to the homepage (001 §2). */
export function clientLoader() {
  return redirect("/");
}

export default function CatchAll() {
  return null;
}
