/**
 * The job application's message keys, which its schemas put on their issues (001 §5, §8); the web's careers
 * locales and the API's catalogue word them (the Spanish verbatim from the spec). `underage` names a year.
 */
export type JobApplicationMessageKey =
  | "required"
  | "field_required"
  | "invalid_email"
  | "invalid_phone"
  | "phone_format"
  | "invalid_value"
  | "too_long"
  | "course_duration_too_long"
  | "end_before_start"
  | "start_after_end"
  | "underage"
  | "date_in_past"
  | "too_many_alternatives"
  | "form_invalid"
  | "sent"
  | "send_failed"
  | "documents_failed"
  | "file_too_large"
  | "upload_failed"
  | "file_type";
