/** Keeps a time range such as "12:00-23:00" on one line; the text stays exactly the spec's. */
export function HoursLine({ text }: { text: string }) {
  const parts = text.split(/(\d{1,2}:\d{2}-\d{1,2}:\d{2})/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
