/**
 * A plain CSS bar chart of one question's counts (issue #15 'a chart and a table'). It repeats the
 * table beside it, so it is hidden from assistive technology: the table is what they read.
 */
export function ResultBars({
  options,
  total,
}: {
  options: Array<{ idRespuesta: number; texto: string; total: number }>;
  total: number;
}) {
  return (
    <div aria-hidden="true" style={{ display: 'grid', gap: 4, maxWidth: 520 }}>
      {options.map((o) => {
        const width = total > 0 ? Math.round((o.total / total) * 100) : 0;
        return (
          <div key={o.idRespuesta} style={{ display: 'grid', gridTemplateColumns: '10rem 1fr 3rem', gap: 8 }}>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{o.texto}</span>
            <span style={{ background: 'var(--mantine-color-gray-2)', borderRadius: 4 }}>
              <span
                style={{
                  display: 'block',
                  width: `${width}%`,
                  height: '100%',
                  minHeight: 16,
                  background: 'var(--mantine-color-blue-7)',
                  borderRadius: 4,
                }}
              />
            </span>
            <span>{o.total}</span>
          </div>
        );
      })}
    </div>
  );
}
