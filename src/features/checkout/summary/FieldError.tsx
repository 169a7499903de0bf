// One inline error line; marked so the submit can scroll to the first one (§4.5).
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="cs-error" role="alert" data-field-error="">
      {message}
    </p>
  );
}
