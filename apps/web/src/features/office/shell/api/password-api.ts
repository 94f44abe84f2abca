import { officeRequest } from "../office-api.ts";

/** Changes my password; the server checks the current one and the rules, and ends my other sessions. */
export async function changePassword(change: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await officeRequest("/api/office/password", { method: "PUT", json: change });
}
